import {
  createReservationSchemas,
  errorResponseSchema,
  quoteRequestMailResponseSchema,
  quoteRequestMailSchema,
  reservationRequestSchema,
  reservationSchema,
} from '@navette/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { translateIssues } from '../../plugins/error-handler';
import { customerTokenOf } from '../auth/auth.guards';
import { resolveSession } from '../auth/sessions.service';
import {
  IDEMPOTENCY_KEY_PATTERN,
  QUOTE_REQUEST_CONFIRMATION_WINDOW_MS,
  createReservation,
  findQuoteRequestToConfirm,
} from './reservations.service';

/**
 * The id of the last reservation this browser made, so that the confirmation call that follows
 * can be tied to it. HttpOnly (no script reads it), SameSite=Strict and scoped to the mail path.
 */
export const QUOTE_REQUEST_COOKIE = 'navette_quote_request';

const errors = <S extends 400 | 403 | 404 | 409 | 429>(...statuses: S[]) =>
  Object.fromEntries([...statuses, 500].map((status) => [status, errorResponseSchema])) as Record<
    S | 500,
    typeof errorResponseSchema
  >;

/** A limit per client address, on top of the API's global one. */
const perClientLimit = (
  app: FastifyInstance,
  name: string,
  { perIp, windowMs }: { perIp: number; windowMs: number },
) => {
  const limiter = app.createRateLimit({
    max: perIp,
    timeWindow: windowMs,
    keyGenerator: (request) => `${name}:${request.ip}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', result.ttlInSeconds);
      throw new AppError('RATE_LIMITED');
    }
  };
};

export const reservationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const schemas = createReservationSchemas();
  const reservationLimit = perClientLimit(app, 'reservation-ip', app.config.reservations.rateLimit);
  const confirmationLimit = perClientLimit(app, 'quote-mail-ip', app.config.reservations.rateLimit);

  app.post(
    '/api/reservations',
    {
      preHandler: reservationLimit,
      schema: {
        tags: ['reservations'],
        summary:
          'Ask for a quote: guest rules without a session (isGuest true), customer rules with one',
        description:
          'An `Idempotency-Key` header (8 to 100 characters of A-Z a-z 0-9 _ -) makes a retried ' +
          'request return the first reservation instead of recording a second one.',
        body: reservationRequestSchema,
        response: { 201: reservationSchema, ...errors(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const keyHeader = request.headers['idempotency-key'];
      if (
        keyHeader !== undefined &&
        (typeof keyHeader !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(keyHeader))
      ) {
        throw new AppError('IDEMPOTENCY_KEY_INVALID');
      }
      const user = await resolveSession(app.db, customerTokenOf(request), 'customer');
      const schema = user ? schemas.signedIn.request : schemas.guest.request;
      const parsed = schema.safeParse(request.body);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => ({
          path: issue.path.map(String),
          code: issue.code,
          message: issue.message,
          keys: 'keys' in issue ? issue.keys : undefined,
        }));
        throw new AppError('VALIDATION_FAILED', { fields: translateIssues(issues, request.t) });
      }
      const reservation = await createReservation(
        {
          db: app.db,
          enqueueMail: app.mail.enqueue,
          language: request.language,
          userId: user?._id ?? null,
        },
        parsed.data,
        keyHeader,
      );
      reply.setCookie(QUOTE_REQUEST_COOKIE, reservation._id, {
        path: '/api/mail',
        httpOnly: true,
        sameSite: 'strict',
        secure: app.config.isHttps,
        maxAge: QUOTE_REQUEST_CONFIRMATION_WINDOW_MS / 1000,
      });
      return reply.status(201).send(reservation);
    },
  );

  app.post(
    '/api/mail/confirmationDemandeDevis',
    {
      preHandler: confirmationLimit,
      schema: {
        tags: ['reservations'],
        summary: "Confirms that the browser's last quote request e-mail is on its way",
        description:
          'Sends nothing: the e-mail was queued with the reservation. Answers 200 only for the ' +
          'e-mail address of the last reservation made by this browser within the hour.',
        body: quoteRequestMailSchema,
        response: { 200: quoteRequestMailResponseSchema, ...errors(400, 403, 404, 429) },
      },
    },
    async (request) => {
      const reservation = await findQuoteRequestToConfirm(
        app.db,
        request.cookies[QUOTE_REQUEST_COOKIE],
        request.body.email,
      );
      return {
        message: request.t('booking.mail.confirmationQueued', { email: reservation.email }),
      };
    },
  );
};
