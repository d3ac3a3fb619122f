import { describe, expect, it } from 'vitest';
import {
  ADMIN_RESERVATION_MESSAGES as M,
  adminDevisUpdateSchema,
  adminReservationListQuerySchema,
  adminReservationUpdateSchema,
} from './reservation-admin';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('the back-office list query', () => {
  it('reads the text values of a URL, with every status and the first page of 20 by default', () => {
    expect(adminReservationListQuerySchema.parse({})).toEqual({
      statut: 'tous',
      when: 'all',
      page: 1,
      pageSize: 20,
    });
    expect(
      adminReservationListQuerySchema.parse({
        q: '  élodie ',
        paid: 'false',
        page: '3',
        pageSize: '50',
      }),
    ).toEqual({ q: 'élodie', statut: 'tous', when: 'all', paid: false, page: 3, pageSize: 50 });
  });

  it.each([
    [{ page: '1.5' }, M.page],
    [{ page: '-1' }, M.page],
    [{ pageSize: '101' }, M.pageSize],
    [{ statut: 'payé' }, M.statut],
    [{ paid: '1' }, M.paid],
    [{ when: 'futur' }, M.when],
    [{ from: '2026-13-01' }, M.date],
    [{ from: '2026-06-02', to: '2026-06-01' }, M.dateRange],
  ])('refuses %j with its message', (query, message) => {
    expect(messageOf(adminReservationListQuerySchema.safeParse(query))).toBe(message);
  });
});

describe('the back-office edits', () => {
  it('takes a quote to the cent, whatever the binary rounding of the number sent', () => {
    for (const devis of [0, 10.5, 0.1 + 0.2, 1250.99, 100_000]) {
      expect(adminDevisUpdateSchema.safeParse({ version: 1, devis }).success, String(devis)).toBe(
        true,
      );
    }
    for (const devis of [-0.01, 10.555, 100_000.01, Number.NaN]) {
      expect(
        messageOf(adminDevisUpdateSchema.safeParse({ version: 1, devis })),
        String(devis),
      ).toBe(M.devis);
    }
  });

  it('needs the version the edit was made on, and refuses the fields it does not edit', () => {
    expect(messageOf(adminReservationUpdateSchema.safeParse({ nom: 'Durand' }))).toBe(M.version);
    expect(adminReservationUpdateSchema.safeParse({ version: 2, statut: 'annulé' }).success).toBe(
      false,
    );
    expect(adminReservationUpdateSchema.parse({ version: 2, nom: '  Durand ' })).toEqual({
      version: 2,
      nom: 'Durand',
    });
  });
});
