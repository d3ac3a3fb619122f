import type { PaymentStateResult, ReservationStatus } from '@navette/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { paymentProviderTasks, payments, reservations } from '../../src/db/schema';
import type { TestApp } from '../build-test-app';
import type { BrowserClient } from '@navette/test-support/browser-client';
import { firstServiceId, minimalGuestRequest, signedInCustomer } from './reservations';
import type { StripeStandIn } from '@navette/test-support/stripe-stand-in';

/**
 * A customer's reservation set up for payment: booked through the customer's own browser, then
 * quoted and accepted directly in the database (the back-office and the customer area have their
 * own tests).
 */
export const quotedReservation = async (
  t: TestApp,
  browser: BrowserClient,
  email: string,
  {
    devisCents = 15_000,
    statut = 'confirmé',
  }: { devisCents?: number | null; statut?: ReservationStatus } = {},
): Promise<string> => {
  const { isGuest: _isGuest, ...request } = minimalGuestRequest(await firstServiceId(t), email);
  const response = await browser.post('/api/reservations', request);
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<{ _id: string }>()._id;
  await t.database.db
    .update(reservations)
    .set({ devisCents, statut })
    .where(eq(reservations.id, id));
  return id;
};

/** A signed-in customer with one confirmed reservation quoted 150 €. */
export const customerWithPayableReservation = async (t: TestApp) => {
  const customer = await signedInCustomer(t);
  const reservationId = await quotedReservation(t, customer.browser, customer.email);
  return { ...customer, reservationId };
};

/** The customer presses Pay: the checkout session call, with the spec's payload. */
export const startCheckout = (browser: BrowserClient, reservationId: string, devis = 150) =>
  browser.post('/api/payment/create-checkout-session', {
    reservationId,
    devis,
    description: 'Transfert',
  });

/** The success page's check. */
export const checkPaid = async (
  browser: BrowserClient,
  reservationId: string,
  sessionId?: string,
) => {
  const response = await browser.request({
    method: 'PUT',
    url: `/api/reservations/${reservationId}/pay`,
    payload: sessionId ? { sessionId } : {},
  });
  return { response, body: response.json<PaymentStateResult>() };
};

export const paymentRows = (t: TestApp, reservationId: string) =>
  t.database.db.select().from(payments).where(eq(payments.reservationId, reservationId));

export const reservationPaidState = async (t: TestApp, id: string) => {
  const [row] = await t.database.db
    .select({ paid: reservations.paid, version: reservations.version })
    .from(reservations)
    .where(eq(reservations.id, id));
  return row;
};

/** A customer who pressed Pay: the reservation, the browser and the open session. */
export const checkoutStarted = async (t: TestApp) => {
  const customer = await customerWithPayableReservation(t);
  const response = await startCheckout(customer.browser, customer.reservationId);
  expect(response.statusCode, response.body).toBe(200);
  return { ...customer, sessionId: response.json<{ sessionId: string }>().sessionId };
};

/** Stripe's webhook about a session, as the stand-in holds it, signed as Stripe signs it. */
export const sendSessionWebhook = (
  t: TestApp,
  stripe: StripeStandIn,
  type: string,
  sessionId: string,
) => {
  const session = stripe.sessions.get(sessionId);
  if (!session) throw new Error(`no session ${sessionId}`);
  const { payload, signature } = stripe.signedEvent(type, session);
  return t.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
};

/** The provider tasks (sessions to expire, refunds) still to do for these sessions. */
export const providerTasksOf = (t: TestApp, sessionIds: string[]) =>
  t.database.db
    .select()
    .from(paymentProviderTasks)
    .where(inArray(paymentProviderTasks.sessionId, sessionIds));

/** Time passes until the provider tasks are due again: the job runner's next run takes them. */
export const makeProviderTasksDue = (t: TestApp) =>
  t.database.db.update(paymentProviderTasks).set({ dueAt: sql`now()` });
