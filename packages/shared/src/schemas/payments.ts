import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, isEmailAddress, isSingleLineText } from './primitives';

/*
 * Card payment of a confirmed reservation (docs/decisions/0028-card-payments.md): the checkout
 * session, the success page's check, the built-in test checkout and the historical mail call.
 * The amount is always the stored quote: what a client sends as `devis` or `description` is
 * accepted for compatibility with the spec's payload and ignored.
 */

const INVALID = 'validation.invalid';
const REQUIRED = 'validation.required';
const TOO_LONG = 'validation.tooLong';

/** A checkout session id: Stripe's `cs_…`, or the test checkout's. */
export const CHECKOUT_SESSION_ID_PATTERN = /^[A-Za-z0-9_]{1,255}$/;
const sessionId = z.string(INVALID).regex(CHECKOUT_SESSION_ID_PATTERN, INVALID);

/** The states of one checkout attempt. */
export const PAYMENT_STATES = ['pending', 'paid', 'expired', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Why a payment was given back (docs/decisions/0042-payments-follow-the-reservation.md): the
 * reservation was cancelled after it was paid, or a session was paid that the reservation could
 * no longer take (cancelled, deleted, not confirmed, already paid, another quote, another amount
 * charged than asked, the pick-up time passed).
 */
export const REFUND_REASONS = [
  'cancelled-by-company',
  'cancelled-by-customer',
  'reservation-cancelled',
  'reservation-deleted',
  'not-confirmed',
  'already-paid',
  'devis-changed',
  'amount-mismatch',
  'pick-up-passed',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** How a payment was taken: online by card (Stripe or the test checkout), or on board. */
export const PAYMENT_METHODS = ['card', 'terminal', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** The ways of paying on board that the back-office records. */
export const ON_BOARD_PAYMENT_METHODS = ['terminal', 'cash'] as const;

/** POST /api/payment/create-checkout-session, the spec's payload. */
export const createCheckoutSessionSchema = z.strictObject({
  reservationId: z.string(REQUIRED).min(1, REQUIRED).max(64, INVALID),
  /** ignored: the server charges the stored quote */
  devis: z.union([z.number(), z.string().max(32)], INVALID).optional(),
  /** ignored: the server names the trip itself */
  description: z.string(INVALID).max(1000, TOO_LONG).optional(),
});
export type CreateCheckoutSession = z.infer<typeof createCheckoutSessionSchema>;

/** Where to send the browser: the provider's hosted checkout page (or the test checkout). */
export const checkoutSessionSchema = z.object({ sessionId: z.string(), url: z.string() });
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/**
 * PUT /api/reservations/:id/pay: the session the success page was sent back with
 * (`session_id`). Without it, the reservation's latest checkout is checked. Either way the
 * server asks the provider; the browser's word marks nothing paid.
 */
export const payReservationSchema = z
  .strictObject({ sessionId: sessionId.optional() })
  // the spec's call sends no body at all (Fastify reads it as null)
  .nullish();
export type PayReservation = z.infer<typeof payReservationSchema>;

/** A reservation's payment as the provider has confirmed it. */
export const paymentStateSchema = z.object({
  reservationId: z.string(),
  paid: z.boolean(),
  /** the state of the checkout that was checked, or null when there is none */
  payment: z.enum(PAYMENT_STATES).nullable(),
  /** the quote, in euros */
  devis: z.number().nullable(),
});
export type PaymentStateResult = z.infer<typeof paymentStateSchema>;

/** `:id`, the checkout session's id (the name every path parameter of the API has). */
export const checkoutSessionParamsSchema = z.object({ id: z.string().max(255) });

/** GET /api/payment/test-checkout/:sessionId: what the test checkout page shows. */
export const testCheckoutSchema = z.object({
  sessionId: z.string(),
  reservationId: z.string(),
  /** the reservation's short reference, NP-2026-0042 (docs/decisions/0048-reservation-reference.md) */
  reference: z.string(),
  /** euros */
  amount: z.number(),
  currency: z.string(),
  description: z.string(),
  state: z.enum(PAYMENT_STATES),
});
export type TestCheckout = z.infer<typeof testCheckoutSchema>;

/** The test checkout's Pay and Cancel: where the browser goes next (success or cancel page). */
export const checkoutRedirectSchema = z.object({ url: z.string() });
export type CheckoutRedirect = z.infer<typeof checkoutRedirectSchema>;

/** POST /api/payment/webhook: the provider is told the event was taken. */
export const webhookReceivedSchema = z.object({ received: z.literal(true) });

/** POST /api/mail/confirmationPaiement, the spec's payload. */
export const paymentMailSchema = z.strictObject({
  nom: z
    .string(INVALID)
    .trim()
    .max(2 * NAME_MAX_LENGTH + 1, TOO_LONG)
    .refine(isSingleLineText, 'validation.invalidCharacters'),
  email: z.string(REQUIRED).trim().max(EMAIL_MAX_LENGTH, TOO_LONG).refine(isEmailAddress, INVALID),
  paid: z.boolean(INVALID),
});
export type PaymentMail = z.infer<typeof paymentMailSchema>;

/**
 * A refund of a payment, as the customer area and the back-office show it: `due` until the
 * provider confirms it, then `done`; the amount in euros.
 */
export const refundSummarySchema = z.object({
  status: z.enum(['due', 'done']),
  reason: z.enum(REFUND_REASONS),
  amount: z.number(),
  /** ISO 8601, once the provider confirmed it */
  refundedAt: z.string().nullable(),
});
export type RefundSummary = z.infer<typeof refundSummarySchema>;

/** One payment of a reservation, as the back-office lists them (newest first). */
export const paymentSummarySchema = z.object({
  _id: z.string(),
  /** `onboard` for a payment the back-office recorded as taken on board */
  provider: z.enum(['stripe', 'test', 'onboard']),
  method: z.enum(PAYMENT_METHODS),
  status: z.enum(PAYMENT_STATES),
  /** euros */
  amount: z.number(),
  /** ISO 8601 */
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  refund: refundSummarySchema.nullable(),
});
export type PaymentSummary = z.infer<typeof paymentSummarySchema>;
