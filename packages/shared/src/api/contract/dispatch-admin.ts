import type { JsonEndpoint } from '../endpoint';
import {
  calendarChauffeurParamsSchema,
  calendarFeedsSchema,
  calendarUrlSchema,
  legAssignmentResultSchema,
  legAssignmentSchema,
  legSuggestionsSchema,
  planningQuerySchema,
  planningSchema,
  tripLegParamsSchema,
} from '../../schemas/dispatch';

/*
 * The back-office's dispatch (docs/product/dispatch.md#assignment): each leg's chauffeur and
 * vehicle, who is free for it, the planning, and the secret calendar feeds. The assignment
 * carries the reservation's `version`: an older one is RESERVATION_STALE (409), nothing changed.
 */

/** Sets (or clears, with null) a leg's chauffeur and vehicle; refused with the conflict named. */
export const assignLegEndpoint = {
  method: 'PUT',
  path: '/api/admin/reservations/:reservationId/legs/:leg/assignment',
  access: 'admin',
  params: tripLegParamsSchema,
  body: legAssignmentSchema,
  response: legAssignmentResultSchema,
} as const satisfies JsonEndpoint;

/** Every chauffeur and vehicle for a leg: the free ones first, the others with their reason. */
export const legSuggestionsEndpoint = {
  method: 'GET',
  path: '/api/admin/reservations/:reservationId/legs/:leg/suggestions',
  access: 'admin',
  params: tripLegParamsSchema,
  response: legSuggestionsSchema,
} as const satisfies JsonEndpoint;

/** The legs of a day or a week (Monday to Sunday), with the chauffeurs and vehicles. */
export const planningEndpoint = {
  method: 'GET',
  path: '/api/admin/planning',
  access: 'admin',
  query: planningQuerySchema,
  response: planningSchema,
} as const satisfies JsonEndpoint;

/** Which calendar feeds exist. */
export const listCalendarFeedsEndpoint = {
  method: 'GET',
  path: '/api/admin/calendriers',
  access: 'admin',
  response: calendarFeedsSchema,
} as const satisfies JsonEndpoint;

/** A new address for the company's feed (the old one stops answering); shown once. */
export const regenerateCompanyFeedEndpoint = {
  method: 'POST',
  path: '/api/admin/calendriers/entreprise',
  access: 'admin',
  response: calendarUrlSchema,
} as const satisfies JsonEndpoint;

/** A new address for a chauffeur's feed; shown once. */
export const regenerateChauffeurFeedEndpoint = {
  method: 'POST',
  path: '/api/admin/chauffeurs/:id/calendrier',
  access: 'admin',
  params: calendarChauffeurParamsSchema,
  response: calendarUrlSchema,
} as const satisfies JsonEndpoint;
