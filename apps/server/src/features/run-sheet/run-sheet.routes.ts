import {
  reportTripStateEndpoint,
  runSheetBonEndpoint,
  runSheetBonPdfEndpoint,
  runSheetEndpoint,
  type TripState,
} from '@navette/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { AppError } from '../../lib/app-error';
import { contentDisposition } from '../../lib/content-disposition';
import { route } from '../../lib/route-kit';
import { routeLimits } from '../../lib/route-limits';
import { signedInChauffeur } from '../auth';
import { downloadNameOf, openDocumentFile, sendDocumentPdf } from '../documents';
import { bonMentions, liveBonOf } from './run-sheet.bon';
import { reportState, runSheetOf, type RunSheetContext } from './run-sheet.service';

/*
 * The chauffeur's run sheet (docs/product/dispatch.md#the-run-sheet): their legs of today and
 * tomorrow, and the states they report from the road.
 */

const tags = ['run sheet (chauffeur)'];

/** A chauffeur reports a handful of states per leg; a flood is a script, not a driver. */
const STATE_LIMIT = {
  name: 'run-sheet-state',
  windowMs: 60_000,
  key: (request: FastifyRequest) => request.chauffeur?.chauffeurId ?? request.ip,
};

/** The signed-in chauffeur's id (set by the chauffeur guard before any handler runs). */
const chauffeurIdOf = (request: FastifyRequest): string => signedInChauffeur(request).chauffeurId;

const routes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: FastifyRequest): RunSheetContext => ({
    db: app.db,
    noShowWaitMinutes: app.config.dispatch.noShowWaitMinutes,
    stateReported: (tx, leg, state) => app.tripEvents.stateReported(tx, leg, state),
    stateLabel: (state: TripState | 'none') => request.t(`tripStates.${state}`),
  });

  route(app, runSheetEndpoint, {
    tags,
    summary: "The signed-in chauffeur's legs of today and tomorrow (Paris days)",
    handler: async (request) => runSheetOf(context(request), chauffeurIdOf(request)),
  });

  route(app, reportTripStateEndpoint, {
    tags,
    summary: 'Reports a state of one of the chauffeur’s own legs',
    description:
      'The next state of the leg (en route → sur place → à bord → terminé, or client absent once ' +
      'the wait is over), or the same again (a retry: unchanged). Another chauffeur’s, an ' +
      'unassigned or an unknown leg is LEG_NOT_FOUND (404); a state out of order is ' +
      'TRIP_STATE_ALREADY or TRIP_STATE_NOT_NEXT, the absent customer too early ' +
      'TRIP_NO_SHOW_TOO_EARLY (409).',
    limits: routeLimits(app, [{ ...STATE_LIMIT, max: app.config.dispatch.rateLimitMax }]),
    errors: [404, 409],
    handler: async (request) =>
      reportState(context(request), chauffeurIdOf(request), request.params, request.body.state),
  });

  route(app, runSheetBonEndpoint, {
    tags,
    summary: 'The mentions of the bon de réservation of one of the chauffeur’s legs',
    description: 'Issued through the documents feature when the reservation has none yet.',
    errors: [404],
    handler: async (request) =>
      bonMentions(await liveBonOf(app, chauffeurIdOf(request), request.params)),
  });

  route(app, runSheetBonPdfEndpoint, {
    tags,
    summary: 'The bon de réservation of one of the chauffeur’s legs, as a PDF (inline)',
    schema: { produces: ['application/pdf', 'application/json'] },
    errors: [404],
    handler: async (request, reply) => {
      const bon = await liveBonOf(app, chauffeurIdOf(request), request.params);
      const stored = await openDocumentFile(app.files, bon.file);
      if (!stored) {
        request.log.error({ documentId: bon.id, number: bon.number }, 'document file missing');
        throw new AppError('DOCUMENT_NOT_FOUND');
      }
      return sendDocumentPdf(
        reply,
        stored,
        contentDisposition('inline', downloadNameOf('bon', bon.number)),
      );
    },
  });
};

export const runSheetRoutes = fp(routes, {
  name: 'run-sheet',
  dependencies: ['database', 'trip-notices', 'documents'],
});
