import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, reservations } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { mailsTo } from './support/outbox';
import {
  checkoutStarted,
  checkPaid,
  paymentRows,
  reservationPaidState,
  sendSessionWebhook,
  startCheckout,
} from './support/payments';
import { signedInCustomer } from './support/reservations';
import {
  readMessage,
  startSmtpReceiver,
  type SmtpReceiver,
} from '@navette/test-support/smtp-receiver';
import { startStripeStandIn, type StripeStandIn } from '@navette/test-support/stripe-stand-in';

/*
 * Back from Stripe (docs/decisions/0028-card-payments.md): the success page asks the server,
 * which asks Stripe; the webhook may arrive before or after. Either way the reservation is paid
 * once and the customer receives one payment e-mail, read here from a real SMTP server.
 */

let stripe: StripeStandIn;
let smtp: SmtpReceiver;
let t: TestApp;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  smtp = await startSmtpReceiver();
  t = await buildTestApp({
    env: { ...stripe.env, SMTP_URL: smtp.url, RESERVATION_RATE_LIMIT_MAX: '100000' },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await stripe?.close();
});

const sendWebhook = (type: string, sessionId: string) =>
  sendSessionWebhook(t, stripe, type, sessionId);

/** The payment e-mails the SMTP server received for an address, once the outbox is drained. */
const receivedPaymentMails = async (email: string) => {
  await t.app.mail.worker.drain();
  return smtp.messages
    .filter((message) => message.to.includes(email))
    .map((message) => readMessage(message.raw))
    .filter((message) => message.subject.startsWith('Paiement reçu'));
};

describe('the success page and the webhook', () => {
  it('the webhook first, then the success page: paid once, one e-mail', async () => {
    const { browser, email, reservationId, sessionId } = await checkoutStarted(t);
    stripe.pay(sessionId);
    expect((await sendWebhook('checkout.session.completed', sessionId)).statusCode).toBe(200);
    const retrievesBefore = stripe.requests.filter((r) => r.method === 'GET').length;
    const { response, body } = await checkPaid(browser, reservationId, sessionId);
    expect(response.statusCode, response.body).toBe(200);
    expect(body).toEqual({ reservationId, paid: true, payment: 'paid', devis: 150 });
    // already known to be paid: Stripe is not asked again
    expect(stripe.requests.filter((r) => r.method === 'GET')).toHaveLength(retrievesBefore);
    const mails = await receivedPaymentMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Paiement reçu : 150,00\s€ \(NP-\d{4}-\d{4}\)$/);
    expect(mails[0]?.decoded).toContain('Merci pour votre paiement');
  });

  it('the success page first (Stripe asked), then the late webhook: paid once, one e-mail', async () => {
    const { browser, email, reservationId, sessionId } = await checkoutStarted(t);
    const before = await reservationPaidState(t, reservationId);
    stripe.pay(sessionId);
    const { body } = await checkPaid(browser, reservationId, sessionId);
    expect(body).toMatchObject({ paid: true, payment: 'paid' });
    expect(
      stripe.requests.some(
        (r) => r.method === 'GET' && r.path === `/v1/checkout/sessions/${sessionId}`,
      ),
    ).toBe(true);
    expect((await sendWebhook('checkout.session.completed', sessionId)).statusCode).toBe(200);
    expect(await reservationPaidState(t, reservationId)).toEqual({
      paid: true,
      version: (before?.version ?? 0) + 1,
    });
    expect(await receivedPaymentMails(email)).toHaveLength(1);
  });

  it('never marks paid on the browser’s word: an unpaid session stays unpaid', async () => {
    const { browser, reservationId, sessionId } = await checkoutStarted(t);
    const { body } = await checkPaid(browser, reservationId, sessionId);
    expect(body).toEqual({ reservationId, paid: false, payment: 'pending', devis: 150 });
    const latest = await checkPaid(browser, reservationId);
    expect(latest.body).toMatchObject({ paid: false });
    // the spec's call, with no body at all, checks the latest attempt
    const bare = await browser.request({
      method: 'PUT',
      url: `/api/reservations/${reservationId}/pay`,
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect(bare.json()).toMatchObject({ paid: false, payment: 'pending' });
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: false });
  });

  it("answers 404 for someone else's reservation or a session of another reservation", async () => {
    const first = await checkoutStarted(t);
    const second = await checkoutStarted(t);
    stripe.pay(first.sessionId);
    const stranger = await signedInCustomer(t);
    const foreign = await checkPaid(stranger.browser, first.reservationId, first.sessionId);
    expect(foreign.response.statusCode).toBe(404);
    expect(foreign.body).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
    const mixed = await checkPaid(second.browser, second.reservationId, first.sessionId);
    expect(mixed.response.statusCode).toBe(404);
    expect(mixed.body).toMatchObject({ code: 'CHECKOUT_SESSION_NOT_FOUND' });
    expect(await reservationPaidState(t, first.reservationId)).toMatchObject({ paid: false });
  });
});

describe('a quote changed while a checkout was open', () => {
  it('closes the old session at Stripe and opens one for the new amount', async () => {
    const { browser, reservationId, sessionId } = await checkoutStarted(t);
    await t.database.db
      .update(reservations)
      .set({ devisCents: 18_000 })
      .where(eq(reservations.id, reservationId));
    const next = await startCheckout(browser, reservationId);
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().sessionId).not.toBe(sessionId);
    expect(stripe.sessions.get(sessionId)?.status).toBe('expired');
    const rows = await paymentRows(t, reservationId);
    expect(rows.map((row) => [row.amountCents, row.status]).sort()).toEqual([
      [15_000, 'expired'],
      [18_000, 'pending'],
    ]);
  });

  it('records a payment of the old amount without marking the reservation paid', async () => {
    const { email, reservationId, sessionId } = await checkoutStarted(t);
    await t.database.db
      .update(reservations)
      .set({ devisCents: 18_000 })
      .where(eq(reservations.id, reservationId));
    stripe.pay(sessionId);
    expect((await sendWebhook('checkout.session.completed', sessionId)).statusCode).toBe(200);
    expect((await paymentRows(t, reservationId))[0]?.status).toBe('paid');
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: false });
    expect(await mailsTo(t.database.db, email, 'paymentReceived')).toHaveLength(0);
  });

  it('a session paid meanwhile (its webhook lost) is recorded instead of opening another', async () => {
    const { browser, reservationId, sessionId } = await checkoutStarted(t);
    stripe.pay(sessionId);
    // about to close: a click no longer hands it out, and first settles it with Stripe
    await t.database.db
      .update(payments)
      .set({ expiresAt: new Date(Date.now() + 60_000) })
      .where(eq(payments.reservationId, reservationId));
    const next = await startCheckout(browser, reservationId);
    expect(next.statusCode).toBe(409);
    expect(next.json()).toMatchObject({ code: 'PAYMENT_ALREADY_DONE' });
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: true });
    expect(await paymentRows(t, reservationId)).toHaveLength(1);
  });
});

describe('the historical payment mail call and the test checkout', () => {
  it('sends nothing and answers only for an address of the customer’s paid reservation', async () => {
    const { browser, email, reservationId, sessionId } = await checkoutStarted(t);
    const call = (body: object) => browser.post('/api/mail/confirmationPaiement', body);
    const unpaid = await call({ nom: 'Martin Léa', email, paid: true });
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json()).toMatchObject({ code: 'PAYMENT_MAIL_NOT_FOUND' });
    stripe.pay(sessionId);
    await checkPaid(browser, reservationId, sessionId);
    const ok = await call({ nom: 'Martin Léa', email: email.toUpperCase(), paid: true });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().message).toContain('est envoyé à');
    expect((await call({ nom: 'X', email: 'other@example.test', paid: true })).statusCode).toBe(
      404,
    );
    expect((await call({ nom: 'X', email, paid: false })).statusCode).toBe(404);
    expect((await call({ nom: 'X', email: 'not-an-address', paid: true })).statusCode).toBe(400);
    expect(await mailsTo(t.database.db, email, 'paymentReceived')).toHaveLength(1);
  });

  it('does not exist when Stripe is configured', async () => {
    const { browser, sessionId } = await checkoutStarted(t);
    for (const response of [
      await browser.get(`/api/payment/test-checkout/${sessionId}`),
      await browser.post(`/api/payment/test-checkout/${sessionId}/pay`),
      await browser.post(`/api/payment/test-checkout/${sessionId}/cancel`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(stripe.sessions.get(sessionId)?.status).toBe('open');
  });
});
