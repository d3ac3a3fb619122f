import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { documents, paymentEvents } from '../src/db/schema';
import { buildTestApp } from './build-test-app';
import { markPaid } from './support/admin-reservations';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import {
  checkoutStarted,
  checkPaid,
  customerWithPayableReservation,
  paymentRows,
  quotedReservation,
  reservationPaidState,
  startCheckout,
} from './support/payments';
import { signedInCustomer } from './support/reservations';
import { tableDigests } from './support/xsrf';

/*
 * Card payment with Stripe Checkout (docs/decisions/0028-card-payments.md), the SDK pointed at a
 * local stand-in of Stripe's API, webhooks signed as Stripe signs them. The e-mails are read in
 * the outbox here; payments-return.test.ts reads them from a real SMTP server.
 */

const it = serverTest({ stripe: true, env: { RESERVATION_RATE_LIMIT_MAX: '100000' } })
  .extend(
    'createsOf',
    async ({ stripe }) =>
      (reservationId: string) =>
        stripe.requests.filter(
          (r) => r.path === '/v1/checkout/sessions' && r.form.client_reference_id === reservationId,
        ),
  )
  .extend(
    'sendWebhook',
    async ({ t }) =>
      (payload: string, signature?: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/payment/webhook',
          headers: {
            'content-type': 'application/json',
            ...(signature === undefined ? {} : { 'stripe-signature': signature }),
          },
          payload,
        }),
  )
  .extend(
    'paymentMailsTo',
    async ({ t }) =>
      (email: string) =>
        mailsTo(t.database.db, email, 'paymentReceived'),
  );

describe('opening a checkout session', () => {
  it('sends the customer to Stripe Checkout for the stored quote, whatever the page sends', async ({
    t,
    createsOf,
  }) => {
    const { browser, email, reservationId } = await customerWithPayableReservation(t);
    const response = await browser.request({
      method: 'POST',
      url: '/api/payment/create-checkout-session?lng=en',
      payload: { reservationId, devis: 1, description: 'Cheap ride' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { sessionId, url } = response.json<{ sessionId: string; url: string }>();
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const [create] = createsOf(reservationId);
    const [payment] = await paymentRows(t, reservationId);
    expect(create?.idempotencyKey).toMatch(/^navette-checkout-[0-9a-f]{64}$/);
    expect(create?.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][unit_amount]': '15000',
      customer_email: email,
      client_reference_id: reservationId,
      'metadata[reservation_id]': reservationId,
      'metadata[payment_id]': payment?.id,
      success_url: `${t.config.publicUrl}/paiement/succes?reservationId=${reservationId}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${t.config.publicUrl}/paiement/annule?reservationId=${reservationId}`,
      locale: 'en',
    });
    expect(create?.form['line_items[0][price_data][product_data][name]']).toMatch(
      /^.+ — .+ at 09:00: 1 avenue des Champs-Élysées, Paris → Aéroport Charles-de-Gaulle$/,
    );
    expect(payment).toMatchObject({
      provider: 'stripe',
      providerSessionId: sessionId,
      amountCents: 15_000,
      status: 'pending',
      checkoutUrl: url,
    });
  });

  it('gives a second click the open session instead of a new one', async ({ t, createsOf }) => {
    const { browser, reservationId, sessionId } = await checkoutStarted(t);
    const again = await startCheckout(browser, reservationId);
    expect(again.json()).toMatchObject({ sessionId });
    const [first, second] = await Promise.all([
      startCheckout(browser, reservationId),
      startCheckout(browser, reservationId),
    ]);
    expect([first.json().sessionId, second.json().sessionId]).toEqual([sessionId, sessionId]);
    expect(createsOf(reservationId)).toHaveLength(1);
    expect(await paymentRows(t, reservationId)).toHaveLength(1);
  });

  it('opens one session for two clicks at the same moment', async ({ t }) => {
    const { browser, reservationId } = await customerWithPayableReservation(t);
    const [first, second] = await Promise.all([
      startCheckout(browser, reservationId),
      startCheckout(browser, reservationId),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.json().sessionId).toBe(first.json().sessionId);
    expect(await paymentRows(t, reservationId)).toHaveLength(1);
  });

  it("answers 404 for someone else's reservation, and for one that does not exist", async ({
    t,
    createsOf,
  }) => {
    const { reservationId } = await customerWithPayableReservation(t);
    const other = await signedInCustomer(t);
    for (const id of [reservationId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await startCheckout(other.browser, id);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'RESERVATION_NOT_FOUND' });
    }
    expect(createsOf(reservationId)).toHaveLength(0);
  });

  it('refuses a reservation waiting for acceptance, without a quote, or already paid', async ({
    t,
    createsOf,
  }) => {
    const { browser, email } = await signedInCustomer(t);
    const cases = [
      [
        { statut: 'en attente' as const },
        'PAYMENT_NOT_CONFIRMED',
        'Seule une réservation confirmée',
      ],
      [{ statut: 'annulé' as const }, 'PAYMENT_NOT_CONFIRMED', 'Seule une réservation confirmée'],
      [{ devisCents: null }, 'PAYMENT_NO_DEVIS', 'Cette réservation n’a pas encore de devis'],
    ] as const;
    for (const [setup, code, message] of cases) {
      const id = await quotedReservation(t, browser, email, setup);
      const response = await startCheckout(browser, id);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code });
      expect(response.json().error).toContain(message);
      expect(createsOf(id)).toHaveLength(0);
    }
    const paid = await quotedReservation(t, browser, email);
    await markPaid(t, paid);
    const response = await startCheckout(browser, paid);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PAYMENT_ALREADY_DONE',
      error: 'Cette réservation est déjà payée.',
    });
  });

  it('says Stripe is unavailable when it cannot be reached, and records nothing', async ({
    stripe,
  }) => {
    const down = await buildTestApp({
      env: { ...stripe.env, STRIPE_API_URL: 'http://127.0.0.1:9' },
    });
    try {
      const { browser, reservationId } = await customerWithPayableReservation(down);
      const response = await startCheckout(browser, reservationId);
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
      expect(await paymentRows(down, reservationId)).toHaveLength(0);
    } finally {
      await down.close();
    }
  });
});

describe("Stripe's webhook", () => {
  it('refuses a forged, altered, stale or unsigned event with 400 and records nothing', async ({
    t,
    stripe,
    sendWebhook,
  }) => {
    const { reservationId, sessionId } = await checkoutStarted(t);
    const session = stripe.pay(sessionId);
    const forged = stripe.signedEvent('checkout.session.completed', session, {
      secret: 'whsec_someone_else',
    });
    const genuine = stripe.signedEvent('checkout.session.completed', session);
    const altered = genuine.payload.replace('"amount_total":15000', '"amount_total":1');
    // signed as Stripe signs it, but ten minutes ago: beyond the five minutes a replay may take
    const stale = stripe.signedEvent('checkout.session.completed', session, {
      timestamp: Math.floor(Date.now() / 1000) - 600,
    });
    const mangled = genuine.signature.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`);
    const before = await tableDigests(t);
    for (const [what, response] of [
      ['another secret', await sendWebhook(forged.payload, forged.signature)],
      ['a modified body', await sendWebhook(altered, genuine.signature)],
      ['a stale timestamp', await sendWebhook(stale.payload, stale.signature)],
      ['a wrong signature', await sendWebhook(genuine.payload, mangled)],
      ['a malformed header', await sendWebhook(genuine.payload, 'not a signature')],
      ['no signature', await sendWebhook(genuine.payload)],
    ] as const) {
      expect(response.statusCode, what).toBe(400);
      expect(response.json(), what).toEqual({
        error: 'Signature de l’événement invalide.',
        code: 'WEBHOOK_SIGNATURE_INVALID',
      });
    }
    // no payment event, payment, invoice or e-mail: no table holds anything it did not hold
    expect(await tableDigests(t)).toEqual(before);
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: false });
    expect((await paymentRows(t, reservationId))[0]?.status).toBe('pending');
    // the genuine event, once it comes, is accepted
    expect((await sendWebhook(genuine.payload, genuine.signature)).statusCode).toBe(200);
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: true });
  });

  it('records a paid session once, however often the event is delivered', async ({
    t,
    stripe,
    sendWebhook,
    paymentMailsTo,
  }) => {
    const { email, reservationId, sessionId } = await checkoutStarted(t);
    const before = await reservationPaidState(t, reservationId);
    const event = stripe.signedEvent('checkout.session.completed', stripe.pay(sessionId));
    for (let i = 0; i < 3; i += 1) {
      const response = await sendWebhook(event.payload, event.signature);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ received: true });
    }
    expect(await reservationPaidState(t, reservationId)).toEqual({
      paid: true,
      version: (before?.version ?? 0) + 1,
    });
    expect((await paymentRows(t, reservationId))[0]).toMatchObject({ status: 'paid' });
    expect(await paymentMailsTo(email)).toHaveLength(1);
    const { id: eventId } = JSON.parse(event.payload) as { id: string };
    const recorded = await t.database.db
      .select({ type: paymentEvents.type })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, eventId));
    expect(recorded).toEqual([{ type: 'checkout.session.completed' }]);
    const invoices = await t.database.db
      .select({ number: documents.number })
      .from(documents)
      .where(and(eq(documents.reservationId, reservationId), eq(documents.kind, 'facture')));
    expect(invoices).toHaveLength(1);
  });

  it('does not mark paid a session whose amount differs from the quote, and refunds it', async ({
    t,
    stripe,
    sendWebhook,
    paymentMailsTo,
  }) => {
    const { browser, email, reservationId, sessionId } = await checkoutStarted(t);
    const session = stripe.pay(sessionId, { amount_total: 100 });
    const event = stripe.signedEvent('checkout.session.completed', session);
    expect((await sendWebhook(event.payload, event.signature)).statusCode).toBe(200);
    expect((await checkPaid(browser, reservationId, sessionId)).body).toMatchObject({
      paid: false,
      payment: 'paid',
    });
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: false });
    expect(await paymentMailsTo(email)).toHaveLength(0);
    // the 1 € charged goes back (decision 0042)
    expect(stripe.refunds.filter((r) => r.payment_intent === session.payment_intent)).toEqual([
      expect.objectContaining({ amount: 100 }),
    ]);
    expect((await paymentRows(t, reservationId))[0]).toMatchObject({
      refundReason: 'amount-mismatch',
      refundStatus: 'done',
      refundCents: 100,
    });
  });

  it('waits for a bank debit: completed unpaid, then paid when it succeeds', async ({
    t,
    stripe,
    sendWebhook,
    paymentMailsTo,
  }) => {
    const { email, reservationId, sessionId } = await checkoutStarted(t);
    const session = stripe.sessions.get(sessionId);
    if (!session) throw new Error('no session');
    Object.assign(session, { status: 'complete' });
    const completed = stripe.signedEvent('checkout.session.completed', session);
    expect((await sendWebhook(completed.payload, completed.signature)).statusCode).toBe(200);
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: false });
    const succeeded = stripe.signedEvent(
      'checkout.session.async_payment_succeeded',
      stripe.pay(sessionId),
    );
    expect((await sendWebhook(succeeded.payload, succeeded.signature)).statusCode).toBe(200);
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: true });
    expect(await paymentMailsTo(email)).toHaveLength(1);
  });

  it('closes a failed or expired attempt, and the next click opens a new session', async ({
    t,
    stripe,
    createsOf,
    sendWebhook,
  }) => {
    for (const type of [
      'checkout.session.async_payment_failed',
      'checkout.session.expired',
    ] as const) {
      const { browser, reservationId, sessionId } = await checkoutStarted(t);
      const session = stripe.sessions.get(sessionId);
      if (!session) throw new Error('no session');
      const event = stripe.signedEvent(type, session);
      expect((await sendWebhook(event.payload, event.signature)).statusCode).toBe(200);
      expect((await paymentRows(t, reservationId))[0]?.status).toBe(
        type === 'checkout.session.expired' ? 'expired' : 'failed',
      );
      const next = await startCheckout(browser, reservationId);
      expect(next.json().sessionId).not.toBe(sessionId);
      expect(createsOf(reservationId)).toHaveLength(2);
      expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: false });
    }
  });

  it('acknowledges events it does not handle, and sessions that are not ours', async ({
    t,
    stripe,
    sendWebhook,
  }) => {
    const { sessionId } = await checkoutStarted(t);
    const other = stripe.signedEvent('customer.created', stripe.pay(sessionId));
    expect((await sendWebhook(other.payload, other.signature)).statusCode).toBe(200);
    const stranger = stripe.signedEvent('checkout.session.completed', {
      ...stripe.pay(sessionId),
      id: 'cs_test_not_ours',
    });
    expect((await sendWebhook(stranger.payload, stranger.signature)).statusCode).toBe(200);
  });
});
