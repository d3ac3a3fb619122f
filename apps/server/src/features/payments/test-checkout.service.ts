import { type CheckoutRedirect, type TestCheckout, isPickupPast } from '@navette/shared';
import { AppError } from '../../lib/app-error';
import type { ReservationHolder } from '../manage-booking';
import { euros } from '../../db/values';
import { applyCheckoutState } from './payments.fulfilment';
import type { CheckoutState } from './payments.gateway';
import { findOwnedReservation, findPaymentBySession } from './payments.repository';
import { cancelUrlOf, successUrlOf, type Payer, type PaymentContext } from './payments.service';

/*
 * The built-in test checkout's page (docs/decisions/0028-card-payments.md): a stand-in for
 * Stripe's, on which the reservation's owner pays or cancels a test session.
 */

/** A session of the test checkout, of the caller's reservation; 404 when Stripe is configured. */
const testSession = async (ctx: PaymentContext, holder: ReservationHolder, sessionId: string) => {
  if (ctx.gateway.provider !== 'test') throw new AppError('NOT_FOUND');
  const payment = await findPaymentBySession(ctx.db, sessionId);
  const reservation =
    payment?.provider === 'test'
      ? await findOwnedReservation(ctx.db, holder, payment.reservationId)
      : undefined;
  const state = await ctx.gateway.retrieve(sessionId);
  if (!payment || !reservation || !state) throw new AppError('CHECKOUT_SESSION_NOT_FOUND');
  return { payment, reservation, state };
};

const testStateOf = (state: CheckoutState): TestCheckout['state'] => {
  if (state.paymentStatus === 'paid') return 'paid';
  return state.status === 'expired' ? 'expired' : 'pending';
};

/** GET /api/payment/test-checkout/:sessionId: what the test checkout page shows. */
export const getTestCheckout = async (
  ctx: PaymentContext,
  payer: Payer,
  sessionId: string,
): Promise<TestCheckout> => {
  const { payment, reservation, state } = await testSession(ctx, payer.holder, sessionId);
  return {
    sessionId,
    reservationId: reservation.id,
    reference: reservation.reference,
    amount: euros(payment.amountCents),
    currency: payment.currency,
    description: payer.describe(reservation),
    state: testStateOf(state),
  };
};

/**
 * The test checkout's Pay: the session is paid with its own amount, through the same fulfilment
 * as a Stripe payment. Paying a paid session again changes nothing; an expired one is refused.
 */
export const payTestCheckout = async (
  ctx: PaymentContext,
  holder: ReservationHolder,
  sessionId: string,
): Promise<CheckoutRedirect> => {
  const { payment, reservation, state } = await testSession(ctx, holder, sessionId);
  if (state.status === 'expired') throw new AppError('CHECKOUT_SESSION_EXPIRED');
  if (state.paymentStatus !== 'paid') {
    // a card is not charged for a trip whose pick-up has come: nothing is taken
    if (isPickupPast(reservation.date, reservation.heure))
      throw new AppError('PAYMENT_PICK_UP_PASSED');
    const outcome = await applyCheckoutState(ctx, {
      ...state,
      status: 'complete',
      paymentStatus: 'paid',
    });
    if (outcome === 'refunded') await ctx.settle();
  }
  return { url: successUrlOf(ctx.publicUrl, payment.reservationId, sessionId) };
};

/** The test checkout's Cancel: the session expires, as a Stripe session left unpaid does. */
export const cancelTestCheckout = async (
  ctx: PaymentContext,
  holder: ReservationHolder,
  sessionId: string,
): Promise<CheckoutRedirect> => {
  const { payment, state } = await testSession(ctx, holder, sessionId);
  if (state.paymentStatus === 'paid') {
    return { url: successUrlOf(ctx.publicUrl, payment.reservationId, sessionId) };
  }
  await applyCheckoutState(ctx, { ...state, status: 'expired' });
  return { url: cancelUrlOf(ctx.publicUrl, payment.reservationId) };
};
