import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { adminReservationsClient } from './support/admin-reservations';
import { BrowserClient } from '@navette/test-support/browser-client';
import { customerReservationsClient } from './support/customer-reservations';
import { checkPaid, checkoutStarted } from './support/payments';
import {
  firstServiceId,
  fullGuestRequest,
  minimalGuestRequest,
  reservationRow,
} from './support/reservations';

/*
 * The company told of a reservation's events at COMPANY_EMAIL (docs/product/emails.md#company-notices):
 * a new quote request, a customer's acceptance, a payment received, a customer's cancellation;
 * each once, in French, and none when the event is switched off (COMPANY_NOTIFICATIONS).
 */

const ENV = { RESERVATION_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' };

/** The company's notices about one reservation, known by its reference. */
const noticesOf = async (t: TestApp, id: string) => {
  const reference = (await reservationRow(t, id))?.reference ?? 'missing';
  const rows = await t.database.db
    .select()
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.template, 'companyNotice'), like(mailOutbox.subject, `%${reference}%`)),
    );
  return { reference, rows };
};

/** The notices sent anywhere but the company's address: none may ever be. */
const noticesElsewhere = async (t: TestApp) =>
  (
    await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.template, 'companyNotice'))
  ).filter((row) => row.recipient !== t.config.company.email);

const guestBooks = async (t: TestApp, request: Record<string, unknown>) => {
  const response = await new BrowserClient(t.app).post('/api/reservations', request);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string }>()._id;
};

describe('the company is told', () => {
  let t: TestApp;
  let serviceId: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: ENV });
    serviceId = await firstServiceId(t);
  });
  afterAll(async () => t?.close());

  it("of a guest's new quote request, with both legs, the estimate and the back-office link", async () => {
    const id = await guestBooks(t, {
      ...fullGuestRequest(serviceId),
      nom: 'Dupont <b>',
      prenom: 'Élodie',
    });
    const { reference, rows } = await noticesOf(t, id);
    expect(rows).toHaveLength(1);
    const [mail] = rows;
    expect(mail).toMatchObject({
      recipient: 'contact@navette-prestige.fr',
      language: 'fr',
      subject: `Nouvelle demande de devis d'Élodie Dupont <b> (${reference})`,
    });
    const text = mail?.text ?? '';
    expect(text).toContain('Élodie Dupont <b> (sans compte)');
    expect(text).toContain('06 12 34 56 78');
    expect(text).toContain("Départ de l'aller");
    expect(text).toContain('12 rue de Rivoli, 75001 Paris');
    expect(text).toContain('Arrivée du retour');
    expect(text).toContain('Aéroport Paris-Orly, Terminal 3');
    expect(text).toContain('21:15');
    // the browser's own 42,50 € is never repeated: the estimate is the tariff's, and this trip's
    // addresses are not found here (instant-booking.test.ts shows a priced one)
    expect(text).not.toContain('42,50');
    expect(text).toContain(
      `${t.config.publicUrl}/admin/reservations?q=${encodeURIComponent(reference)}`,
    );
    // what the visitor typed is escaped in the HTML part
    expect(mail?.html).toContain('Dupont &lt;b&gt;');
    expect(mail?.html).not.toContain('Dupont <b>');
    expect(await noticesElsewhere(t)).toEqual([]);
  });

  it("of a signed-in customer's new quote request, once", async () => {
    const customer = await customerReservationsClient(t);
    const id = await customer.book(serviceId);
    const { reference, rows } = await noticesOf(t, id);
    expect(rows.map((row) => row.subject)).toEqual([
      `Nouvelle demande de devis de Léa Martin (${reference})`,
    ]);
    expect(rows[0]?.text).not.toContain('sans compte');
  });

  it("of the customer's acceptance of the devis, with the amount", async () => {
    const customer = await customerReservationsClient(t);
    const admin = await adminReservationsClient(t);
    const id = await customer.book(serviceId);
    await admin.devis(id, { version: (await admin.read(id)).version, devis: 345 });
    await customer.decide(id, { statut: 'confirmé', devis: 345 });
    const { reference, rows } = await noticesOf(t, id);
    const accepted = rows.filter((row) => row.subject.startsWith('Devis accepté'));
    expect(accepted.map((row) => row.subject)).toEqual([
      `Devis accepté par Léa Martin (${reference})`,
    ]);
    expect(accepted[0]?.recipient).toBe(t.config.company.email);
    expect(accepted[0]?.text).toMatch(/Montant accepté\s*:?\s*345,00\s€/);
  });

  it("of the customer's cancellation", async () => {
    const customer = await customerReservationsClient(t);
    const admin = await adminReservationsClient(t);
    const id = await customer.book(serviceId);
    await admin.devis(id, { version: (await admin.read(id)).version, devis: 120 });
    await customer.decide(id, { statut: 'annulé', devis: 120 });
    const { reference, rows } = await noticesOf(t, id);
    expect(rows.map((row) => row.subject).sort()).toEqual(
      [
        `Nouvelle demande de devis de Léa Martin (${reference})`,
        `Réservation annulée par Léa Martin (${reference})`,
      ].sort(),
    );
  });

  it('of a payment received, once, whoever brings the news (test checkout, then return page)', async () => {
    const { browser, reservationId, sessionId } = await checkoutStarted(t);
    const paid = await browser.post(`/api/payment/test-checkout/${sessionId}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    // the success page's check finds it paid: the company is not told twice
    expect((await checkPaid(browser, reservationId, sessionId)).body.paid).toBe(true);
    const { reference, rows } = await noticesOf(t, reservationId);
    const payments = rows.filter((row) => row.subject.startsWith('Paiement reçu'));
    expect(payments.map((row) => row.subject)).toEqual([
      `Paiement reçu de Léa Martin (${reference})`,
    ]);
    expect(payments[0]?.text).toMatch(/Montant payé\s*:?\s*150,00\s€/);
  });
});

describe('the company is told nothing of an event switched off', () => {
  let t: TestApp;
  let serviceId: string;
  beforeAll(async () => {
    t = await buildTestApp({ env: { ...ENV, COMPANY_NOTIFICATIONS: 'payment' } });
    serviceId = await firstServiceId(t);
  });
  afterAll(async () => t?.close());

  it('sends no notice of a request, an acceptance or a cancellation, but still of a payment', async () => {
    const guest = await guestBooks(t, minimalGuestRequest(serviceId));
    const customer = await customerReservationsClient(t);
    const admin = await adminReservationsClient(t);
    const accepted = await customer.book(serviceId);
    await admin.devis(accepted, { version: (await admin.read(accepted)).version, devis: 90 });
    await customer.decide(accepted, { statut: 'confirmé', devis: 90 });
    const cancelled = await customer.book(serviceId);
    await admin.devis(cancelled, { version: (await admin.read(cancelled)).version, devis: 90 });
    await customer.decide(cancelled, { statut: 'annulé', devis: 90 });
    for (const id of [guest, accepted, cancelled]) {
      expect((await noticesOf(t, id)).rows).toEqual([]);
    }
    const { browser, reservationId, sessionId } = await checkoutStarted(t);
    expect((await browser.post(`/api/payment/test-checkout/${sessionId}/pay`)).statusCode).toBe(
      200,
    );
    expect((await noticesOf(t, reservationId)).rows).toHaveLength(1);
  });
});
