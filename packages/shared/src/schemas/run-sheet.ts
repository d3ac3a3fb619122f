import { z } from 'zod';
import { tripLegSchema, tripStateSchema } from './dispatch';

/*
 * The chauffeur's run sheet as the API speaks it (docs/product/dispatch.md#the-run-sheet): the
 * signed-in chauffeur's legs of today and tomorrow (Paris days), and the states they report.
 */

/** One day of the run sheet: its Paris day (YYYY-MM-DD) and its legs in pick-up order. */
export const runSheetDaySchema = z.object({
  date: z.string(),
  legs: z.array(tripLegSchema),
});

/** GET /api/chauffeur/courses. */
export const runSheetSchema = z.object({
  /** when the server read it (ISO instant): the offline copy shows it */
  generatedAt: z.string(),
  /** how long the chauffeur waits on the spot before reporting the customer absent */
  noShowWaitMinutes: z.number().int(),
  days: z.array(runSheetDaySchema),
});
export type RunSheet = z.infer<typeof runSheetSchema>;

/** POST …/etat: the state the chauffeur reports. */
export const runSheetStateSchema = z.strictObject({
  state: tripStateSchema,
});
export type RunSheetStateReport = z.infer<typeof runSheetStateSchema>;
