import type { Language } from '@navette/shared';
import type { PaymentProvider } from '../../db/schema';

/*
 * The card-payment provider behind one interface (docs/decisions/0028-card-payments.md): Stripe
 * Checkout when the Stripe keys are set (stripe.gateway.ts), else the built-in test checkout
 * (test.gateway.ts). The service, the fulfilment and the routes know only this interface, so the
 * test checkout drives the very code that Stripe's payments go through.
 */

/** What a checkout session is opened for: the stored quote of one reservation. */
export interface CheckoutRequest {
  /** our payment row's id, known before the session exists (metadata, reference) */
  paymentId: string;
  reservationId: string;
  amountCents: number;
  /** the line's name on the checkout page: the service and the trip */
  productName: string;
  customerEmail: string;
  locale: Language;
  successUrl: string;
  cancelUrl: string;
  /**
   * The same key opens the same session: two clicks at once, or a retry after a crash between
   * the provider's answer and our insert, get one session.
   */
  idempotencyKey: string;
}

export interface OpenedCheckout {
  sessionId: string;
  /** the hosted checkout page the browser is sent to */
  url: string;
  expiresAt: Date;
}

/** What the provider says of a session (Stripe's `status` and `payment_status`). */
export interface CheckoutState {
  sessionId: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  /** cents actually charged, as the provider reports it */
  amountTotal: number | null;
  currency: string | null;
  /** the provider's payment behind a paid session (Stripe's payment intent): what a refund names */
  paymentIntentId: string | null;
}

/** Gives back a paid session's money (docs/decisions/0042-payments-follow-the-reservation.md). */
export interface RefundRequest {
  sessionId: string;
  /** Stripe's payment intent of the session; the test checkout has none */
  paymentIntentId: string | null;
  amountCents: number;
  /** derived from the session: a retry, in any process, never refunds twice */
  idempotencyKey: string;
  /** our payment row and reason, kept with the refund at the provider */
  paymentId: string;
  reason: string;
}

/** The checkout-session events the fulfilment handles; any other is acknowledged and ignored. */
export type CheckoutEventType =
  | 'checkout.session.completed'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed'
  | 'checkout.session.expired';

/** A verified webhook event about a checkout session. */
export interface CheckoutEvent {
  id: string;
  type: CheckoutEventType;
  session: CheckoutState;
}

export interface PaymentGateway {
  readonly provider: PaymentProvider;
  open(request: CheckoutRequest): Promise<OpenedCheckout>;
  /** undefined when the provider does not know the session */
  retrieve(sessionId: string): Promise<CheckoutState | undefined>;
  /** closes an open session so that it can no longer be paid; the state after */
  expire(sessionId: string): Promise<CheckoutState | undefined>;
  /** refunds a paid session in full; the provider's refund id. Throws when it cannot be reached. */
  refund(request: RefundRequest): Promise<{ refundId: string }>;
  /**
   * Verifies the signature of a webhook's raw body and reads it: a checkout session event, or
   * undefined for any other event. Throws WEBHOOK_SIGNATURE_INVALID when it cannot be verified.
   */
  readEvent(rawBody: Buffer, signature: string | undefined): CheckoutEvent | undefined;
}
