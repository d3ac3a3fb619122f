import { createHash } from 'node:crypto';
import {
  ROUTES,
  type CheckoutSession,
  type Language,
  type PaymentStateResult,
  isPickupPast,
  parisMoment,
} from '@navette/shared';
import type { PaymentRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { ReservationHolder } from '../manage-booking';
import { euros } from '../../db/values';
import { applyCheckoutState, type FulfilmentContext } from './payments.fulfilment';
import type { PaymentGateway } from './payments.gateway';
import {
  findOwnedReservation,
  findPaymentBySession,
  insertPayment,
  listPayments,
  type PayableReservation,
} from './payments.repository';
import { countPaidReservations } from './payments-summary.repository';

/*
 * Paying a reservation (docs/decisions/0028-card-payments.md): only its owner, only once it is
 * 'confirmé', unpaid and quoted, and always the stored quote — never an amount the browser
 * sends. The browser is sent to the provider's checkout; only the provider's word (webhook, or
 * the server asking it) marks anything paid.
 */

export interface PaymentContext extends FulfilmentContext {
  gateway: PaymentGateway;
  /**
   * After a fulfilment's commit: the provider work (a refund now due, a session to close) is
   * run at once; what the provider does not confirm is retried by the job runner.
   */
  settle: () => Promise<void>;
}

/** The customer's request: who asks, in which language, and how the trip is named to them. */
export interface Payer {
  /** the signed-in customer and/or the holder of the reservation's link (decision 0047) */
  holder: ReservationHolder;
  language: Language;
  /** the checkout line's name: the service and the trip, in the payer's language */
  describe: (reservation: PayableReservation) => string;
}

/** A session closing within this is not handed out again: the customer needs time to pay. */
export const REUSE_MARGIN_MS = 10 * 60_000;

const notFound = () => new AppError('RESERVATION_NOT_FOUND');

const ownedReservation = async (
  ctx: PaymentContext,
  holder: ReservationHolder,
  reservationId: string,
) => {
  const reservation = await findOwnedReservation(ctx.db, holder, reservationId);
  if (!reservation) throw notFound();
  return reservation;
};

/**
 * The quote to charge, once the reservation may be paid: confirmed, unpaid, quoted, and its
 * pick-up time not come (docs/product/customer-area.md#pay).
 */
export const payableAmount = (reservation: PayableReservation, now = new Date()): number => {
  if (reservation.paid) throw new AppError('PAYMENT_ALREADY_DONE');
  if (reservation.statut !== 'confirmé') throw new AppError('PAYMENT_NOT_CONFIRMED');
  if (reservation.devisCents === null || reservation.devisCents <= 0) {
    throw new AppError('PAYMENT_NO_DEVIS');
  }
  if (isPickupPast(reservation.date, reservation.heure, parisMoment(now)))
    throw new AppError('PAYMENT_PICK_UP_PASSED');
  return reservation.devisCents;
};

const isReusable = (payment: PaymentRow, amountCents: number, gateway: PaymentGateway) =>
  payment.status === 'pending' &&
  payment.provider === gateway.provider &&
  payment.amountCents === amountCents &&
  payment.checkoutUrl !== null &&
  payment.expiresAt !== null &&
  payment.expiresAt.getTime() > Date.now() + REUSE_MARGIN_MS;

/** A UUID named by a text: the same attempt gets the same payment id, in every process. */
const uuidNamed = (text: string): string => {
  const hex = createHash('sha256').update(text).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export const successUrlOf = (publicUrl: string, reservationId: string, sessionId: string) =>
  `${publicUrl}${ROUTES.paymentSuccess}?reservationId=${encodeURIComponent(reservationId)}&session_id=${sessionId}`;

export const cancelUrlOf = (publicUrl: string, reservationId: string) =>
  `${publicUrl}${ROUTES.paymentCancelled}?reservationId=${encodeURIComponent(reservationId)}`;

/**
 * Attempts still open at the provider for another amount (the quote changed), or about to close,
 * are closed there before a new one opens, so that only the current quote can be paid. One that
 * was paid meanwhile is fulfilled instead: then the reservation is paid and no session opens.
 */
const settleStaleAttempts = async (ctx: PaymentContext, attempts: readonly PaymentRow[]) => {
  for (const stale of attempts) {
    if (stale.status !== 'pending' || stale.provider !== ctx.gateway.provider) continue;
    const state = await ctx.gateway.expire(stale.providerSessionId);
    if (!state) continue;
    const outcome = await applyCheckoutState(ctx, state);
    if (outcome === 'refunded') await ctx.settle();
    if (outcome === 'paid') throw new AppError('PAYMENT_ALREADY_DONE');
  }
};

/**
 * POST /api/payment/create-checkout-session. A second click while a session for the same amount
 * is open gets that session back. Otherwise a new attempt is opened with an idempotency key
 * naming the attempt and its content: two clicks at once get one session and one row.
 */
export const openCheckout = async (
  ctx: PaymentContext,
  payer: Payer,
  reservationId: string,
): Promise<CheckoutSession> => {
  const reservation = await ownedReservation(ctx, payer.holder, reservationId);
  const amountCents = payableAmount(reservation);
  const attempts = await listPayments(ctx.db, reservation.id);
  const open = attempts.find((payment) => isReusable(payment, amountCents, ctx.gateway));
  if (open?.checkoutUrl) return { sessionId: open.providerSessionId, url: open.checkoutUrl };
  await settleStaleAttempts(ctx, attempts);

  const productName = payer.describe(reservation).slice(0, 250);
  const idempotencyKey = `navette-checkout-${createHash('sha256')
    .update(
      JSON.stringify([
        reservation.id,
        attempts.length,
        amountCents,
        payer.language,
        reservation.email,
        productName,
      ]),
    )
    .digest('hex')}`;
  const paymentId = uuidNamed(idempotencyKey);
  const opened = await ctx.gateway.open({
    paymentId,
    reservationId: reservation.id,
    amountCents,
    productName,
    customerEmail: reservation.email,
    locale: payer.language,
    // Stripe puts the session's id in place of the literal {CHECKOUT_SESSION_ID}
    successUrl: successUrlOf(ctx.publicUrl, reservation.id, '{CHECKOUT_SESSION_ID}'),
    cancelUrl: cancelUrlOf(ctx.publicUrl, reservation.id),
    idempotencyKey,
  });
  await insertPayment(ctx.db, {
    id: paymentId,
    reservationId: reservation.id,
    provider: ctx.gateway.provider,
    providerSessionId: opened.sessionId,
    amountCents,
    checkoutUrl: opened.url,
    expiresAt: opened.expiresAt,
  });
  return { sessionId: opened.sessionId, url: opened.url };
};

/** What the success page learns of a reservation's payment, the session it came back with. */
type PaymentState = (
  ctx: PaymentContext,
  holder: ReservationHolder,
  reservationId: string,
  sessionId: string | undefined,
) => Promise<PaymentStateResult>;

const stateOf: PaymentState = async (ctx, holder, reservationId, sessionId) => {
  const reservation = await ownedReservation(ctx, holder, reservationId);
  const payment = sessionId ? await findPaymentBySession(ctx.db, sessionId) : undefined;
  return {
    reservationId: reservation.id,
    paid: reservation.paid,
    payment: payment?.status ?? null,
    devis: reservation.devisCents === null ? null : euros(reservation.devisCents),
  };
};

/**
 * PUT /api/reservations/:id/pay, the success page's check: asks the provider about the session
 * the page came back with (else the latest attempt) and records the payment if the provider says
 * it is paid — so a late webhook does not keep the customer waiting. The browser's word alone
 * marks nothing paid.
 */
export const checkPayment: PaymentState = async (ctx, holder, reservationId, sessionId) => {
  const reservation = await ownedReservation(ctx, holder, reservationId);
  const attempts = await listPayments(ctx.db, reservation.id);
  const payment = sessionId
    ? attempts.find((attempt) => attempt.providerSessionId === sessionId)
    : attempts[0];
  if (sessionId && !payment) throw new AppError('CHECKOUT_SESSION_NOT_FOUND');
  if (
    payment &&
    !reservation.paid &&
    payment.status !== 'paid' &&
    payment.provider === ctx.gateway.provider
  ) {
    const state = await ctx.gateway.retrieve(payment.providerSessionId);
    if (state && (await applyCheckoutState(ctx, state)) === 'refunded') await ctx.settle();
  }
  return stateOf(ctx, holder, reservation.id, payment?.providerSessionId);
};

/**
 * POST /api/mail/confirmationPaiement: the payment e-mail was queued with the payment, so this
 * sends nothing. It answers only for an address of the caller's own paid reservations.
 */
export const findPaidReservationMail = async (
  ctx: PaymentContext,
  userId: string,
  email: string,
  paid: boolean,
): Promise<void> => {
  if (!paid || (await countPaidReservations(ctx.db, userId, email)) === 0) {
    throw new AppError('PAYMENT_MAIL_NOT_FOUND');
  }
};
