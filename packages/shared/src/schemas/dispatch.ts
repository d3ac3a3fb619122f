import { z } from 'zod';
import {
  PLANNING_VIEWS,
  RESERVATION_STATUSES,
  TRANSPORT_MODES,
  TRIP_LEG_KINDS,
  TRIP_STATES,
} from '../constants';
import { isCalendarDate } from './primitives';

/*
 * Dispatch as the API speaks it (docs/product/dispatch.md): a leg of a trip with what the
 * back-office's planning and the chauffeur's run sheet both show. A leg is named by its
 * reservation and its kind (`aller`, `retour`): `/…/:reservationId/:leg`.
 */

export const tripLegKindSchema = z.enum(TRIP_LEG_KINDS);
export const tripStateSchema = z.enum(TRIP_STATES);

/** The path parameters that name a leg. */
export const tripLegParamsSchema = z.object({
  reservationId: z.string().max(64),
  leg: z.string().max(16),
});

/** When the chauffeur reported each state (ISO instants), null until then. */
export const tripStateTimesSchema = z.object({
  'en route': z.string().nullable(),
  'sur place': z.string().nullable(),
  'à bord': z.string().nullable(),
  terminé: z.string().nullable(),
  'client absent': z.string().nullable(),
});
export type TripStateTimes = z.infer<typeof tripStateTimesSchema>;

export const legChauffeurSchema = z.object({
  _id: z.string(),
  name: z.string(),
  telephone: z.string(),
});
export const legVehicleSchema = z.object({
  _id: z.string(),
  nom: z.string(),
  plaque: z.string().nullable(),
  couleur: z.string().nullable(),
});

/** One leg of a confirmed (or completed) trip. */
export const tripLegSchema = z.object({
  reservationId: z.string(),
  reference: z.string(),
  leg: tripLegKindSchema,
  /** the pick-up's Paris day (YYYY-MM-DD) and time (HH:mm) */
  date: z.string(),
  heure: z.string(),
  /** the pick-up, and when the leg frees its chauffeur and vehicle (buffer not included) */
  startsAt: z.string(),
  endsAt: z.string(),
  /** where the duration comes from: the routed trip, the hours hired, or the service's default */
  durationMinutes: z.number().int(),
  durationSource: z.enum(['route', 'hours', 'service']),
  from: z.string(),
  to: z.string(),
  /** the outbound's intermediate stop, if any */
  stop: z.string().nullable(),
  passengers: z.number().int(),
  luggage: z.number().int(),
  transportMode: z.enum(TRANSPORT_MODES),
  /** the flight or train number to watch, if any */
  transportNumber: z.string().nullable(),
  siegeBebe: z.boolean(),
  rehausseurs: z.boolean(),
  commentaire: z.string().nullable(),
  /** who is picked up: the main passenger if another person booked */
  passengerName: z.string(),
  passengerPhone: z.string(),
  serviceName: z.string().nullable(),
  statut: z.enum(RESERVATION_STATUSES),
  chauffeur: legChauffeurSchema.nullable(),
  vehicle: legVehicleSchema.nullable(),
  state: tripStateSchema.nullable(),
  stateTimes: tripStateTimesSchema,
});
export type TripLegView = z.infer<typeof tripLegSchema>;

/**
 * A leg as its customer follows it (docs/product/dispatch.md#the-customer-follows-the-trip): the
 * latest state and when it was reported, and who is coming in what; nothing else of the chauffeur
 * (no e-mail, no VTC card). `chauffeur` and `vehicule` are null until assigned.
 */
export const customerTripLegSchema = z.object({
  leg: tripLegKindSchema,
  /** the latest state the chauffeur reported, null until the first */
  state: tripStateSchema.nullable(),
  /** when that state was reported (ISO instant), null with it */
  stateAt: z.string().nullable(),
  chauffeur: z.object({ prenom: z.string(), telephone: z.string() }).nullable(),
  vehicule: z
    .object({ modele: z.string(), couleur: z.string().nullable(), plaque: z.string().nullable() })
    .nullable(),
});
export type CustomerTripLeg = z.infer<typeof customerTripLegSchema>;

/*
 * Assignment, planning and calendar feeds (docs/product/dispatch.md#assignment): the back-office
 * sets each leg's chauffeur and vehicle on the reservation's `version`, sees who is free, reads
 * the planning of a day or a week, and hands out the secret iCal feeds.
 */

const A = 'adminAssignment.validation';
/** The validation messages of the assignment's body and the planning's query (admin namespace). */
export const DISPATCH_MESSAGES = {
  id: `${A}.id`,
  version: `${A}.version`,
  view: `${A}.view`,
  date: `${A}.date`,
} as const;

const optionalId = z.string(DISPATCH_MESSAGES.id).max(64, DISPATCH_MESSAGES.id).nullable();

/** PUT …/legs/:leg/assignment: the chauffeur and vehicle (null: none), on the version seen. */
export const legAssignmentSchema = z.strictObject({
  chauffeurId: optionalId,
  vehicleId: optionalId,
  version: z
    .number(DISPATCH_MESSAGES.version)
    .int(DISPATCH_MESSAGES.version)
    .min(1, DISPATCH_MESSAGES.version)
    .max(2_147_483_647, DISPATCH_MESSAGES.version),
});
export type LegAssignment = z.infer<typeof legAssignmentSchema>;

/** The leg as it now is, and the reservation's new version. */
export const legAssignmentResultSchema = z.object({
  leg: tripLegSchema,
  version: z.number().int(),
});
export type LegAssignmentResult = z.infer<typeof legAssignmentResultSchema>;

/**
 * Who could drive a leg: the free first; `reason` is what the assignment would answer. With the
 * leg as it is and the reservation's version, which the assignment is then made on.
 */
export const legSuggestionsSchema = z.object({
  leg: tripLegSchema,
  version: z.number().int(),
  chauffeurs: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      telephone: z.string(),
      available: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
  vehicles: z.array(
    z.object({
      _id: z.string(),
      nom: z.string(),
      plaque: z.string().nullable(),
      available: z.boolean(),
      reason: z.string().nullable(),
    }),
  ),
});
export type LegSuggestions = z.infer<typeof legSuggestionsSchema>;

/** GET /api/admin/planning?view=day|week&date=YYYY-MM-DD */
export const planningQuerySchema = z.strictObject({
  view: z.enum(PLANNING_VIEWS, DISPATCH_MESSAGES.view),
  date: z
    .string(DISPATCH_MESSAGES.date)
    .max(10, DISPATCH_MESSAGES.date)
    .refine(isCalendarDate, DISPATCH_MESSAGES.date),
});
export type PlanningQuery = z.infer<typeof planningQuerySchema>;

/** The legs picked up from `from` to `until` (Paris days, both included), and the rows to place them in. */
export const planningSchema = z.object({
  from: z.string(),
  until: z.string(),
  legs: z.array(tripLegSchema),
  chauffeurs: z.array(z.object({ _id: z.string(), name: z.string(), active: z.boolean() })),
  vehicles: z.array(z.object({ _id: z.string(), nom: z.string(), plaque: z.string().nullable() })),
});
export type Planning = z.infer<typeof planningSchema>;

/** Which secret feeds exist (their URLs are shown once, when made). */
export const calendarFeedsSchema = z.object({
  company: z.boolean(),
  chauffeurs: z.array(z.object({ _id: z.string(), name: z.string(), hasFeed: z.boolean() })),
});
export type CalendarFeeds = z.infer<typeof calendarFeedsSchema>;

/** A feed's new address, answered once. */
export const calendarUrlSchema = z.object({ url: z.string() });
export type CalendarUrl = z.infer<typeof calendarUrlSchema>;

/** The chauffeur named in a path. */
export const calendarChauffeurParamsSchema = z.object({ id: z.string().max(64) });

/** GET /api/calendrier/:token.ics */
export const calendarTokenParamsSchema = z.object({ token: z.string().max(128) });
