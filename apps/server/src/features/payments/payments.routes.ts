import {
  createCheckoutSessionEndpoint,
  paymentMailEndpoint,
  paymentWebhookEndpoint,
  payReservationEndpoint,
  testCheckoutCancelEndpoint,
  testCheckoutEndpoint,
  testCheckoutPayEndpoint,
} from '@navette/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeLimits } from '../../lib/route-limits';
import { route } from '../../lib/route-kit';
import { holderOf } from '../auth';
import { payerOf } from './payments.payer';
import { handleCheckoutEvent } from './payments.fulfilment';
import {
  checkPayment,
  findPaidReservationMail,
  openCheckout,
  type PaymentContext,
} from './payments.service';
import { cancelTestCheckout, getTestCheckout, payTestCheckout } from './test-checkout.service';

/*
 * Card payment (docs/decisions/0028-card-payments.md): the checkout session, the success page's
 * check, Stripe's webhook, the built-in test checkout and the historical mail call.
 */

/** The customer behind a guarded route (the customer guard has run). */
const userIdOf = (request: FastifyRequest): string => {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user._id;
};

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: PaymentContext = app.payments.context;
  const { gateway } = ctx;
  const { perIp, windowMs } = app.config.payments.rateLimit;
  const checkoutLimit = routeLimits(app, [{ name: 'checkout-ip', max: perIp, windowMs }]);
  const payLimit = routeLimits(app, [{ name: 'payment-check-ip', max: perIp, windowMs }]);
  const mailLimit = routeLimits(app, [{ name: 'payment-mail-ip', max: perIp, windowMs }]);

  route(app, createCheckoutSessionEndpoint, {
    tags: ['payments'],
    summary: "Opens (or reuses) a checkout session for the reservation's stored quote",
    description:
      '`devis` and `description` are accepted for compatibility and ignored: the amount is ' +
      'always the stored quote. Only the owner (else 404), only a confirmed, unpaid, quoted ' +
      'reservation (else 409).',
    limits: checkoutLimit,
    errors: [404, 409, 503],
    handler: async (request) => openCheckout(ctx, payerOf(request), request.body.reservationId),
  });

  route(app, payReservationEndpoint, {
    tags: ['payments'],
    summary: 'Asks the provider about the checkout session and records the payment if paid',
    limits: payLimit,
    errors: [404, 503],
    handler: async (request) =>
      checkPayment(ctx, holderOf(request), request.params.id, request.body?.sessionId),
  });

  // The webhook reads its body as raw bytes: Stripe signs them, not a re-serialised JSON.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    route(webhook, paymentWebhookEndpoint, {
      tags: ['payments'],
      summary: "Stripe's events about checkout sessions (signed, Stripe-Signature header)",
      errors: [400, 413, 429],
      // signed by Stripe, carries no cookie: no anti-forgery token, no customer session
      fastify: { config: { xsrf: false } },
      handler: async (request) => {
        const signature = request.headers['stripe-signature'];
        const raw: unknown = request.body;
        const event = gateway.readEvent(
          Buffer.isBuffer(raw) ? raw : Buffer.alloc(0),
          typeof signature === 'string' ? signature : undefined,
        );
        if (event) {
          const outcome = await handleCheckoutEvent(ctx, event);
          request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
          if (outcome === 'refunded') await ctx.settle();
        }
        return { received: true as const };
      },
    });
  });

  // The test checkout exists only without Stripe: with keys, its routes answer 404 first thing.
  const onlyTestCheckout = async () => {
    if (gateway.provider !== 'test') throw new AppError('NOT_FOUND');
  };
  const testCheckout = {
    tags: ['payments'],
    errors: [404, 409, 429] as const,
    fastify: { onRequest: onlyTestCheckout },
  };

  route(app, testCheckoutEndpoint, {
    ...testCheckout,
    summary: 'The test checkout: amount and description of a session',
    handler: async (request) => getTestCheckout(ctx, payerOf(request), request.params.id),
  });
  route(app, testCheckoutPayEndpoint, {
    ...testCheckout,
    summary: 'The test checkout pays the session (the same fulfilment as Stripe)',
    handler: async (request) => payTestCheckout(ctx, holderOf(request), request.params.id),
  });
  route(app, testCheckoutCancelEndpoint, {
    ...testCheckout,
    summary: 'The test checkout abandons the session (it expires)',
    handler: async (request) => cancelTestCheckout(ctx, holderOf(request), request.params.id),
  });

  route(app, paymentMailEndpoint, {
    tags: ['payments'],
    summary: 'Confirms that the payment e-mail is on its way',
    description:
      'Sends nothing: the e-mail was queued with the payment. Answers 200 only for the ' +
      "address of one of the caller's paid reservations.",
    limits: mailLimit,
    errors: [404],
    handler: async (request) => {
      const { email, paid } = request.body;
      await findPaidReservationMail(ctx, userIdOf(request), email, paid);
      return { message: request.t('testCheckout.mailQueued', { email }) };
    },
  });
};
