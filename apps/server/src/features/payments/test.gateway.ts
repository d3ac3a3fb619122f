import { createHash } from 'node:crypto';
import { ROUTES } from '@navette/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { CheckoutState, OpenedCheckout, PaymentGateway } from './payments.gateway';
import { findPaymentBySession } from './payments.repository';

/*
 * The built-in test checkout, used when no Stripe key is set (the default `npm start`): the
 * "hosted checkout page" is a page of the site (/paiement/test) that says it takes no money, and
 * its Pay and Cancel buttons call the API, which runs the same fulfilment as Stripe's payments
 * (docs/decisions/0028-card-payments.md). The session's state is our payment row itself.
 */

/** How long a test session stays payable, as Stripe's default. */
export const TEST_SESSION_LIFETIME_MS = 24 * 3600_000;

/** `cs_test_navette_<hex>`: the same idempotency key gives the same session, as with Stripe. */
const digest = (text: string): string =>
  createHash('sha256').update(text).digest('hex').slice(0, 40);
const sessionIdOf = (idempotencyKey: string): string => `cs_test_navette_${digest(idempotencyKey)}`;

export const createTestGateway = (db: Database, publicUrl: string): PaymentGateway => {
  const retrieve = async (sessionId: string): Promise<CheckoutState | undefined> => {
    const payment = await findPaymentBySession(db, sessionId);
    if (!payment || payment.provider !== 'test') return undefined;
    const lapsed = payment.expiresAt !== null && payment.expiresAt.getTime() <= Date.now();
    const state: CheckoutState = {
      sessionId,
      status: 'open',
      paymentStatus: 'unpaid',
      amountTotal: payment.amountCents,
      currency: payment.currency,
      paymentIntentId: null,
    };
    if (payment.status === 'paid') return { ...state, status: 'complete', paymentStatus: 'paid' };
    if (payment.status !== 'pending' || lapsed) return { ...state, status: 'expired' };
    return state;
  };

  return {
    provider: 'test',

    async open(request): Promise<OpenedCheckout> {
      const sessionId = sessionIdOf(request.idempotencyKey);
      return {
        sessionId,
        url: `${publicUrl}${ROUTES.paymentTestCheckout}?session=${sessionId}`,
        expiresAt: new Date(Date.now() + TEST_SESSION_LIFETIME_MS),
      };
    },

    retrieve,

    async expire(sessionId) {
      const state = await retrieve(sessionId);
      // nothing to tell a provider: the caller closes our row, which is the session
      return state && state.status === 'open' ? { ...state, status: 'expired' } : state;
    },

    async refund(request) {
      // no money was taken: the refund is recorded as Stripe's would be, under a stable id
      return { refundId: `re_test_navette_${digest(request.idempotencyKey)}` };
    },

    readEvent() {
      // no provider sends events to the test checkout, and there is no secret to verify one with
      throw new AppError('WEBHOOK_SIGNATURE_INVALID');
    },
  };
};
