import {
  checkoutRedirectSchema,
  checkoutSessionParamsSchema,
  checkoutSessionSchema,
  createCheckoutSessionSchema,
  formatLongDate,
  inLanguage,
  messageResponseSchema,
  paymentMailSchema,
  paymentStateSchema,
  payReservationSchema,
  reservationIdParamsSchema,
  testCheckoutSchema,
  webhookReceivedSchema,
} from '@navette/shared';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeLimits } from '../../lib/route-limits';
import { errorResponses } from '../../lib/route-schemas';
import { holderOf, requireUser, requireUserOrLink } from '../auth/auth.guards';
import { handleCheckoutEvent } from './payments.fulfilment';
import type { PayableReservation } from './payments.repository';
import {
  cancelTestCheckout,
  checkPayment,
  findPaidReservationMail,
  getTestCheckout,
  openCheckout,
  payTestCheckout,
  type PaymentContext,
  type Payer,
} from './payments.service';

/*
 * Card payment (docs/decisions/0028-card-payments.md): the checkout session, the success page's
 * check, Stripe's webhook, the built-in test checkout and the historical mail call.
 */

const DATE_LOCALES = { fr: 'fr-FR', en: 'en-GB' } as const;

/**
 * A customer's route: the session is checked before the body is validated (an anonymous caller
 * learns nothing about what the route accepts), after the route's own rate limit.
 */
const customerRoute = (...limits: preValidationAsyncHookHandler[]) => ({
  config: { customerSession: true },
  preValidation: [...limits, requireUser],
});

/**
 * The checkout's routes: the customer's session, or the reservation's "Gérer ma réservation"
 * link (docs/decisions/0047-manage-booking-links.md); the service finds only what either holds.
 */
const holderRoute = (...limits: preValidationAsyncHookHandler[]) => ({
  config: { customerSession: true },
  preValidation: [...limits, requireUserOrLink],
});

/** The customer behind a guarded route (requireUser has run). */
const userIdOf = (request: FastifyRequest): string => {
  if (!request.user) throw new AppError('UNAUTHORIZED');
  return request.user._id;
};

const payerOf = (request: FastifyRequest): Payer => ({
  holder: holderOf(request),
  language: request.language,
  describe: (reservation: PayableReservation) =>
    request.t('testCheckout.productName', {
      service:
        reservation.serviceName === null
          ? request.t('testCheckout.defaultService')
          : inLanguage(request.language, reservation.serviceName, reservation.serviceNameEn),
      date: formatLongDate(reservation.date, DATE_LOCALES[request.language]),
      heure: reservation.heure,
      from: reservation.adresseDepart,
      to: reservation.adresseArrivee,
      interpolation: { escapeValue: false },
    }),
});

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx: PaymentContext = app.payments.context;
  const { gateway } = ctx;
  const { perIp, windowMs } = app.config.payments.rateLimit;
  const checkoutLimit = routeLimits(app, [{ name: 'checkout-ip', max: perIp, windowMs }]);
  const payLimit = routeLimits(app, [{ name: 'payment-check-ip', max: perIp, windowMs }]);
  const mailLimit = routeLimits(app, [{ name: 'payment-mail-ip', max: perIp, windowMs }]);

  app.post(
    '/api/payment/create-checkout-session',
    {
      ...holderRoute(checkoutLimit),
      schema: {
        tags: ['payments'],
        summary: "Opens (or reuses) a checkout session for the reservation's stored quote",
        description:
          '`devis` and `description` are accepted for compatibility and ignored: the amount is ' +
          'always the stored quote. Only the owner (else 404), only a confirmed, unpaid, quoted ' +
          'reservation (else 409).',
        body: createCheckoutSessionSchema,
        response: {
          200: checkoutSessionSchema,
          ...errorResponses(400, 401, 403, 404, 409, 429, 503),
        },
      },
    },
    async (request) => openCheckout(ctx, payerOf(request), request.body.reservationId),
  );

  app.put(
    '/api/reservations/:id/pay',
    {
      ...holderRoute(payLimit),
      schema: {
        tags: ['payments'],
        summary: 'Asks the provider about the checkout session and records the payment if paid',
        params: reservationIdParamsSchema,
        body: payReservationSchema,
        response: { 200: paymentStateSchema, ...errorResponses(400, 401, 403, 404, 429, 503) },
      },
    },
    async (request) =>
      checkPayment(ctx, holderOf(request), request.params.id, request.body?.sessionId),
  );

  // The webhook reads its body as raw bytes: Stripe signs them, not a re-serialised JSON.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    webhook.post(
      '/api/payment/webhook',
      {
        // signed by Stripe, carries no cookie: no anti-forgery token, no customer session
        config: { xsrf: false },
        schema: {
          tags: ['payments'],
          summary: "Stripe's events about checkout sessions (signed, Stripe-Signature header)",
          response: { 200: webhookReceivedSchema, ...errorResponses(400, 413, 429) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const event = gateway.readEvent(raw, typeof signature === 'string' ? signature : undefined);
        if (event) {
          const outcome = await handleCheckoutEvent(ctx, event);
          request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
          if (outcome === 'refunded') await ctx.settle();
        }
        return { received: true as const };
      },
    );
  });

  // The test checkout exists only without Stripe: with keys, its routes answer 404 first thing.
  const onlyTestCheckout = async () => {
    if (gateway.provider !== 'test') throw new AppError('NOT_FOUND');
  };
  const testCheckoutRoute = <R extends typeof testCheckoutSchema | typeof checkoutRedirectSchema>(
    summary: string,
    response: R,
  ) => ({
    onRequest: onlyTestCheckout,
    ...holderRoute(),
    schema: {
      tags: ['payments'],
      summary,
      params: checkoutSessionParamsSchema,
      response: { 200: response, ...errorResponses(401, 403, 404, 409, 429) },
    },
  });

  app.get(
    '/api/payment/test-checkout/:id',
    testCheckoutRoute('The test checkout: amount and description of a session', testCheckoutSchema),
    async (request) => getTestCheckout(ctx, payerOf(request), request.params.id),
  );
  app.post(
    '/api/payment/test-checkout/:id/pay',
    testCheckoutRoute(
      'The test checkout pays the session (the same fulfilment as Stripe)',
      checkoutRedirectSchema,
    ),
    async (request) => payTestCheckout(ctx, holderOf(request), request.params.id),
  );
  app.post(
    '/api/payment/test-checkout/:id/cancel',
    testCheckoutRoute(
      'The test checkout abandons the session (it expires)',
      checkoutRedirectSchema,
    ),
    async (request) => cancelTestCheckout(ctx, holderOf(request), request.params.id),
  );

  app.post(
    '/api/mail/confirmationPaiement',
    {
      ...customerRoute(mailLimit),
      schema: {
        tags: ['payments'],
        summary: 'Confirms that the payment e-mail is on its way',
        description:
          'Sends nothing: the e-mail was queued with the payment. Answers 200 only for the ' +
          "address of one of the caller's paid reservations.",
        body: paymentMailSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request) => {
      const { email, paid } = request.body;
      await findPaidReservationMail(ctx, userIdOf(request), email, paid);
      return { message: request.t('testCheckout.mailQueued', { email }) };
    },
  );
};
