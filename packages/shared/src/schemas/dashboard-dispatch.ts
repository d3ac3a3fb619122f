import { z } from 'zod';
import { TRIP_STATES } from '../constants';
import { ROAD_PAPER_KINDS } from '../rules/document-expiry';

/*
 * The dashboard's dispatch block (docs/product/dispatch.md#dashboard): today's legs by where they
 * stand, the legs of the next 48 hours still missing a chauffeur or a vehicle, the no-shows of the
 * period, and the papers that expire within 30 days or have expired.
 */

/** Where a leg of today stands: not yet given both a chauffeur and a vehicle, given, or a state. */
export const DISPATCH_TODAY_KEYS = ['unassigned', 'assigned', ...TRIP_STATES] as const;
export type DispatchTodayKey = (typeof DISPATCH_TODAY_KEYS)[number];

export const expiringDocumentSchema = z.object({
  document: z.enum(ROAD_PAPER_KINDS),
  /** the chauffeur's name, or the vehicle's model and plate */
  subject: z.string(),
  /** the chauffeur's or the vehicle's id, for its page */
  ownerId: z.string(),
  /** the last valid day, YYYY-MM-DD */
  lastValidDay: z.string(),
  /** 0 on the last valid day, negative once expired */
  daysLeft: z.number().int(),
});
export type ExpiringDocument = z.infer<typeof expiringDocumentSchema>;

export const dashboardDispatchSchema = z.object({
  /** today's legs (Paris day), one count per key of DISPATCH_TODAY_KEYS */
  today: z.array(z.object({ key: z.enum(DISPATCH_TODAY_KEYS), count: z.number().int() })),
  /** legs picked up within the next 48 hours without a chauffeur or a vehicle */
  unassignedSoon: z.number().int(),
  /** legs of the dashboard's period that ended « Client absent » */
  noShows: z.number().int(),
  /** the soonest first; expired ones lead */
  expiringDocuments: z.array(expiringDocumentSchema),
});
export type DashboardDispatch = z.infer<typeof dashboardDispatchSchema>;
