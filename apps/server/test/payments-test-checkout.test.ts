import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { mailsTo } from './support/outbox';
import {
  checkPaid,
  customerWithPayableReservation,
  paymentRows,
  reservationPaidState,
  startCheckout,
} from './support/payments';
import { signedInCustomer } from './support/reservations';

/*
 * Without Stripe keys (the default `npm start`), the built-in test checkout stands in for Stripe
 * Checkout: a page of the site, clearly a test, whose Pay and Cancel drive the same fulfilment
 * (docs/decisions/0028-card-payments.md).
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { RESERVATION_RATE_LIMIT_MAX: '100000' } });
});
afterAll(async () => t?.close());

const checkoutStarted = async () => {
  const customer = await customerWithPayableReservation(t);
  const response = await startCheckout(customer.browser, customer.reservationId);
  expect(response.statusCode, response.body).toBe(200);
  const { sessionId, url } = response.json<{ sessionId: string; url: string }>();
  return { ...customer, sessionId, url };
};

describe('the built-in test checkout', () => {
  it('sends the customer to the test checkout page, which shows the stored quote', async () => {
    const { browser, reservationId, sessionId, url } = await checkoutStarted();
    expect(sessionId).toMatch(/^cs_test_navette_[0-9a-f]{40}$/);
    expect(url).toBe(`${t.config.publicUrl}/paiement/test?session=${sessionId}`);
    const page = await browser.get(`/api/payment/test-checkout/${sessionId}?lng=fr`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      sessionId,
      reservationId,
      reference: expect.stringMatching(/^NP-\d{4}-\d{4}$/),
      amount: 150,
      currency: 'eur',
      state: 'pending',
    });
    expect(page.json().description).toMatch(
      / — .+ à 09:00 : 1 avenue des Champs-Élysées, Paris → Aéroport Charles-de-Gaulle$/,
    );
    expect((await startCheckout(browser, reservationId)).json()).toMatchObject({ sessionId });
    expect(await paymentRows(t, reservationId)).toHaveLength(1);
  });

  it('Pay records the payment through the fulfilment and returns to the success page', async () => {
    const { browser, email, reservationId, sessionId } = await checkoutStarted();
    const before = await reservationPaidState(t, reservationId);
    const paid = await browser.post(`/api/payment/test-checkout/${sessionId}/pay`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toEqual({
      url: `${t.config.publicUrl}/paiement/succes?reservationId=${reservationId}&session_id=${sessionId}`,
    });
    expect(await reservationPaidState(t, reservationId)).toEqual({
      paid: true,
      version: (before?.version ?? 0) + 1,
    });
    // the success page's check, and a second press of Pay, change nothing
    expect((await checkPaid(browser, reservationId, sessionId)).body).toEqual({
      reservationId,
      paid: true,
      payment: 'paid',
      devis: 150,
    });
    expect((await browser.post(`/api/payment/test-checkout/${sessionId}/pay`)).statusCode).toBe(
      200,
    );
    expect(await reservationPaidState(t, reservationId)).toMatchObject({
      version: (before?.version ?? 0) + 1,
    });
    const mails = await mailsTo(t.database.db, email, 'paymentReceived');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Paiement reçu : 150,00\s€ \(NP-\d{4}-\d{4}\)$/);
    expect((await startCheckout(browser, reservationId)).json()).toMatchObject({
      code: 'PAYMENT_ALREADY_DONE',
    });
  });

  it('Cancel closes the session and returns to the cancelled page; a new click opens another', async () => {
    const { browser, reservationId, sessionId } = await checkoutStarted();
    const cancelled = await browser.post(`/api/payment/test-checkout/${sessionId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({
      url: `${t.config.publicUrl}/paiement/annule?reservationId=${reservationId}`,
    });
    expect((await paymentRows(t, reservationId))[0]?.status).toBe('expired');
    const late = await browser.post(`/api/payment/test-checkout/${sessionId}/pay`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'CHECKOUT_SESSION_EXPIRED' });
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: false });
    expect((await checkPaid(browser, reservationId, sessionId)).body).toMatchObject({
      paid: false,
      payment: 'expired',
    });
    const next = await startCheckout(browser, reservationId);
    expect(next.json().sessionId).not.toBe(sessionId);
  });

  it("is the customer's own: anyone else's session is not found, and anonymous callers get 401", async () => {
    const { sessionId } = await checkoutStarted();
    const stranger = await signedInCustomer(t);
    for (const response of [
      await stranger.browser.get(`/api/payment/test-checkout/${sessionId}`),
      await stranger.browser.post(`/api/payment/test-checkout/${sessionId}/pay`),
      await stranger.browser.post(`/api/payment/test-checkout/${sessionId}/cancel`),
      await stranger.browser.get('/api/payment/test-checkout/cs_test_unknown'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'CHECKOUT_SESSION_NOT_FOUND' });
    }
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/api/payment/test-checkout/${sessionId}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('takes no webhook: there is nothing to verify it with', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
      payload: JSON.stringify({ id: 'evt_1', type: 'checkout.session.completed' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID' });
  });
});
