import type { JsonEndpoint, NavigationEndpoint } from '../endpoint';
import { tripLegParamsSchema, tripLegSchema } from '../../schemas/dispatch';
import { runSheetBonSchema, runSheetSchema, runSheetStateSchema } from '../../schemas/run-sheet';

/*
 * The chauffeur's run sheet (docs/product/dispatch.md#the-run-sheet): the signed-in chauffeur's
 * own legs only. A leg that is not theirs (another chauffeur's, unassigned, unknown) is
 * LEG_NOT_FOUND (404), never 403: the run sheet does not tell which legs exist.
 */

/** Today's and tomorrow's legs of the signed-in chauffeur (Paris days), in pick-up order. */
export const runSheetEndpoint = {
  method: 'GET',
  path: '/api/chauffeur/courses',
  access: 'chauffeur',
  response: runSheetSchema,
} as const satisfies JsonEndpoint;

/** Reports a state of one of the chauffeur's legs (the next one, or the same again). */
export const reportTripStateEndpoint = {
  method: 'POST',
  path: '/api/chauffeur/courses/:reservationId/:leg/etat',
  access: 'chauffeur',
  params: tripLegParamsSchema,
  body: runSheetStateSchema,
  response: tripLegSchema,
} as const satisfies JsonEndpoint;

/** The mentions of the reservation's bon de réservation (issued if it has none yet). */
export const runSheetBonEndpoint = {
  method: 'GET',
  path: '/api/chauffeur/courses/:reservationId/:leg/bon',
  access: 'chauffeur',
  params: tripLegParamsSchema,
  response: runSheetBonSchema,
} as const satisfies JsonEndpoint;

/** The reservation's latest bon de réservation as a PDF, opened in the browser's viewer. */
export const runSheetBonPdfEndpoint = {
  method: 'GET',
  path: '/api/chauffeur/courses/:reservationId/:leg/bon.pdf',
  access: 'chauffeur',
  params: tripLegParamsSchema,
  opens: 'file',
} as const satisfies NavigationEndpoint;
