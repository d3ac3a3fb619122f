import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import type {
  CheckoutEvent,
  CheckoutRequest,
  CheckoutState,
  OpenedCheckout,
  PaymentGateway,
  RefundRequest,
} from './payments.gateway';

/*
 * Stripe Checkout through the official SDK (docs/decisions/0028-card-payments.md). The SDK talks
 * to `STRIPE_API_URL` (Stripe's API, or the tests' local stand-in). Any failure to reach Stripe
 * is PAYMENT_PROVIDER_UNAVAILABLE (503) to the customer, logged with Stripe's own message.
 */

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  apiUrl: URL;
  log: FastifyBaseLogger;
}

const CLOSED = ['complete', 'expired'] as const;
const SETTLED = ['paid', 'no_payment_required'] as const;

const stateOf = (session: Stripe.Checkout.Session): CheckoutState => ({
  sessionId: session.id,
  // any state Stripe may add later counts as not closed and not paid
  status: CLOSED.find((status) => status === session.status) ?? 'open',
  paymentStatus: SETTLED.find((status) => status === session.payment_status) ?? 'unpaid',
  amountTotal: session.amount_total,
  currency: session.currency,
  paymentIntentId:
    typeof session.payment_intent === 'string'
      ? session.payment_intent
      : (session.payment_intent?.id ?? null),
});

const isStripeError = (error: unknown): error is Stripe.errors.StripeError =>
  error instanceof Stripe.errors.StripeError;

export const createStripeGateway = (options: StripeGatewayOptions): PaymentGateway => {
  const { apiUrl, log } = options;
  const stripe = new Stripe(options.secretKey, {
    host: apiUrl.hostname,
    port: apiUrl.port || (apiUrl.protocol === 'http:' ? 80 : 443),
    protocol: apiUrl.protocol === 'http:' ? 'http' : 'https',
    // the SDK retries network failures itself, with the same idempotency key
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
  });

  const unavailable = (error: unknown, action: string): AppError => {
    log.error({ err: error }, `stripe: ${action} failed`);
    return new AppError('PAYMENT_PROVIDER_UNAVAILABLE', { cause: error });
  };

  const retrieve = async (sessionId: string): Promise<CheckoutState | undefined> => {
    try {
      return stateOf(await stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (isStripeError(error) && error.statusCode === 404) return undefined;
      throw unavailable(error, 'retrieving a checkout session');
    }
  };

  return {
    provider: 'stripe',

    async open(request: CheckoutRequest): Promise<OpenedCheckout> {
      const reference = { reservation_id: request.reservationId, payment_id: request.paymentId };
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: request.amountCents,
                  product_data: { name: request.productName },
                },
              },
            ],
            customer_email: request.customerEmail,
            client_reference_id: request.reservationId,
            metadata: reference,
            payment_intent_data: { metadata: reference },
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            locale: request.locale,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new Error(`checkout session ${session.id} has no url`);
        return {
          sessionId: session.id,
          url: session.url,
          expiresAt: new Date(session.expires_at * 1000),
        };
      } catch (error) {
        throw unavailable(error, 'opening a checkout session');
      }
    },

    retrieve,

    async expire(sessionId: string): Promise<CheckoutState | undefined> {
      try {
        return stateOf(await stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        // a session no longer open (paid meanwhile, or expired) cannot be expired: say how it is
        if (isStripeError(error) && error.statusCode === 400) return retrieve(sessionId);
        if (isStripeError(error) && error.statusCode === 404) return undefined;
        throw unavailable(error, 'expiring a checkout session');
      }
    },

    async refund(request: RefundRequest): Promise<{ refundId: string }> {
      // a paid session always names its payment intent; ask Stripe when the event did not carry it
      const paymentIntent =
        request.paymentIntentId ?? (await retrieve(request.sessionId))?.paymentIntentId;
      if (!paymentIntent) {
        throw unavailable(
          new Error(`session ${request.sessionId} has no payment intent`),
          'refund',
        );
      }
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentIntent,
            amount: request.amountCents,
            reason: 'requested_by_customer',
            metadata: {
              payment_id: request.paymentId,
              session_id: request.sessionId,
              navette_reason: request.reason,
            },
          },
          { idempotencyKey: request.idempotencyKey },
        );
        return { refundId: refund.id };
      } catch (error) {
        throw unavailable(error, 'refunding a payment');
      }
    },

    readEvent(rawBody: Buffer, signature: string | undefined): CheckoutEvent | undefined {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (error) {
        log.warn({ err: error }, 'stripe: webhook signature refused');
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded':
        case 'checkout.session.async_payment_failed':
        case 'checkout.session.expired':
          return { id: event.id, type: event.type, session: stateOf(event.data.object) };
        default:
          return undefined;
      }
    },
  };
};
