import { z } from 'zod';
import { RESERVATION_STATUSES, TRANSPORT_MODES, TRIP_LEG_KINDS, TRIP_STATES } from '../constants';

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
