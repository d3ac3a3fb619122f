import {
  assignLegEndpoint,
  calendarFeedEndpoint,
  legSuggestionsEndpoint,
  listCalendarFeedsEndpoint,
  planningEndpoint,
  regenerateChauffeurFeedEndpoint,
  regenerateCompanyFeedEndpoint,
  regenerateMyFeedEndpoint,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { route } from '../../lib/route-kit';
import { routeLimits } from '../../lib/route-limits';
import { listFeeds } from './calendar.repository';
import { calendarFeedText, regenerateFeed } from './calendar.service';
import { assignLeg, suggestForLeg, type DispatchContext } from './dispatch.service';
import { planningOf } from './planning.service';

/*
 * The back-office's dispatch and the calendar feeds (docs/product/dispatch.md): the assignment
 * of each leg with its checks, the suggestions, the planning, and the secret iCal feeds.
 */

const tags = ['dispatch (back-office)'];

/** The calls a calendar application makes: a few an hour; a flood is someone guessing tokens. */
const FEED_LIMIT = { name: 'calendar-feed-ip', windowMs: 60_000 };

const routes: FastifyPluginAsyncZod = async (app) => {
  const context: DispatchContext = {
    db: app.db,
    bufferMinutes: app.config.dispatch.bufferMinutes,
    assignmentChanged: (tx, after, before) => app.tripEvents.assignmentChanged(tx, after, before),
  };

  route(app, assignLegEndpoint, {
    tags,
    summary: "Sets or clears a leg's chauffeur and vehicle (administrators)",
    description:
      'On the version the administrator saw (else RESERVATION_STALE). Refused, nothing changed, ' +
      'with the conflict named: a vehicle too small, a chauffeur or vehicle already busy (the ' +
      'buffer after each leg included), an expired VTC card, insurance or inspection, a ' +
      'deactivated chauffeur, a reservation that is not confirmed (409); an unknown leg, ' +
      'chauffeur or vehicle (404).',
    errors: [404, 409],
    handler: async (request) => {
      // request.admin is set by the admin guard before any handler runs
      const adminUserId = request.admin?._id;
      if (!adminUserId) throw new AppError('UNAUTHORIZED');
      return assignLeg(context, { ...request.params, adminUserId }, request.body);
    },
  });

  route(app, legSuggestionsEndpoint, {
    tags,
    summary: 'Every chauffeur and vehicle for a leg, the free ones first (administrators)',
    errors: [404],
    handler: async (request) =>
      suggestForLeg(context, request.params, ({ code, params }) =>
        request.t(`errors.${code}`, params),
      ),
  });

  route(app, planningEndpoint, {
    tags,
    summary: 'The legs of a day or a week, with the chauffeurs and vehicles (administrators)',
    handler: async (request) => planningOf(app.db, request.query),
  });

  route(app, listCalendarFeedsEndpoint, {
    tags,
    summary: 'Which calendar feeds exist (administrators)',
    handler: async () => listFeeds(app.db),
  });

  route(app, regenerateCompanyFeedEndpoint, {
    tags,
    summary: "A new address for the company's calendar feed, shown once (administrators)",
    handler: async () => regenerateFeed(app.db, app.config.publicUrl, null),
  });

  route(app, regenerateChauffeurFeedEndpoint, {
    tags,
    summary: "A new address for a chauffeur's calendar feed, shown once (administrators)",
    errors: [404],
    handler: async (request) => regenerateFeed(app.db, app.config.publicUrl, request.params.id),
  });

  route(app, regenerateMyFeedEndpoint, {
    tags: ['dispatch (chauffeur)'],
    summary: "A new address for the signed-in chauffeur's own calendar feed, shown once",
    handler: async (request) => {
      const chauffeurId = request.chauffeur?.chauffeurId;
      if (!chauffeurId) throw new AppError('UNAUTHORIZED');
      return regenerateFeed(app.db, app.config.publicUrl, chauffeurId);
    },
  });

  route(app, calendarFeedEndpoint, {
    tags: ['dispatch (calendar feeds)'],
    summary: 'A secret iCal feed: the company’s legs, or one chauffeur’s',
    description: 'An unknown or replaced token answers CALENDAR_FEED_NOT_FOUND (404).',
    schema: { produces: ['text/calendar', 'application/json'] },
    limits: routeLimits(app, [{ ...FEED_LIMIT, max: app.config.dispatch.rateLimitMax }]),
    errors: [404],
    handler: async (request, reply) => {
      const text = await calendarFeedText(app.db, request.params.token, request.t);
      return reply.type('text/calendar; charset=utf-8').send(text);
    },
  });
};

export const dispatchRoutes = fp(routes, {
  name: 'dispatch',
  dependencies: ['database', 'trip-notices'],
});
