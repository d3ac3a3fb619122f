import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents, payments, reservations } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import {
  adminReservationsClient,
  type AdminReservationsClient,
} from './support/admin-reservations';
import { mailsTo } from './support/outbox';
import {
  checkPaid,
  checkoutStarted,
  makeProviderTasksDue,
  paymentRows,
  providerTasksOf,
  reservationPaidState,
  sendSessionWebhook,
  startCheckout,
} from './support/payments';
import { dayFromToday } from './support/reservations';
import { startStripeStandIn, type StripeStandIn } from '@navette/test-support/stripe-stand-in';

/*
 * Payments follow the reservation (docs/decisions/0042-payments-follow-the-reservation.md), with
 * Stripe pointed at the local stand-in: a change that makes a checkout stale expires it at
 * Stripe, a paid session the reservation cannot take is refunded through Stripe's Refunds API,
 * nothing is ever kept twice, and a cancelled paid reservation is refunded.
 */

let stripe: StripeStandIn;
let t: TestApp;
let admin: AdminReservationsClient;
beforeAll(async () => {
  stripe = await startStripeStandIn();
  t = await buildTestApp({ env: { ...stripe.env, RESERVATION_RATE_LIMIT_MAX: '100000' } });
  admin = await adminReservationsClient(t);
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const expiresOf = (sessionId: string) =>
  stripe.requests.filter(
    (r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`,
  );
const refundsOf = (sessionId: string) => {
  const intent = stripe.sessions.get(sessionId)?.payment_intent;
  return stripe.refunds.filter((r) => intent && r.payment_intent === intent);
};
const refundRequestsOf = (sessionId: string) =>
  stripe.requests.filter(
    (r) => r.path === '/v1/refunds' && r.form['metadata[session_id]'] === sessionId,
  );
const invoicesOf = (reservationId: string) =>
  t.database.db
    .select({ number: documents.number })
    .from(documents)
    .where(and(eq(documents.reservationId, reservationId), eq(documents.kind, 'facture')));
/** An e-mail's text with its lines joined, as a reader reads it. */
const oneLine = (text: string | undefined) => text?.replace(/\s+/g, ' ');

const paymentOf = async (sessionId: string) => {
  const [row] = await t.database.db
    .select()
    .from(payments)
    .where(eq(payments.providerSessionId, sessionId));
  return row;
};

const cancelByCompany = async (id: string) => {
  const { version } = await admin.read(id);
  const response = await admin.statut(id, { version, statut: 'annulé' });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};

/** The customer paid on Stripe's page; Stripe's webhook reaches us. */
const paidByWebhook = async (sessionId: string) => {
  stripe.pay(sessionId);
  const response = await sendSessionWebhook(t, stripe, 'checkout.session.completed', sessionId);
  expect(response.statusCode, response.body).toBe(200);
};

describe('a change to the reservation closes its open checkouts at Stripe', () => {
  it('expires the session when the company cancels, deletes, or changes the devis', async () => {
    const cancelled = await checkoutStarted(t);
    await cancelByCompany(cancelled.reservationId);

    const deleted = await checkoutStarted(t);
    const { version } = await admin.read(deleted.reservationId);
    expect((await admin.remove(deleted.reservationId, version)).statusCode).toBe(200);

    const requoted = await checkoutStarted(t);
    const before = await admin.read(requoted.reservationId);
    const devis = await admin.devis(requoted.reservationId, {
      version: before.version,
      devis: 180,
    });
    expect(devis.statusCode, devis.body).toBe(200);

    for (const { reservationId, sessionId } of [cancelled, deleted, requoted]) {
      expect(expiresOf(sessionId)).toHaveLength(1);
      expect(stripe.sessions.get(sessionId)?.status).toBe('expired');
      expect((await paymentRows(t, reservationId))[0]?.status).toBe('expired');
      expect(await providerTasksOf(t, [sessionId])).toEqual([]);
    }
  });

  it('expires the session when the customer’s data is erased', async () => {
    const { email, reservationId, sessionId } = await checkoutStarted(t);
    const erased = await admin.client.post('/api/admin/donnees/effacement', { email });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(expiresOf(sessionId)).toHaveLength(1);
    expect(stripe.sessions.get(sessionId)?.status).toBe('expired');
    expect(await providerTasksOf(t, [sessionId])).toEqual([]);
    expect(await paymentRows(t, reservationId)).toEqual([]);
  });

  it('refunds a session of an erased reservation paid before Stripe heard of the erasure', async () => {
    const { email, sessionId } = await checkoutStarted(t);
    stripe.setUnavailable(true);
    try {
      const erased = await admin.client.post('/api/admin/donnees/effacement', { email });
      expect(erased.statusCode, erased.body).toBe(200);
    } finally {
      stripe.setUnavailable(false);
    }
    // the customer paid on the page left open; the reservation and its payment row are gone
    stripe.pay(sessionId);
    await makeProviderTasksDue(t);
    await t.app.payments.settle();
    expect(refundsOf(sessionId)).toEqual([expect.objectContaining({ amount: 15_000 })]);
    expect(await providerTasksOf(t, [sessionId])).toEqual([]);
  });

  it('retries the expiry while Stripe is down, until Stripe confirms it', async () => {
    const { reservationId, sessionId } = await checkoutStarted(t);
    stripe.setUnavailable(true);
    try {
      // the cancellation itself does not wait for Stripe
      await cancelByCompany(reservationId);
      expect((await paymentRows(t, reservationId))[0]?.status).toBe('expired');
      const [task] = await providerTasksOf(t, [sessionId]);
      expect(task).toMatchObject({ kind: 'expire', attempts: 1 });
      expect(task?.lastError).toBeTruthy();
      expect(stripe.sessions.get(sessionId)?.status).toBe('open');
      // still down at the job runner's next run: tried again, kept
      await makeProviderTasksDue(t);
      await t.app.payments.settle();
      expect((await providerTasksOf(t, [sessionId]))[0]).toMatchObject({ attempts: 2 });
    } finally {
      stripe.setUnavailable(false);
    }
    await makeProviderTasksDue(t);
    await t.app.payments.settle();
    expect(stripe.sessions.get(sessionId)?.status).toBe('expired');
    expect(await providerTasksOf(t, [sessionId])).toEqual([]);
  });
});

describe('a paid session the reservation cannot take is refunded', () => {
  it('refunds a session paid before the cancellation reached Stripe, and says why', async () => {
    const { email, reservationId, sessionId } = await checkoutStarted(t);
    // the customer paid on the page they had open; Stripe's webhook is not here yet
    stripe.pay(sessionId);
    await cancelByCompany(reservationId);
    expect(refundsOf(sessionId)).toEqual([
      expect.objectContaining({ amount: 15_000, status: 'succeeded' }),
    ]);
    expect(refundRequestsOf(sessionId)[0]?.idempotencyKey).toBe(`navette-refund-${sessionId}`);
    // the webhook arrives late: nothing more happens
    const late = await sendSessionWebhook(t, stripe, 'checkout.session.completed', sessionId);
    expect(late.statusCode).toBe(200);
    expect(refundsOf(sessionId)).toHaveLength(1);
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: false });
    expect(await invoicesOf(reservationId)).toEqual([]);
    expect(await mailsTo(t.database.db, email, 'paymentReceived')).toHaveLength(0);
    const [mail] = await mailsTo(t.database.db, email, 'paymentRefunded');
    expect(mail?.subject).toMatch(/^Remboursement de 150,00\s€ \(NP-\d{4}-\d{4}\)$/);
    expect(oneLine(mail?.text)).toContain(
      'Motif : ce paiement est arrivé après l’annulation de la réservation.',
    );
    const detail = await admin.read(reservationId);
    expect(detail.payments[0]).toMatchObject({
      status: 'paid',
      refund: { status: 'done', reason: 'reservation-cancelled', amount: 150 },
    });
  });

  it('refunds a session paid while the reservation waits for the customer’s acceptance', async () => {
    const { email, reservationId, sessionId } = await checkoutStarted(t);
    await t.database.db
      .update(reservations)
      .set({ statut: 'en attente' })
      .where(eq(reservations.id, reservationId));
    await paidByWebhook(sessionId);
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: false });
    expect(refundsOf(sessionId)).toHaveLength(1);
    expect(await paymentOf(sessionId)).toMatchObject({
      status: 'paid',
      refundStatus: 'done',
      refundReason: 'not-confirmed',
    });
    expect(await invoicesOf(reservationId)).toEqual([]);
    expect(await mailsTo(t.database.db, email, 'paymentRefunded')).toHaveLength(1);
  });

  it('refunds a session paid after the pick-up time', async () => {
    const { reservationId, sessionId } = await checkoutStarted(t);
    await t.database.db
      .update(reservations)
      .set({ date: dayFromToday(-1) })
      .where(eq(reservations.id, reservationId));
    await paidByWebhook(sessionId);
    expect(await paymentOf(sessionId)).toMatchObject({ refundReason: 'pick-up-passed' });
    expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: false });
  });

  /** Two sessions of one reservation open at Stripe at once (pages opened before a fix, say). */
  const twoOpenSessions = async () => {
    const first = await checkoutStarted(t);
    await t.database.db
      .update(payments)
      .set({ status: 'failed' })
      .where(eq(payments.providerSessionId, first.sessionId));
    const again = await startCheckout(first.browser, first.reservationId);
    const second = again.json<{ sessionId: string }>().sessionId;
    await t.database.db
      .update(payments)
      .set({ status: 'pending' })
      .where(eq(payments.providerSessionId, first.sessionId));
    expect(second).not.toBe(first.sessionId);
    return { ...first, sessions: [first.sessionId, second] as const };
  };

  for (const order of ['first, then second', 'second, then first'] as const) {
    it(`takes one payment for two sessions paid (${order}) and refunds the other`, async () => {
      const { email, reservationId, sessions } = await twoOpenSessions();
      const [kept, returned] =
        order === 'first, then second' ? sessions : ([sessions[1], sessions[0]] as const);
      await paidByWebhook(kept);
      await paidByWebhook(returned);
      expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: true });
      expect(refundsOf(kept)).toHaveLength(0);
      expect(refundsOf(returned)).toEqual([expect.objectContaining({ amount: 15_000 })]);
      expect(await paymentOf(returned)).toMatchObject({ refundReason: 'already-paid' });
      expect(await invoicesOf(reservationId)).toHaveLength(1);
      expect(await mailsTo(t.database.db, email, 'paymentReceived')).toHaveLength(1);
      expect(await mailsTo(t.database.db, email, 'paymentRefunded')).toHaveLength(1);
    });
  }

  it('records a payment once when the webhook and the return page race', async () => {
    for (let round = 0; round < 3; round += 1) {
      const { browser, email, reservationId, sessionId } = await checkoutStarted(t);
      stripe.pay(sessionId);
      const [webhook, page] = await Promise.all([
        sendSessionWebhook(t, stripe, 'checkout.session.completed', sessionId),
        checkPaid(browser, reservationId, sessionId),
      ]);
      expect(webhook.statusCode).toBe(200);
      expect(page.response.statusCode, page.response.body).toBe(200);
      expect(await reservationPaidState(t, reservationId)).toMatchObject({ paid: true });
      expect(await invoicesOf(reservationId)).toHaveLength(1);
      expect(await mailsTo(t.database.db, email, 'paymentReceived')).toHaveLength(1);
      expect(refundsOf(sessionId)).toHaveLength(0);
    }
  });
});

describe('cancelling a paid reservation refunds it', () => {
  it('refunds through Stripe, tells the customer, shows Remboursé, and asks to pay again', async () => {
    const { browser, email, reservationId, sessionId } = await checkoutStarted(t);
    await paidByWebhook(sessionId);
    const cancelled = await cancelByCompany(reservationId);
    expect(cancelled.json()).toMatchObject({ statut: 'annulé', paid: false });
    expect(refundsOf(sessionId)).toEqual([
      expect.objectContaining({ amount: 15_000, status: 'succeeded' }),
    ]);
    const [mail] = await mailsTo(t.database.db, email, 'paymentRefunded');
    expect(mail?.subject).toMatch(/^Remboursement de 150,00\s€ \(NP-\d{4}-\d{4}\)$/);
    expect(oneLine(mail?.text)).toContain('Nous vous avons remboursé 150,00 €');
    expect(oneLine(mail?.text)).toContain('Motif : votre réservation a été annulée par nos soins.');
    const mine = await browser.get('/api/reservations/myreservations');
    expect(mine.json<Array<{ _id: string }>>().find((r) => r._id === reservationId)).toMatchObject({
      paid: false,
      refund: { status: 'done', reason: 'cancelled-by-company', amount: 150 },
    });
    expect((await admin.read(reservationId)).payments[0]?.refund).toMatchObject({
      status: 'done',
      reason: 'cancelled-by-company',
    });

    // confirmed again: unpaid, the bon e-mail asks for the payment, and a new checkout opens
    const { version } = await admin.read(reservationId);
    const confirmed = await admin.statut(reservationId, { version, statut: 'confirmé' });
    expect(confirmed.json()).toMatchObject({ statut: 'confirmé', paid: false });
    const [statusMail] = await mailsTo(t.database.db, email, 'reservationStatus');
    expect(oneLine(statusMail?.text)).toContain('Prochaine étape : réglez votre trajet en ligne');
    const again = await startCheckout(browser, reservationId);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().sessionId).not.toBe(sessionId);
  });

  it('refunds once however often the cancellation is retried while Stripe is down', async () => {
    const { email, reservationId, sessionId } = await checkoutStarted(t);
    await paidByWebhook(sessionId);
    stripe.setUnavailable(true);
    try {
      await cancelByCompany(reservationId);
      expect(await paymentOf(sessionId)).toMatchObject({ refundStatus: 'due' });
      expect(await mailsTo(t.database.db, email, 'paymentRefunded')).toHaveLength(0);
    } finally {
      stripe.setUnavailable(false);
    }
    await makeProviderTasksDue(t);
    await Promise.all([t.app.payments.settle(), t.app.payments.settle()]);
    expect(refundsOf(sessionId)).toHaveLength(1);
    expect(await paymentOf(sessionId)).toMatchObject({ refundStatus: 'done' });
    expect(await mailsTo(t.database.db, email, 'paymentRefunded')).toHaveLength(1);
  });
});

describe('paying once the pick-up time has passed', () => {
  it('refuses to open a checkout, with a clear message', async () => {
    const { browser, reservationId } = await checkoutStarted(t);
    await t.database.db
      .update(reservations)
      .set({ date: dayFromToday(-1) })
      .where(eq(reservations.id, reservationId));
    await t.database.db
      .update(payments)
      .set({ status: 'expired' })
      .where(eq(payments.reservationId, reservationId));
    const response = await startCheckout(browser, reservationId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'PAYMENT_PICK_UP_PASSED',
      error:
        'L’heure de prise en charge de ce trajet est passée : il ne peut plus être payé en ligne. Contactez-nous.',
    });
  });
});
