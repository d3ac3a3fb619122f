import { manageLinkExchangeEndpoint, revokeManageLinksEndpoint } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { cookieNames, cookieOptions } from '../../lib/cookies';
import { routeLimits } from '../../lib/route-limits';
import { route } from '../../lib/route-kit';
import { isUuid } from '../../db/values';
import {
  LINK_COOKIE_MAX_AGE_S,
  resolveManageToken,
  revokeManageLinks,
} from './manage-booking.links';

/*
 * The "Gérer ma réservation" link (docs/decisions/0047-manage-booking-links.md): the page the
 * e-mail's button opens exchanges the token of its fragment for a short cookie, so the token
 * never sits in an address bar, a log or a Referer; and the back-office switches a reservation's
 * links off. What the cookie opens is served by the customer's own routes (their contract entries
 * say `linkHolder`).
 */

export const manageLinkRoutes: FastifyPluginAsyncZod = async (app) => {
  const { perIp, windowMs } = app.config.reservations.rateLimit;
  // counted before the body is read: guessing tokens costs a client its window
  const exchangeLimit = routeLimits(app, [{ name: 'manage-link-ip', max: perIp, windowMs }]);

  route(app, manageLinkExchangeEndpoint, {
    tags: ['reservations (customer area)'],
    summary: 'Exchanges a "Gérer ma réservation" token for the cookie that opens its reservation',
    description:
      'The cookie (HttpOnly, SameSite=Strict, two hours at most, never past the link) opens ' +
      'that one reservation on the customer routes. An unknown or malformed token answers ' +
      'MANAGE_LINK_INVALID, a revoked one MANAGE_LINK_REVOKED, an expired one ' +
      'MANAGE_LINK_EXPIRED (401).',
    limits: exchangeLimit,
    errors: [401],
    handler: async (request, reply) => {
      const { token } = request.body;
      const opened = await resolveManageToken(app.db, token);
      reply.setCookie(
        cookieNames(app.config.isHttps).manageLink,
        token,
        cookieOptions(app.config.isHttps, { maxAgeS: LINK_COOKIE_MAX_AGE_S, sameSite: 'strict' }),
      );
      return opened;
    },
  });

  route(app, revokeManageLinksEndpoint, {
    tags: ['reservations (back-office)'],
    summary: 'Switches off every live "Gérer ma réservation" link of a reservation',
    description:
      'The links already sent stop opening the reservation at once (MANAGE_LINK_REVOKED); ' +
      'the next e-mail about it carries a new one. A malformed id: RESERVATION_NOT_FOUND.',
    errors: [404],
    handler: async (request) => {
      const { id } = request.params;
      if (!isUuid(id)) throw new AppError('RESERVATION_NOT_FOUND');
      const revoked = await revokeManageLinks(app.db, id);
      request.log.info({ reservationId: id, revoked }, 'manage links revoked');
      return { revoked };
    },
  });
};
