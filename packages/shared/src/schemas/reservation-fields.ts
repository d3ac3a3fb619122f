import { z } from 'zod';
import { HIRE_HOURS_MAX, TRANSPORT_MODES, type TransportMode } from '../constants';
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  boundedLine,
  boundedText,
  normalisePhone,
} from './primitives';

/*
 * The reservation (quote request) payload of docs/product/booking.md, FIELD layer: what a field
 * is on its own, for every audience (type, length, forbidden characters, formats that need no
 * other field). The rules that depend on other fields and on the audience are the RULE layer
 * (reservation-rules.ts); the schemas are assembled from both in reservation.ts.
 */

/** Bounds no honest client reaches; they keep hostile bodies small and the admin views legible. */
export const RESERVATION_TEXT_MAX = {
  serviceId: 64,
  name: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
  /** raw phone input, separators included */
  phone: PHONE_MAX_LENGTH,
  address: ADDRESS_MAX_LENGTH,
  /** train or flight number */
  reference: 30,
  comment: 2000,
} as const;
/** An estimate above this is a typing error, not a trip (prix_estime is in euros). */
export const ESTIMATE_MAX_EUROS = 100_000;

const V = 'booking.validation';
/** Messages of the field layer: the same for both audiences. */
export const RESERVATION_FIELD_MESSAGES = {
  invalidCharacters: `${V}.invalidCharacters`,
  textInvalid: `${V}.textInvalid`,
  tooLongName: `${V}.tooLong.name`,
  tooLongEmail: `${V}.tooLong.email`,
  tooLongPhone: `${V}.tooLong.phone`,
  tooLongAddress: `${V}.tooLong.address`,
  tooLongReference: `${V}.tooLong.reference`,
  tooLongComment: `${V}.tooLong.comment`,
  serviceRequired: `${V}.serviceRequired`,
  serviceUnknown: `${V}.serviceUnknown`,
  dateInvalid: `${V}.dateInvalid`,
  datePast: `${V}.datePast`,
  timePast: `${V}.timePast`,
  timeInvalid: `${V}.timeInvalid`,
  returnDateBeforeOutbound: `${V}.returnDateBeforeOutbound`,
  returnTimeBeforeOutbound: `${V}.returnTimeBeforeOutbound`,
  transportInvalid: `${V}.transportInvalid`,
  passengersRange: `${V}.passengersRange`,
  baggageRange: `${V}.baggageRange`,
  personsInvalid: `${V}.personsInvalid`,
  yesNoInvalid: `${V}.yesNoInvalid`,
  estimateInvalid: `${V}.estimateInvalid`,
  hoursInvalid: `${V}.hoursInvalid`,
  vehicleInvalid: `${V}.vehicleInvalid`,
  expectedPriceInvalid: `${V}.expectedPriceInvalid`,
  guestFlagRequired: `${V}.guestFlagRequired`,
  guestFlagInvalid: `${V}.guestFlagInvalid`,
} as const;
const F = RESERVATION_FIELD_MESSAGES;

/** The field layer's wording of a text field; only the too-long message differs. */
const textMessages = (tooLong: string) => ({
  type: F.textInvalid,
  tooLong,
  invalidCharacters: F.invalidCharacters,
});

/** A one-line text: trimmed, bounded, no control characters; absent or null reads as ''. */
const line = (max: number, tooLong: string) =>
  boundedLine(max, textMessages(tooLong))
    .nullish()
    .transform((value) => value ?? '');

/** Dates and times: the format is checked by the rules, only where the field is relevant. */
const dateText = line(10, F.dateInvalid);
const timeText = line(5, F.timeInvalid);
const phoneText = boundedLine(RESERVATION_TEXT_MAX.phone, textMessages(F.tooLongPhone))
  .transform(normalisePhone)
  .nullish()
  .transform((value) => value ?? '');

/** `vol` is the old word for plane; it is accepted and stored as `avion`. */
const transport = z
  .enum([...TRANSPORT_MODES, 'vol'], F.transportInvalid)
  .nullish()
  .transform((value): TransportMode => (value === 'vol' ? 'avion' : (value ?? 'aucun')));

/** Counts: any number here; integers and bounds are rules (their message depends on the rule). */
const count = (message: string) =>
  z
    .number(message)
    .nullish()
    .transform((value) => value ?? null);

const yesNo = (fallback: boolean) => z.boolean(F.yesNoInvalid).default(fallback);

/** Hire by the hour: whole hours, 1 to HIRE_HOURS_MAX; null when the trip is not a hire. */
export const hireHoursField = z
  .number(F.hoursInvalid)
  .int(F.hoursInvalid)
  .min(1, F.hoursInvalid)
  .max(HIRE_HOURS_MAX, F.hoursInvalid);

/** The payload fields in the order of docs/product/booking.md. Shared by every schema. */
export const reservationFieldShape = {
  service: line(RESERVATION_TEXT_MAX.serviceId, F.serviceRequired),
  date: dateText,
  heure: timeText,
  adresse_depart: line(RESERVATION_TEXT_MAX.address, F.tooLongAddress),
  adresse_arrivee: line(RESERVATION_TEXT_MAX.address, F.tooLongAddress),
  arret_intermediaire: line(RESERVATION_TEXT_MAX.address, F.tooLongAddress),
  moyen_transport: transport,
  numero_train: line(RESERVATION_TEXT_MAX.reference, F.tooLongReference),
  numero_vol: line(RESERVATION_TEXT_MAX.reference, F.tooLongReference),
  nombre_passagers: count(F.passengersRange),
  nombre_bagages: count(F.baggageRange),
  retour: yesNo(false),
  date_retour: dateText,
  heure_retour: timeText,
  adresse_depart_retour: line(RESERVATION_TEXT_MAX.address, F.tooLongAddress),
  adresse_arrivee_retour: line(RESERVATION_TEXT_MAX.address, F.tooLongAddress),
  moyen_transport_retour: transport,
  numero_train_retour: line(RESERVATION_TEXT_MAX.reference, F.tooLongReference),
  numero_vol_retour: line(RESERVATION_TEXT_MAX.reference, F.tooLongReference),
  nombre_passagers_retour: count(F.passengersRange),
  nombre_bagages_retour: count(F.baggageRange),
  // absent → 1 (the form's default); null (an emptied field) → "required", from the rules
  nombre_personnes: z.number(F.personsInvalid).nullable().default(1),
  siege_bebe: yesNo(false),
  rehausseurs: yesNo(false),
  prix_estime: z
    .number(F.estimateInvalid)
    .min(0, F.estimateInvalid)
    .max(ESTIMATE_MAX_EUROS, F.estimateInvalid)
    .default(0),
  /** the vehicle class chosen among the priced ones (docs/product/pricing.md); null: any */
  vehicule: z
    .string(F.vehicleInvalid)
    .max(RESERVATION_TEXT_MAX.serviceId, F.vehicleInvalid)
    .nullish()
    .transform((value) => value || null),
  duree_heures: hireHoursField.nullish().transform((value) => value ?? null),
  /** book at the price shown and pay at once, rather than ask for a quote */
  reserver: yesNo(false),
  /** the total the visitor saw, in euros: booking is refused if the price changed meanwhile */
  prix_attendu: z
    .number(F.expectedPriceInvalid)
    .min(0, F.expectedPriceInvalid)
    .max(ESTIMATE_MAX_EUROS, F.expectedPriceInvalid)
    .nullish()
    .transform((value) => value ?? null),
  nom: line(RESERVATION_TEXT_MAX.name, F.tooLongName),
  prenom: line(RESERVATION_TEXT_MAX.name, F.tooLongName),
  email: line(RESERVATION_TEXT_MAX.email, F.tooLongEmail),
  telephone: phoneText,
  est_passager_principal: yesNo(true),
  nom_passager_principal: line(RESERVATION_TEXT_MAX.name, F.tooLongName),
  telephone_passager_principal: phoneText,
  commentaire: boundedText(RESERVATION_TEXT_MAX.comment, textMessages(F.tooLongComment))
    .nullish()
    .transform((value) => value ?? ''),
  isGuest: z.boolean(F.guestFlagInvalid).optional(),
};
const fieldShape = reservationFieldShape;
type FieldShape = typeof fieldShape;
export type ReservationFieldName = keyof FieldShape;
type FieldName = ReservationFieldName;
/** The payload after the field layer, as the rules read it. */
export type ReservationFields = z.output<z.ZodObject<FieldShape>>;

/** Some fields of the field layer, for a step's schema. */
export const pickReservationFields = <K extends FieldName>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, fieldShape[key]])) as Pick<FieldShape, K>;

export const TRIP_FIELDS = [
  'date',
  'heure',
  'adresse_depart',
  'adresse_arrivee',
  'arret_intermediaire',
  'moyen_transport',
  'numero_train',
  'numero_vol',
  'nombre_passagers',
  'nombre_bagages',
  'retour',
  'date_retour',
  'heure_retour',
  'adresse_depart_retour',
  'adresse_arrivee_retour',
  'moyen_transport_retour',
  'numero_train_retour',
  'numero_vol_retour',
  'nombre_passagers_retour',
  'nombre_bagages_retour',
] as const satisfies readonly FieldName[];
export const PASSENGER_FIELDS = [
  'nombre_personnes',
  'siege_bebe',
  'rehausseurs',
  'prix_estime',
  'vehicule',
  'duree_heures',
  'reserver',
  'prix_attendu',
] as const satisfies readonly FieldName[];
export const CONTACT_FIELDS = [
  'nom',
  'prenom',
  'email',
  'telephone',
  'est_passager_principal',
  'nom_passager_principal',
  'telephone_passager_principal',
  'commentaire',
] as const satisfies readonly FieldName[];

/**
 * POST /api/reservations as the route declares it: the field layer of every field, unknown
 * fields refused. The audience's rules are applied after it (the audience depends on the
 * session, which a body schema cannot see).
 */
export const reservationRequestSchema = z.strictObject(fieldShape);
/** What a client sends (the web forms type their request with it). */
export type ReservationRequest = z.input<typeof reservationRequestSchema>;
