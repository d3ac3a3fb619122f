import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, reservations } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import {
  adminReservationsClient,
  type AdminReservationsClient,
} from './support/admin-reservations';
import { mailsTo } from './support/outbox';
import {
  checkoutStarted,
  customerWithPayableReservation,
  paymentRows,
  reservationPaidState,
} from './support/payments';
import { dayFromToday } from './support/reservations';

/*
 * Without Stripe keys: the test checkout follows the reservation as Stripe's sessions do, and
 * the back-office records a payment taken on board, which issues the invoice as a card payment
 * online does (docs/decisions/0042-payments-follow-the-reservation.md).
 */

let t: TestApp;
let admin: AdminReservationsClient;
beforeAll(async () => {
  t = await buildTestApp({ env: { RESERVATION_RATE_LIMIT_MAX: '100000' } });
  admin = await adminReservationsClient(t);
});
afterAll(async () => t?.close());

const invoicesOf = (reservationId: string) =>
  t.database.db
    .select({ number: documents.number, content: documents.content })
    .from(documents)
    .where(and(eq(documents.reservationId, reservationId), eq(documents.kind, 'facture')));

/** An e-mail's text with its lines joined, as a reader reads it. */
const oneLine = (text: string | undefined) => text?.replace(/\s+/g, ' ');

const setStatut = (id: string, statut: 'en attente' | 'confirmé' | 'annulé') =>
  t.database.db.update(reservations).set({ statut }).where(eq(reservations.id, id));

describe('the test checkout follows the reservation', () => {
  it('cannot be paid once the company cancelled the reservation', async () => {
    const { browser, email, reservationId, sessionId } = await checkoutStarted(t);
    const { version } = await admin.read(reservationId);
    expect((await admin.statut(reservationId, { version, statut: 'annulé' })).statusCode).toBe(200);
    const page = await browser.get(`/api/payment/test-checkout/${sessionId}`);
    expect(page.json()).toMatchObject({ state: 'expired' });
    const pay = await browser.post(`/api/payment/test-checkout/${sessionId}/pay`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({ code: 'CHECKOUT_SESSION_EXPIRED' });
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: false });
    expect(await invoicesOf(reservationId)).toEqual([]);
    expect(await mailsTo(t.database.db, email, 'paymentReceived')).toHaveLength(0);
  });

  it('refunds, as Stripe would, a session paid while the reservation is not confirmed', async () => {
    const { browser, email, reservationId, sessionId } = await checkoutStarted(t);
    await setStatut(reservationId, 'en attente');
    const pay = await browser.post(`/api/payment/test-checkout/${sessionId}/pay`);
    expect(pay.statusCode, pay.body).toBe(200);
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: false });
    const [payment] = await paymentRows(t, reservationId);
    expect(payment).toMatchObject({
      status: 'paid',
      refundStatus: 'done',
      refundReason: 'not-confirmed',
      refundCents: 15_000,
    });
    expect(payment?.providerRefundId).toMatch(/^re_test_navette_[0-9a-f]{40}$/);
    expect(await invoicesOf(reservationId)).toEqual([]);
    const [mail] = await mailsTo(t.database.db, email, 'paymentRefunded');
    expect(oneLine(mail?.text)).toContain(
      'Motif : ce paiement est arrivé alors que la réservation n’était pas confirmée.',
    );
  });

  it('refuses to take the payment once the pick-up time has passed', async () => {
    const { browser, reservationId, sessionId } = await checkoutStarted(t);
    await t.database.db
      .update(reservations)
      .set({ date: dayFromToday(-1) })
      .where(eq(reservations.id, reservationId));
    const pay = await browser.post(`/api/payment/test-checkout/${sessionId}/pay`);
    expect(pay.statusCode).toBe(409);
    expect(pay.json()).toMatchObject({
      code: 'PAYMENT_PICK_UP_PASSED',
      error:
        'L’heure de prise en charge de ce trajet est passée : il ne peut plus être payé en ligne. Contactez-nous.',
    });
    expect((await paymentRows(t, reservationId))[0]?.status).toBe('pending');
  });
});

describe('a payment taken on board', () => {
  it('is recorded by the back-office and issues the invoice and e-mail of a card payment', async () => {
    const { browser, email, reservationId } = await customerWithPayableReservation(t);
    // a checkout the customer opened and left: it closes, nobody pays twice
    const opened = await browser.post('/api/payment/create-checkout-session', { reservationId });
    const { sessionId } = opened.json<{ sessionId: string }>();
    const { version } = await admin.read(reservationId);
    const paidAt = new Date(Date.now() - 3_600_000).toISOString();
    const response = await admin.onBoard(reservationId, {
      version,
      method: 'cash',
      amount: 150,
      paidAt,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      paid: true,
      payments: [
        { provider: 'onboard', method: 'cash', status: 'paid', amount: 150, paidAt, refund: null },
        { provider: 'test', status: 'expired' },
      ],
    });
    expect(response.json().history[0]).toMatchObject({
      field: 'paid',
      oldValue: 'false',
      newValue: 'true',
    });
    const [invoice] = await invoicesOf(reservationId);
    expect(invoice?.content).toMatchObject({
      payment: { means: 'cash', provider: 'onboard', paidAt },
    });
    const [mail] = await mailsTo(t.database.db, email, 'paymentReceived');
    expect(mail?.attachments).toHaveLength(1);
    expect(oneLine(mail?.text)).toContain(invoice?.number);
    const pay = await browser.post(`/api/payment/test-checkout/${sessionId}/pay`);
    expect(pay.json()).toMatchObject({ code: 'CHECKOUT_SESSION_EXPIRED' });
  });

  it('refuses another amount than the devis, a second payment, an old copy, a future time', async () => {
    const { reservationId } = await customerWithPayableReservation(t);
    const { version } = await admin.read(reservationId);
    const body = { version, method: 'terminal', amount: 150, paidAt: new Date().toISOString() };

    const wrong = await admin.onBoard(reservationId, { ...body, amount: 120 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toEqual({
      code: 'PAYMENT_AMOUNT_NOT_DEVIS',
      error: expect.stringMatching(/^Le montant encaissé doit être celui du devis : 150,00\s€\.$/),
    });
    const future = await admin.onBoard(reservationId, {
      ...body,
      paidAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().fields).toEqual({
      paidAt: 'La date du paiement ne peut pas être dans le futur.',
    });
    const badMethod = await admin.onBoard(reservationId, { ...body, method: 'card' });
    expect(badMethod.statusCode).toBe(400);

    expect((await admin.onBoard(reservationId, body)).statusCode).toBe(200);
    const stale = await admin.onBoard(reservationId, body);
    expect(stale.json()).toMatchObject({ code: 'RESERVATION_STALE' });
    const current = await admin.read(reservationId);
    const twice = await admin.onBoard(reservationId, { ...body, version: current.version });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'PAYMENT_ALREADY_DONE',
      error: 'Cette réservation est déjà payée.',
    });
    expect(await paymentRows(t, reservationId)).toHaveLength(1);
  });

  it('refuses a reservation that is not confirmed', async () => {
    const { reservationId } = await customerWithPayableReservation(t);
    await setStatut(reservationId, 'en attente');
    const { version } = await admin.read(reservationId);
    const response = await admin.onBoard(reservationId, {
      version,
      method: 'cash',
      amount: 150,
      paidAt: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'ON_BOARD_PAYMENT_NOT_CONFIRMED',
      error: 'Seule une réservation confirmée peut être réglée à bord : confirmez-la d’abord.',
    });
  });
});
