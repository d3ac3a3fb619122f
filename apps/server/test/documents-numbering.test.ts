import { and, asc, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentCounters, documents } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { insertPaidPayment, insertReservation } from './support/documents';

/*
 * Numbering (docs/product/documents.md#numbering): one series per kind and year, consecutive,
 * taken in the issuing transaction, so that a rolled-back issue leaves no gap and concurrent
 * payments get distinct numbers in the order of their dates.
 */

const year = new Date().getFullYear();
const sequence = (n: number) => String(n).padStart(6, '0');
const onPostgres = inject('testDatabase').kind !== 'pglite';

class Rollback extends Error {}

describe('document series', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('numbers each kind in its own consecutive series, dates in number order', async () => {
    const { id } = await insertReservation(t);
    const issued = [];
    for (const kind of ['devis', 'devis', 'bon', 'devis', 'bon'] as const) {
      issued.push(await t.database.db.transaction((tx) => t.app.documents[kind](tx, id)));
    }
    expect(issued.map((d) => d.number)).toEqual([
      `D-${year}-000001`,
      `D-${year}-000002`,
      `B-${year}-000001`,
      `D-${year}-000003`,
      `B-${year}-000002`,
    ]);
    const rows = await t.database.db
      .select({ number: documents.number, supersededAt: documents.supersededAt })
      .from(documents)
      .where(eq(documents.reservationId, id))
      .orderBy(asc(documents.issuedAt));
    expect(rows.map((r) => r.number)).toEqual(issued.map((d) => d.number));
    // only the newest devis and the newest bon are current
    expect(rows.filter((r) => r.supersededAt === null).map((r) => r.number)).toEqual([
      `D-${year}-000003`,
      `B-${year}-000002`,
    ]);
  });

  it('gives the number of a rolled-back issue to the next one: no gap', async () => {
    const { id } = await insertReservation(t);
    let lost = '';
    await expect(
      t.database.db.transaction(async (tx) => {
        lost = (await t.app.documents.devis(tx, id)).number;
        throw new Rollback();
      }),
    ).rejects.toBeInstanceOf(Rollback);
    const next = await t.database.db.transaction((tx) => t.app.documents.devis(tx, id));
    expect(next.number).toBe(lost);
    const kept = await t.database.db.select().from(documents).where(eq(documents.number, lost));
    expect(kept.map((r) => r.id)).toEqual([next.id]);
  });

  it('starts each year at 000001, whatever the previous year reached', async () => {
    await t.database.db
      .insert(documentCounters)
      .values({ kind: 'facture', year: year - 1, last: 57 });
    const { id } = await insertReservation(t, { devisCents: 9_900 });
    const paymentId = await insertPaidPayment(t, id, 9_900);
    const invoice = await t.database.db.transaction((tx) => t.app.documents.facture(tx, paymentId));
    expect(invoice.number).toBe(`F-${year}-000001`);
    const counters = await t.database.db
      .select({ year: documentCounters.year, last: documentCounters.last })
      .from(documentCounters)
      .where(eq(documentCounters.kind, 'facture'))
      .orderBy(asc(documentCounters.year));
    expect(counters).toEqual([
      { year: year - 1, last: 57 },
      { year, last: 1 },
    ]);
  });

  it('refuses a devis for a reservation without a quote, and takes no number', async () => {
    const { id } = await insertReservation(t, { devisCents: null });
    await expect(
      t.database.db.transaction((tx) => t.app.documents.devis(tx, id)),
    ).rejects.toMatchObject({ code: 'RESERVATION_NO_DEVIS' });
    const [counter] = await t.database.db
      .select({ last: documentCounters.last })
      .from(documentCounters)
      .where(and(eq(documentCounters.kind, 'devis'), eq(documentCounters.year, year)));
    const quoted = await insertReservation(t);
    const next = await t.database.db.transaction((tx) => t.app.documents.devis(tx, quoted.id));
    expect(next.number).toBe(`D-${year}-${sequence((counter?.last ?? 0) + 1)}`);
  });
});

describe.skipIf(!onPostgres)(
  'payments fulfilled at once (PostgreSQL only: PGlite has one connection)',
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(async () => t?.close());

    it('numbers the 50 invoices 000001 to 000050, without a gap or a twin, dates in number order', async () => {
      const paymentIds: string[] = [];
      for (let i = 0; i < 50; i += 1) {
        const { id } = await insertReservation(t, { devisCents: 10_000 + i });
        paymentIds.push(await insertPaidPayment(t, id, 10_000 + i));
      }
      const issued = await Promise.all(
        paymentIds.map((paymentId) =>
          t.database.db.transaction((tx) => t.app.documents.facture(tx, paymentId)),
        ),
      );
      const expected = Array.from({ length: 50 }, (_, i) => `F-${year}-${sequence(i + 1)}`);
      expect(issued.map((d) => d.number).sort()).toEqual(expected);
      const rows = await t.database.db
        .select({
          number: documents.number,
          issuedAt: documents.issuedAt,
          paymentId: documents.paymentId,
        })
        .from(documents)
        .where(eq(documents.kind, 'facture'))
        .orderBy(asc(documents.number));
      expect(rows.map((r) => r.number)).toEqual(expected);
      const times = rows.map((r) => r.issuedAt.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(new Set(rows.map((r) => r.paymentId)).size).toBe(50);
    });

    it('issues one invoice when the same payment is fulfilled twice at once', async () => {
      const { id } = await insertReservation(t, { devisCents: 7_700 });
      const paymentId = await insertPaidPayment(t, id, 7_700);
      const [first, second] = await Promise.all(
        [1, 2].map(() => t.database.db.transaction((tx) => t.app.documents.facture(tx, paymentId))),
      );
      expect(second).toEqual(first);
      const invoices = await t.database.db
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.paymentId, paymentId));
      expect(invoices).toEqual([{ id: first?.id }]);
    });
  },
);
