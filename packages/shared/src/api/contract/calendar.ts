import type { JsonEndpoint, NavigationEndpoint } from '../endpoint';
import { calendarTokenParamsSchema, calendarUrlSchema } from '../../schemas/dispatch';

/*
 * The secret iCal feeds (docs/product/dispatch.md#calendar-feeds): the address holds the token,
 * so the feed itself is public; an unknown or replaced token is CALENDAR_FEED_NOT_FOUND (404).
 */

/** The feed (text/calendar): the company's legs, or one chauffeur's. */
export const calendarFeedEndpoint = {
  method: 'GET',
  path: '/api/calendrier/:token.ics',
  access: 'public',
  params: calendarTokenParamsSchema,
  opens: 'file',
} as const satisfies NavigationEndpoint;

/** The signed-in chauffeur's own feed, at a new address; shown once. */
export const regenerateMyFeedEndpoint = {
  method: 'POST',
  path: '/api/chauffeur/calendrier',
  access: 'chauffeur',
  response: calendarUrlSchema,
} as const satisfies JsonEndpoint;
