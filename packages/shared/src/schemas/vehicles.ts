import { z } from 'zod';
import { boundedLine, isCalendarDate, isSingleLineText } from './primitives';

/*
 * The fleet (docs/product/back-office.md#vehicles): a vehicle as the API speaks it, and the body
 * of its creation and edit. Capacities are whole numbers: at least one passenger, no negative
 * luggage, and a luggage maximum that is not below the minimum.
 */

const V = 'adminVehicles.validation';
/** The validation messages of a vehicle's body (admin namespace). */
export const VEHICLE_MESSAGES = {
  nom: `${V}.nom`,
  nomTooLong: `${V}.nomTooLong`,
  invalidCharacters: `${V}.invalidCharacters`,
  passagers: `${V}.passagers`,
  bagagesMin: `${V}.bagagesMin`,
  bagagesMax: `${V}.bagagesMax`,
  bagagesRange: `${V}.bagagesRange`,
  plaque: `${V}.plaque`,
  couleur: `${V}.couleur`,
  date: `${V}.date`,
} as const;
const M = VEHICLE_MESSAGES;

export const VEHICLE_NAME_MAX_LENGTH = 120;
/** Beyond this a capacity is a typing error (and would not fit the column). */
export const VEHICLE_CAPACITY_MAX = 99;

export const vehicleSchema = z.object({
  _id: z.string(),
  nom: z.string(),
  capacite_passagers: z.number().int(),
  capacite_bagages_min: z.number().int(),
  capacite_bagages_max: z.number().int(),
  /** the car on the road (docs/product/dispatch.md): plate, colour, papers' last valid days */
  plaque: z.string().nullable().optional(),
  couleur: z.string().nullable().optional(),
  assurance_expire_le: z.string().nullable().optional(),
  controle_technique_expire_le: z.string().nullable().optional(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;

export const vehicleListSchema = z.array(vehicleSchema);

export const vehicleIdParamsSchema = z.object({ id: z.string().max(64) });

const capacity = (min: number, message: string) =>
  z.number(message).int(message).min(min, message).max(VEHICLE_CAPACITY_MAX, message);

/** POST /api/vehicules and PUT /api/vehicules/:id: the whole vehicle. */
export const vehicleInputSchema = z
  .strictObject({
    nom: boundedLine(VEHICLE_NAME_MAX_LENGTH, {
      type: M.nom,
      required: M.nom,
      tooLong: M.nomTooLong,
      invalidCharacters: M.invalidCharacters,
    }),
    capacite_passagers: capacity(1, M.passagers),
    capacite_bagages_min: capacity(0, M.bagagesMin),
    capacite_bagages_max: capacity(0, M.bagagesMax),
    // a French plate, `AB-123-CD` (spaces or no dashes accepted, written with dashes)
    plaque: z
      .string(M.plaque)
      .transform((value) => value.toUpperCase().replace(/[\s-]/g, ''))
      .refine((value) => /^[A-Z]{2}\d{3}[A-Z]{2}$/.test(value), M.plaque)
      .transform((value) => `${value.slice(0, 2)}-${value.slice(2, 5)}-${value.slice(5)}`)
      .nullable()
      .optional(),
    couleur: z
      .string(M.couleur)
      .trim()
      .max(40, M.couleur)
      .refine(isSingleLineText, M.invalidCharacters)
      .nullable()
      .optional(),
    assurance_expire_le: z.string(M.date).refine(isCalendarDate, M.date).nullable().optional(),
    controle_technique_expire_le: z
      .string(M.date)
      .refine(isCalendarDate, M.date)
      .nullable()
      .optional(),
  })
  .refine((v) => v.capacite_bagages_max >= v.capacite_bagages_min, {
    message: M.bagagesRange,
    path: ['capacite_bagages_max'],
  });
export type VehicleInput = z.input<typeof vehicleInputSchema>;
