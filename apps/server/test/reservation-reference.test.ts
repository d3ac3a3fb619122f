import { parisToday } from '@navette/shared';
import { sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { adminReservationsClient, bookAsGuest } from './support/admin-reservations';
import { serverTest } from './support/fixtures';
import { minimalGuestRequest, reservationRow } from './support/reservations';

/*
 * Every reservation gets a short reference a person reads, NP-<year>-<4 digits>, numbered by its
 * year's sequence and never given twice (docs/decisions/0057-reservation-reference-from-a-sequence.md).
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

  it("makes the year's sequence with its first reference, however many are asked for at once", async ({
    t,
  }) => {
    const sequence = `reservation_reference_${parisToday().slice(0, 4)}`;
    const run = (query: string) => t.database.db.execute<{ r: string }>(sql.raw(query));
    // as on the first of January: the year has no sequence yet (its reservations aside)
    await run(`drop sequence ${sequence}`);
    try {
      const references = await Promise.all(
        Array.from({ length: 6 }, () => run('select navette_next_reservation_reference() as r')),
      );
      const numbers = references.map(({ rows }) => sequenceOf(rows[0]?.r ?? ''));
      expect(numbers.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    } finally {
      // the file's other reservations already hold numbers of this year: carry on after them
      await run(
        `select setval('${sequence}', (select max(right(reference, 4)::int) from reservations))`,
      );
    }
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
