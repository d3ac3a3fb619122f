import { parisToday } from '@navette/shared';
import { describe, expect } from 'vitest';
import { adminReservationsClient, bookAsGuest } from './support/admin-reservations';
import { serverTest } from './support/fixtures';
import { minimalGuestRequest, reservationRow } from './support/reservations';

/*
 * Every reservation gets a short reference a person reads, NP-<year>-<4 digits>, counted per
 * year and never given twice (docs/decisions/0048-reservation-reference.md).
 */

const sequenceOf = (reference: string) => Number(reference.slice(-4));

const it = serverTest({ booking: true });

describe('reservation references', () => {
  it('gives consecutive references to reservations created one after another', async ({
    t,
    serviceId,
  }) => {
    const first = await reservationRow(t, await bookAsGuest(t, minimalGuestRequest(serviceId)));
    const second = await reservationRow(t, await bookAsGuest(t, minimalGuestRequest(serviceId)));
    const year = parisToday().slice(0, 4);
    expect(first?.reference).toMatch(new RegExp(`^NP-${year}-\\d{4}$`));
    expect(sequenceOf(second?.reference ?? '')).toBe(sequenceOf(first?.reference ?? '') + 1);
  });

  it('never gives one reference twice to reservations created at the same time', async ({
    t,
    serviceId,
  }) => {
    const ids = await Promise.all(
      Array.from({ length: 8 }, () => bookAsGuest(t, minimalGuestRequest(serviceId))),
    );
    const references = await Promise.all(
      ids.map(async (id) => (await reservationRow(t, id))?.reference ?? ''),
    );
    expect(new Set(references).size).toBe(8);
    const sequences = references.map(sequenceOf).sort((a, b) => a - b);
    expect((sequences.at(-1) ?? 0) - (sequences[0] ?? 0)).toBe(7);
  });

  it('is in the payloads and found by the back-office search', async ({ t, serviceId }) => {
    const id = await bookAsGuest(t, minimalGuestRequest(serviceId));
    const reference = (await reservationRow(t, id))?.reference ?? '';
    const admin = await adminReservationsClient(t);
    expect((await admin.read(id)).reference).toBe(reference);
    const found = await admin.list({ q: reference });
    expect(found.items.map((r) => r._id)).toEqual([id]);
  });
});
