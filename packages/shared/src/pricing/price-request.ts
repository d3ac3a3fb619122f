import { z } from 'zod';
import { BAGGAGE_MAX, PASSENGERS_MAX, PASSENGERS_MIN } from '../constants';
import { isCalendarDate, isClockTime, isSingleLineText } from '../schemas/primitives';
import {
  RESERVATION_FIELD_MESSAGES as F,
  RESERVATION_TEXT_MAX,
  hireHoursField,
} from '../schemas/reservation-fields';
import { tariffSchema } from './tariff';

/*
 * The trip a price is asked for (POST /api/prices, the booking forms; the back-office's
 * simulator): the reservation's own field names and messages, only the fields a price depends
 * on. The booking forms ask as soon as the addresses, the date, the time and the passengers are
 * known (docs/product/pricing.md).
 */

const address = z
  .string(F.tooLongAddress)
  .trim()
  .min(1, F.tooLongAddress)
  .max(RESERVATION_TEXT_MAX.address, F.tooLongAddress)
  .refine(isSingleLineText, F.tooLongAddress);
const optionalAddress = z
  .string(F.tooLongAddress)
  .trim()
  .max(RESERVATION_TEXT_MAX.address, F.tooLongAddress)
  .refine(isSingleLineText, F.tooLongAddress)
  .nullish()
  .transform((value) => value || undefined);
const day = z.string(F.dateInvalid).refine(isCalendarDate, F.dateInvalid);
const clock = z.string(F.timeInvalid).refine(isClockTime, F.timeInvalid);
const people = z
  .number(F.passengersRange)
  .int(F.passengersRange)
  .min(PASSENGERS_MIN, F.passengersRange)
  .max(PASSENGERS_MAX, F.passengersRange);
const luggage = z
  .number(F.baggageRange)
  .int(F.baggageRange)
  .min(0, F.baggageRange)
  .max(BAGGAGE_MAX, F.baggageRange);

export const priceRequestSchema = z
  .strictObject({
    service: z.string(F.serviceRequired).min(1, F.serviceRequired).max(64, F.serviceRequired),
    date: day,
    heure: clock,
    adresse_depart: address,
    adresse_arrivee: address,
    arret_intermediaire: optionalAddress,
    nombre_personnes: people,
    nombre_bagages: luggage.nullish().transform((value) => value ?? 0),
    siege_bebe: z.boolean().default(false),
    rehausseurs: z.boolean().default(false),
    duree_heures: hireHoursField.nullish().transform((value) => value ?? undefined),
    retour: z.boolean().default(false),
    date_retour: day.nullish(),
    heure_retour: clock.nullish(),
    adresse_depart_retour: optionalAddress,
    adresse_arrivee_retour: optionalAddress,
    nombre_passagers_retour: people.nullish(),
    nombre_bagages_retour: luggage.nullish(),
  })
  .superRefine((request, ctx) => {
    if (!request.retour) return;
    const required = [
      ['date_retour', F.dateInvalid],
      ['heure_retour', F.timeInvalid],
      ['adresse_depart_retour', F.tooLongAddress],
      ['adresse_arrivee_retour', F.tooLongAddress],
    ] as const;
    for (const [field, message] of required) {
      if (!request[field]) ctx.addIssue({ code: 'custom', message, path: [field] });
    }
  });
export type PriceRequest = z.input<typeof priceRequestSchema>;
export type PriceRequestValues = z.output<typeof priceRequestSchema>;

/**
 * The back-office's simulator: a trip as above, priced with the tariff being edited (`tariff`,
 * not yet saved) or, without it, the current one; `waitingMinutes` to see the waiting supplement.
 */
export const tariffSimulationSchema = z.strictObject({
  trip: priceRequestSchema,
  tariff: tariffSchema.optional(),
  waitingMinutes: z.number().int().min(0).max(600).default(0),
});
export type TariffSimulation = z.input<typeof tariffSimulationSchema>;
