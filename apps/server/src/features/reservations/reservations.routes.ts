import {
  createReservationEndpoint,
  createReservationSchemas,
  quoteRequestMailEndpoint,
  reservationRequestSchema,
  type Reservation,
} from '@navette/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientKeyOf } from '../../lib/client-address';
import { holderOf } from '../auth';
import { LINK_COOKIE_MAX_AGE_S, mintManageLink } from '../manage-booking';
import { openCheckout, payerOf } from '../payments';
import { priceTrip } from '../pricing';
import { bookingIntentOf } from './reservations.pricing';
import { AppError } from '../../lib/app-error';
import { cookieNames, cookieOptions } from '../../lib/cookies';
import { routeLimits } from '../../lib/route-limits';
import { route } from '../../lib/route-kit';
import { bodyCheckedByHandler } from '../../lib/route-schemas';
import { parseOrThrow } from '../../lib/validation';
import { reservationsAdminRoutes } from './reservations-admin.routes';
import { reservationsCustomerRoutes } from './reservations-customer.routes';
import {
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_PURGE_EVERY_MS,
  QUOTE_REQUEST_CONFIRMATION_WINDOW_MS,
  clearExpiredIdempotencyKeys,
  createReservation,
  findQuoteRequestToConfirm,
  idempotencyScopeOf,
} from './reservations.service';

export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schemas = createReservationSchemas();
  // What the route accepts from each audience: the field layer first, as `schema.body` documents
  // it, so that a malformed body is told only what is malformed; then the audience's rules, on
  // its output (passed on as unknown: their declared input types do not line up, their values do).
  const fieldLayer = reservationRequestSchema.transform((fields): unknown => fields);
  const requestSchemas = {
    guest: fieldLayer.pipe(schemas.guest.request),
    signedIn: fieldLayer.pipe(schemas.signedIn.request),
  };
  const { perIp, windowMs } = app.config.reservations.rateLimit;
  const reservationLimit = routeLimits(app, [{ name: 'reservation-ip', max: perIp, windowMs }]);
  const confirmationLimit = routeLimits(app, [{ name: 'quote-mail-ip', max: perIp, windowMs }]);
  app.scheduler.schedule({
    name: 'idempotency-keys-purge',
    everyMs: IDEMPOTENCY_PURGE_EVERY_MS,
    run: async () => {
      await clearExpiredIdempotencyKeys(app.db);
    },
  });

  route(app, createReservationEndpoint, {
    tags: ['reservations'],
    summary:
      'Ask for a quote: guest rules without a session (isGuest true), customer rules with one',
    description:
      'An `Idempotency-Key` header (8 to 100 characters of A-Z a-z 0-9 _ -) makes a retried ' +
      'request return the first reservation instead of recording a second one.',
    limits: reservationLimit,
    errors: [409],
    fastify: {
      // guest or customer: the audience decides the rules
      config: { customerSession: true },
      // validated once, in the handler, against the rules of the caller's audience
      validatorCompiler: bodyCheckedByHandler,
    },
    handler: async (request, reply) => {
      const keyHeader = request.headers['idempotency-key'];
      if (
        keyHeader !== undefined &&
        (typeof keyHeader !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(keyHeader))
      ) {
        throw new AppError('IDEMPOTENCY_KEY_INVALID');
      }
      const user = request.user;
      // request.body is the body as sent (see bodyCheckedByHandler)
      const input = parseOrThrow(
        user ? requestSchemas.signedIn : requestSchemas.guest,
        request.body,
      );
      const scope = idempotencyScopeOf(
        user?._id ?? null,
        request.cookies[cookieNames(app.config.isHttps).xsrf],
      );
      const intent = bookingIntentOf(request.body);
      const reservation = await createReservation(
        {
          db: app.db,
          enqueueMail: app.mail.enqueue,
          notifyCompany: app.mail.notifyCompany,
          language: request.language,
          userId: user?._id ?? null,
          publicUrl: app.config.publicUrl,
          offeredServices: () => app.serviceCatalogue.list(),
          priceTrip: (trip, client) => priceTrip(app.pricing, trip, client),
          client: clientKeyOf(request.ip),
        },
        input,
        keyHeader && scope ? { scope, key: keyHeader } : undefined,
        intent,
      );
      // the id of the last reservation this browser made, so that the confirmation call that
      // follows can be tied to it: HttpOnly, SameSite=Strict
      reply.setCookie(
        cookieNames(app.config.isHttps).quoteRequest,
        reservation._id,
        cookieOptions(app.config.isHttps, {
          maxAgeS: QUOTE_REQUEST_CONFIRMATION_WINDOW_MS / 1000,
          sameSite: 'strict',
        }),
      );
      const booked = intent.reserver && reservation.statut === 'confirmé' && !reservation.paid;
      return {
        ...reservation,
        checkoutUrl: booked ? await openBookedCheckout(request, reply, reservation) : null,
      };
    },
  });

  /**
   * Booked at the price: the checkout opens at once. A guest has no account, so the browser is
   * given the reservation's "Gérer ma réservation" right (its link cookie, decision 0047) to pay
   * and to come back to it; a provider that fails leaves the reservation to be paid from there.
   */
  const openBookedCheckout = async (
    request: FastifyRequest,
    reply: FastifyReply,
    reservation: Reservation,
  ): Promise<string | null> => {
    let holder = holderOf(request);
    if (!request.user) {
      const link = await mintManageLink(
        app.db,
        { id: reservation._id, date: reservation.date },
        app.config.publicUrl,
      );
      reply.setCookie(
        cookieNames(app.config.isHttps).manageLink,
        link.token,
        cookieOptions(app.config.isHttps, { maxAgeS: LINK_COOKIE_MAX_AGE_S, sameSite: 'strict' }),
      );
      holder = { userId: null, reservationId: reservation._id };
    }
    try {
      const session = await openCheckout(
        app.payments.context,
        { ...payerOf(request), holder },
        reservation._id,
      );
      return session.url;
    } catch (error) {
      request.log.warn(
        { err: error, reservationId: reservation._id },
        'checkout not opened after booking',
      );
      return null;
    }
  };

  route(app, quoteRequestMailEndpoint, {
    tags: ['reservations'],
    summary: "Confirms that the browser's last quote request e-mail is on its way",
    description:
      'Sends nothing: the e-mail was queued with the reservation. Answers 200 only for the ' +
      'e-mail address of the last reservation made by this browser within the hour.',
    limits: confirmationLimit,
    errors: [404],
    handler: async (request) => {
      const reservation = await findQuoteRequestToConfirm(
        app.db,
        request.cookies[cookieNames(app.config.isHttps).quoteRequest],
        request.body.email,
      );
      return {
        message: request.t('booking.mail.confirmationQueued', { email: reservation.email }),
      };
    },
  });

  // the customer's own reservations, and the routes they share with the back-office
  await app.register(reservationsCustomerRoutes);
  // the back-office's reading and editing of reservations, in the admin scope
  await app.register(reservationsAdminRoutes);
};
