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

/** One leg of the bon: the pick-up's day (YYYY-MM-DD), time (HH:mm) and place, and where to. */
export const runSheetBonLegSchema = z.object({
  date: z.string(),
  time: z.string(),
  from: z.string(),
  to: z.string(),
  stop: z.string().nullable(),
});

/**
 * GET …/bon: the seven mentions of the bon de réservation the chauffeur shows on a check
 * (docs/product/documents.md), as the live bon prints them.
 */
export const runSheetBonSchema = z.object({
  /** B-2026-000012 */
  number: z.string(),
  reference: z.string(),
  operator: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  vtcRegistry: z.string().nullable(),
  siren: z.string().nullable(),
  customer: z.object({ name: z.string(), phone: z.string() }),
  /** when the booking was made (ISO instant) */
  bookedAt: z.string(),
  outbound: runSheetBonLegSchema,
  return: runSheetBonLegSchema.nullable(),
  /** the agreed price with its VAT, in cents, when one was agreed */
  price: z
    .object({
      htCents: z.number().int(),
      tvaCents: z.number().int(),
      ttcCents: z.number().int(),
      vatRateBp: z.number().int(),
    })
    .nullable(),
});
export type RunSheetBon = z.infer<typeof runSheetBonSchema>;
