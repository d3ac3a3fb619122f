import { z } from 'zod';
import {
  BAGGAGE_MAX,
  PASSENGERS_MAX,
  PASSENGERS_MIN,
  PHONE_DIGITS_MAX,
  PHONE_DIGITS_MIN,
  RESERVATION_STATUSES,
  TRANSPORT_MODES,
  type TransportMode,
} from '../constants';

/**
 * The reservation (quote request) payload of booking-and-sign-in §3 and its rules (§5).
 *
 * Built in two layers so that a rule exists once:
 * - the FIELD layer ({@link reservationRequestSchema}) checks what a field is on its own, for
 *   every audience: type, length, forbidden characters, formats that need no other field;
 * - the RULE layer (`tripRules`, `passengerRules`, `contactRules`) checks what the spec requires,
 *   in the spec's order, with the messages of one audience (guest: the spec's French wording;
 *   signed-in: ours). Step schemas and full schemas are assembled from the same rules.
 * The rules run even when a field already failed (zod's `when`), so a form shows every missing
 * field at once; a field that already has an issue is not reported twice.
 */

/** Bounds no honest client reaches; they keep hostile bodies small and the admin views legible. */
export const RESERVATION_TEXT_MAX = {
  serviceId: 64,
  name: 100,
  email: 254,
  /** raw phone input, separators included */
  phone: 30,
  address: 300,
  /** train or flight number */
  reference: 30,
  comment: 2000,
} as const;
/** An estimate above this is a typing error, not a trip (prix_estime is in euros). */
export const ESTIMATE_MAX_EUROS = 100_000;
/** A child in a baby seat travels with at least one adult (signed-in form, "with baby seat"). */
export const PERSONS_WITH_BABY_SEAT_MIN = 2;
/** "Not in the past" is judged by the calendar of the company, whatever the browser's zone. */
export const BOOKING_TIME_ZONE = 'Europe/Paris';

const parisDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today's date in Paris as YYYY-MM-DD. */
export const parisToday = (now: Date = new Date()): string => parisDay.format(now);

/** A real calendar day written YYYY-MM-DD ('2025-02-30' is not one). */
export const isCalendarDate = (value: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
};

/** HH:mm from 00:00 to 23:59, two digits each (the time picker's output). */
export const isClockTime = (value: string): boolean => /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(value);

/**
 * Phone numbers: people write "06 12 34 56 78", "06.12.34.56.78" or "+33 6 12 34 56 78". Spaces
 * (any Unicode space), dots and hyphens are separators and are removed before the spec's
 * "digits only, 10 to 15" rule; a single leading + is kept (it is part of an international
 * number) and not counted as a digit. The number is stored in that normalised form.
 */
export const normalisePhone = (value: string): string => value.replace(/[\s.-]/g, '');
const PHONE_PATTERN = new RegExp(`^\\+?\\d{${PHONE_DIGITS_MIN},${PHONE_DIGITS_MAX}}$`);
export const isPhoneNumber = (value: string): boolean => PHONE_PATTERN.test(normalisePhone(value));

/** The spec's "simple address pattern": something@something.something, no spaces. */
export const isEmailAddress = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * Control characters (NUL breaks PostgreSQL text, newlines break headers and CSV exports), line
 * separators, bidirectional overrides (they disguise text in the back-office) and lone surrogates
 * (not text) are refused in one-line fields. Emoji and accents are fine.
 */
const FORBIDDEN_SINGLE_LINE = /[\p{Cc}\p{Cs}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
export const isSingleLineText = (value: string): boolean => !FORBIDDEN_SINGLE_LINE.test(value);
/** The comment may span lines: tab, line feed and carriage return are allowed there. */
export const isMultiLineText = (value: string): boolean =>
  isSingleLineText(value.replace(/[\t\n\r]/g, ''));

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
  timeInvalid: `${V}.timeInvalid`,
  returnDateBeforeOutbound: `${V}.returnDateBeforeOutbound`,
  returnTimeBeforeOutbound: `${V}.returnTimeBeforeOutbound`,
  transportInvalid: `${V}.transportInvalid`,
  passengersRange: `${V}.passengersRange`,
  baggageRange: `${V}.baggageRange`,
  personsInvalid: `${V}.personsInvalid`,
  yesNoInvalid: `${V}.yesNoInvalid`,
  estimateInvalid: `${V}.estimateInvalid`,
  guestFlagRequired: `${V}.guestFlagRequired`,
  guestFlagInvalid: `${V}.guestFlagInvalid`,
} as const;
const F = RESERVATION_FIELD_MESSAGES;

/** Messages of the rule layer; one set per audience, same names. */
export interface ReservationRuleMessages {
  dateRequired: string;
  timeRequired: string;
  departureRequired: string;
  arrivalRequired: string;
  trainNumberRequired: string;
  flightNumberRequired: string;
  passengersRequired: string;
  baggageRequired: string;
  returnDateRequired: string;
  returnTimeRequired: string;
  returnDepartureRequired: string;
  returnArrivalRequired: string;
  personsRequired: string;
  personsMin: string;
  personsMax: string;
  personsWithBabySeat: string;
  lastNameRequired: string;
  firstNameRequired: string;
  emailRequired: string;
  emailInvalid: string;
  phoneRequired: string;
  phoneInvalid: string;
  mainPassengerNameRequired: string;
  mainPassengerPhoneRequired: string;
  mainPassengerPhoneInvalid: string;
}
const ruleMessages = (audience: 'guest' | 'signedIn'): ReservationRuleMessages => {
  const keys: (keyof ReservationRuleMessages)[] = [
    'dateRequired',
    'timeRequired',
    'departureRequired',
    'arrivalRequired',
    'trainNumberRequired',
    'flightNumberRequired',
    'passengersRequired',
    'baggageRequired',
    'returnDateRequired',
    'returnTimeRequired',
    'returnDepartureRequired',
    'returnArrivalRequired',
    'personsRequired',
    'personsMin',
    'personsMax',
    'personsWithBabySeat',
    'lastNameRequired',
    'firstNameRequired',
    'emailRequired',
    'emailInvalid',
    'phoneRequired',
    'phoneInvalid',
    'mainPassengerNameRequired',
    'mainPassengerPhoneRequired',
    'mainPassengerPhoneInvalid',
  ];
  return Object.fromEntries(
    keys.map((key) => [key, `${V}.${audience}.${key}`]),
  ) as unknown as ReservationRuleMessages;
};
export const GUEST_RULE_MESSAGES = ruleMessages('guest');
export const SIGNED_IN_RULE_MESSAGES = ruleMessages('signedIn');

// ---------------------------------------------------------------------------------------------
// Field layer
// ---------------------------------------------------------------------------------------------

/** A one-line text: trimmed, bounded, no control characters; absent or null reads as ''. */
const line = (max: number, tooLong: string) =>
  z
    .string(F.textInvalid)
    .trim()
    .max(max, tooLong)
    .refine(isSingleLineText, F.invalidCharacters)
    .nullish()
    .transform((value) => value ?? '');

/** Dates and times: the format is checked by the rules, only where the field is relevant. */
const dateText = line(10, F.dateInvalid);
const timeText = line(5, F.timeInvalid);
const phoneText = z
  .string(F.textInvalid)
  .trim()
  .max(RESERVATION_TEXT_MAX.phone, F.tooLongPhone)
  .refine(isSingleLineText, F.invalidCharacters)
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

/** The payload fields in the spec's order (§3). Shared by every schema below. */
const fieldShape = {
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
  // absent → 1 (spec default); null (an emptied field) → "required", from the rules
  nombre_personnes: z.number(F.personsInvalid).nullable().default(1),
  siege_bebe: yesNo(false),
  rehausseurs: yesNo(false),
  prix_estime: z
    .number(F.estimateInvalid)
    .min(0, F.estimateInvalid)
    .max(ESTIMATE_MAX_EUROS, F.estimateInvalid)
    .default(0),
  nom: line(RESERVATION_TEXT_MAX.name, F.tooLongName),
  prenom: line(RESERVATION_TEXT_MAX.name, F.tooLongName),
  email: line(RESERVATION_TEXT_MAX.email, F.tooLongEmail),
  telephone: phoneText,
  est_passager_principal: yesNo(true),
  nom_passager_principal: line(RESERVATION_TEXT_MAX.name, F.tooLongName),
  telephone_passager_principal: phoneText,
  commentaire: z
    .string(F.textInvalid)
    .trim()
    .max(RESERVATION_TEXT_MAX.comment, F.tooLongComment)
    .refine(isMultiLineText, F.invalidCharacters)
    .nullish()
    .transform((value) => value ?? ''),
  isGuest: z.boolean(F.guestFlagInvalid).optional(),
};
type FieldShape = typeof fieldShape;
type FieldName = keyof FieldShape;
/** The payload after the field layer, as the rules read it. */
export type ReservationFields = z.output<z.ZodObject<FieldShape>>;

const pick = <K extends FieldName>(keys: readonly K[]) =>
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

// ---------------------------------------------------------------------------------------------
// Rule layer
// ---------------------------------------------------------------------------------------------

interface Audience {
  messages: ReservationRuleMessages;
  /** guest §5 step 1: passengers and baggage are required for train or plane */
  transportCountsRequired: boolean;
  /** signed-in §5 step 2: the "with baby seat" rule */
  babySeatNeedsCompany: boolean;
}
export const GUEST_AUDIENCE: Audience = {
  messages: GUEST_RULE_MESSAGES,
  transportCountsRequired: true,
  babySeatNeedsCompany: false,
};
export const SIGNED_IN_AUDIENCE: Audience = {
  messages: SIGNED_IN_RULE_MESSAGES,
  transportCountsRequired: false,
  babySeatNeedsCompany: true,
};

interface RuleContext {
  /** the values; a field listed in `failed` may hold anything */
  values: Partial<Record<FieldName, unknown>>;
  failed: ReadonlySet<string>;
  today: string;
  report: (field: FieldName, message: string) => void;
}
type Rule = (audience: Audience, context: RuleContext) => void;

/** The value of a field that passed the field layer, or undefined when it failed. */
const text = (c: RuleContext, field: FieldName): string | undefined => {
  const value = c.values[field];
  return !c.failed.has(field) && typeof value === 'string' ? value : undefined;
};
const num = (c: RuleContext, field: FieldName): number | null | undefined => {
  const value = c.values[field];
  if (c.failed.has(field)) return undefined;
  return typeof value === 'number' ? value : null;
};

/** A required date, real and not before today; returns it when valid. */
const checkDate = (c: RuleContext, field: FieldName, required: string): string | undefined => {
  const value = text(c, field);
  if (value === undefined) return undefined;
  if (value === '') c.report(field, required);
  else if (!isCalendarDate(value)) c.report(field, F.dateInvalid);
  else if (value < c.today) c.report(field, F.datePast);
  else return value;
  return undefined;
};
const checkTime = (c: RuleContext, field: FieldName, required: string): string | undefined => {
  const value = text(c, field);
  if (value === undefined) return undefined;
  if (value === '') c.report(field, required);
  else if (!isClockTime(value)) c.report(field, F.timeInvalid);
  else return value;
  return undefined;
};
const checkFilled = (c: RuleContext, field: FieldName, required: string) => {
  if (text(c, field) === '') c.report(field, required);
};
/** A count given out of its bounds, whatever the transport (the pickers offer only these). */
const checkCountBounds = (
  c: RuleContext,
  field: FieldName,
  min: number,
  max: number,
  message: string,
) => {
  const value = num(c, field);
  if (typeof value === 'number' && !(Number.isInteger(value) && value >= min && value <= max)) {
    c.report(field, message);
  }
};

/** Step 1 (§5): the trip, outbound then return. */
const tripRules: Rule = (audience, c) => {
  const m = audience.messages;
  const date = checkDate(c, 'date', m.dateRequired);
  const heure = checkTime(c, 'heure', m.timeRequired);
  checkFilled(c, 'adresse_depart', m.departureRequired);
  checkFilled(c, 'adresse_arrivee', m.arrivalRequired);
  const transportMode = c.values.moyen_transport;
  if (transportMode === 'train') checkFilled(c, 'numero_train', m.trainNumberRequired);
  if (transportMode === 'avion') checkFilled(c, 'numero_vol', m.flightNumberRequired);
  const byTransport = transportMode === 'train' || transportMode === 'avion';
  if (byTransport && audience.transportCountsRequired) {
    // The spec's guest form treats 0 as missing for both counts.
    const passengers = num(c, 'nombre_passagers');
    if (passengers !== undefined && !passengers) c.report('nombre_passagers', m.passengersRequired);
    const baggage = num(c, 'nombre_bagages');
    if (baggage !== undefined && !baggage) c.report('nombre_bagages', m.baggageRequired);
  }
  checkCountBounds(c, 'nombre_passagers', PASSENGERS_MIN, PASSENGERS_MAX, F.passengersRange);
  checkCountBounds(c, 'nombre_bagages', 0, BAGGAGE_MAX, F.baggageRange);

  if (c.values.retour === true) {
    const dateRetour = checkDate(c, 'date_retour', m.returnDateRequired);
    if (date && dateRetour && dateRetour < date) {
      c.report('date_retour', F.returnDateBeforeOutbound);
    }
    const heureRetour = checkTime(c, 'heure_retour', m.returnTimeRequired);
    if (date && heure && heureRetour && dateRetour === date && heureRetour <= heure) {
      c.report('heure_retour', F.returnTimeBeforeOutbound);
    }
    checkFilled(c, 'adresse_depart_retour', m.returnDepartureRequired);
    checkFilled(c, 'adresse_arrivee_retour', m.returnArrivalRequired);
    // the return train and flight numbers are not required (§5)
    checkCountBounds(
      c,
      'nombre_passagers_retour',
      PASSENGERS_MIN,
      PASSENGERS_MAX,
      F.passengersRange,
    );
    checkCountBounds(c, 'nombre_bagages_retour', 0, BAGGAGE_MAX, F.baggageRange);
  }
};

/** Step 2 (§5): how many people. */
const passengerRules: Rule = (audience, c) => {
  const m = audience.messages;
  const persons = num(c, 'nombre_personnes');
  if (persons === undefined) return;
  if (persons === null) c.report('nombre_personnes', m.personsRequired);
  else if (!Number.isInteger(persons)) c.report('nombre_personnes', F.personsInvalid);
  else if (persons < PASSENGERS_MIN) c.report('nombre_personnes', m.personsMin);
  else if (persons > PASSENGERS_MAX) c.report('nombre_personnes', m.personsMax);
  else if (
    audience.babySeatNeedsCompany &&
    c.values.siege_bebe === true &&
    persons < PERSONS_WITH_BABY_SEAT_MIN
  ) {
    c.report('nombre_personnes', m.personsWithBabySeat);
  }
};

/** Step 3 (§5): who books, and who travels. */
const contactRules: Rule = (audience, c) => {
  const m = audience.messages;
  checkFilled(c, 'nom', m.lastNameRequired);
  checkFilled(c, 'prenom', m.firstNameRequired);
  const email = text(c, 'email');
  if (email === '') c.report('email', m.emailRequired);
  else if (email !== undefined && !isEmailAddress(email)) c.report('email', m.emailInvalid);
  const phone = text(c, 'telephone');
  if (phone === '') c.report('telephone', m.phoneRequired);
  else if (phone !== undefined && !isPhoneNumber(phone)) c.report('telephone', m.phoneInvalid);
  if (c.values.est_passager_principal === false) {
    checkFilled(c, 'nom_passager_principal', m.mainPassengerNameRequired);
    const mainPhone = text(c, 'telephone_passager_principal');
    if (mainPhone === '') {
      c.report('telephone_passager_principal', m.mainPassengerPhoneRequired);
    } else if (mainPhone !== undefined && !isPhoneNumber(mainPhone)) {
      c.report('telephone_passager_principal', m.mainPassengerPhoneInvalid);
    }
  }
};

const serviceRule: Rule = (_audience, c) => checkFilled(c, 'service', F.serviceRequired);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Adds the rules to an object schema. They run even when some fields failed the field layer
 * (so every missing field is named at once) but never on a body that is not an object.
 */
const withRules = <S extends z.ZodObject>(
  schema: S,
  audience: Audience,
  rules: readonly Rule[],
  today: () => string,
) =>
  schema.superRefine(
    (values, ctx) => {
      const failed = new Set(
        ctx.issues.map((issue) => String(issue.path?.[0] ?? '')).filter(Boolean),
      );
      const context: RuleContext = {
        values: values as Partial<Record<FieldName, unknown>>,
        failed,
        today: today(),
        report: (field, message) => {
          if (failed.has(field)) return;
          failed.add(field);
          ctx.addIssue({ code: 'custom', path: [field], message });
        },
      };
      for (const rule of rules) rule(audience, context);
    },
    { when: (payload) => isRecord(payload.value) },
  );

// ---------------------------------------------------------------------------------------------
// What is stored
// ---------------------------------------------------------------------------------------------

const orNull = (value: string): string | null => (value === '' ? null : value);

/**
 * The validated reservation as the server stores it. Fields the person could not see are
 * dropped (null) so that the back-office never shows a hidden, stale value: the train number
 * unless by train, the flight number unless by plane, the whole return block unless a return is
 * asked for, the main passenger's details when the booker is the main passenger.
 */
const toReservationInput = (v: ReservationFields) => {
  const byTransport = v.moyen_transport !== 'aucun';
  const byTransportBack = v.moyen_transport_retour !== 'aucun';
  const back = v.retour;
  return {
    service: v.service,
    date: v.date,
    heure: v.heure,
    adresse_depart: v.adresse_depart,
    adresse_arrivee: v.adresse_arrivee,
    arret_intermediaire: orNull(v.arret_intermediaire),
    moyen_transport: v.moyen_transport,
    numero_train: v.moyen_transport === 'train' ? orNull(v.numero_train) : null,
    numero_vol: v.moyen_transport === 'avion' ? orNull(v.numero_vol) : null,
    nombre_passagers: byTransport ? v.nombre_passagers : null,
    nombre_bagages: byTransport ? v.nombre_bagages : null,
    retour: back,
    date_retour: back ? v.date_retour : null,
    heure_retour: back ? v.heure_retour : null,
    adresse_depart_retour: back ? v.adresse_depart_retour : null,
    adresse_arrivee_retour: back ? v.adresse_arrivee_retour : null,
    moyen_transport_retour: back ? v.moyen_transport_retour : ('aucun' as const),
    numero_train_retour:
      back && v.moyen_transport_retour === 'train' ? orNull(v.numero_train_retour) : null,
    numero_vol_retour:
      back && v.moyen_transport_retour === 'avion' ? orNull(v.numero_vol_retour) : null,
    nombre_passagers_retour: back && byTransportBack ? v.nombre_passagers_retour : null,
    nombre_bagages_retour: back && byTransportBack ? v.nombre_bagages_retour : null,
    // never null here: the passenger rules refuse it
    nombre_personnes: v.nombre_personnes ?? PASSENGERS_MIN,
    siege_bebe: v.siege_bebe,
    rehausseurs: v.rehausseurs,
    // cents are what is stored; the estimate is rounded to them
    prix_estime: Math.round(v.prix_estime * 100) / 100,
    nom: v.nom,
    prenom: v.prenom,
    email: v.email,
    telephone: v.telephone,
    est_passager_principal: v.est_passager_principal,
    nom_passager_principal: v.est_passager_principal ? null : v.nom_passager_principal,
    telephone_passager_principal: v.est_passager_principal ? null : v.telephone_passager_principal,
    commentaire: orNull(v.commentaire),
  };
};
export type ReservationInput = ReturnType<typeof toReservationInput>;

// ---------------------------------------------------------------------------------------------
// The schemas
// ---------------------------------------------------------------------------------------------

export interface ReservationSchemaOptions {
  /** today's date, YYYY-MM-DD in Paris; injectable for tests */
  today?: () => string;
}

const audienceSchemas = (audience: Audience, today: () => string, guest: boolean) => {
  const all = [serviceRule, tripRules, passengerRules, contactRules] as const;
  return {
    /** Step 1, trip details: the form validates it before moving on. */
    step1: withRules(z.object(pick(TRIP_FIELDS)), audience, [tripRules], today),
    /** Step 2, passengers and options. */
    step2: withRules(z.object(pick(PASSENGER_FIELDS)), audience, [passengerRules], today),
    /** Step 3, contact. */
    step3: withRules(z.object(pick(CONTACT_FIELDS)), audience, [contactRules], today),
    /** Steps 1 to 3 together, as the form re-validates them on submit (service included). */
    form: withRules(z.object(fieldShape).omit({ isGuest: true }), audience, all, today),
    /** The request the server accepts from this audience: unknown fields refused. */
    request: withRules(
      z.strictObject({
        ...fieldShape,
        isGuest: guest
          ? z.literal(true, F.guestFlagRequired)
          : z.boolean(F.guestFlagInvalid).optional(),
      }),
      audience,
      all,
      today,
    ).transform(toReservationInput),
  };
};

/** Every reservation schema, with an injectable "today" (tests pin the calendar with it). */
export const createReservationSchemas = (options: ReservationSchemaOptions = {}) => {
  const today = options.today ?? (() => parisToday());
  return {
    guest: audienceSchemas(GUEST_AUDIENCE, today, true),
    signedIn: audienceSchemas(SIGNED_IN_AUDIENCE, today, false),
  };
};

const schemas = createReservationSchemas();
export const guestStep1Schema = schemas.guest.step1;
export const guestStep2Schema = schemas.guest.step2;
export const guestStep3Schema = schemas.guest.step3;
export const guestReservationFormSchema = schemas.guest.form;
/** POST /api/reservations without a session: isGuest must be true. */
export const guestReservationSchema = schemas.guest.request;
export const signedInStep1Schema = schemas.signedIn.step1;
export const signedInStep2Schema = schemas.signedIn.step2;
export const signedInStep3Schema = schemas.signedIn.step3;
export const signedInReservationFormSchema = schemas.signedIn.form;
/** POST /api/reservations with a customer session. */
export const signedInReservationSchema = schemas.signedIn.request;

/** The values a reservation form holds (inputs of the form schemas). */
export type ReservationFormValues = z.input<typeof guestReservationFormSchema>;

// ---------------------------------------------------------------------------------------------
// Responses and the mail call
// ---------------------------------------------------------------------------------------------

/** A stored reservation in the spec's field names (POST /api/reservations → 201). */
export const reservationSchema = z.object({
  _id: z.string(),
  service: z.string().nullable(),
  date: z.string(),
  heure: z.string(),
  adresse_depart: z.string(),
  adresse_arrivee: z.string(),
  arret_intermediaire: z.string().nullable(),
  moyen_transport: z.enum(TRANSPORT_MODES),
  numero_train: z.string().nullable(),
  numero_vol: z.string().nullable(),
  nombre_passagers: z.number().int().nullable(),
  nombre_bagages: z.number().int().nullable(),
  retour: z.boolean(),
  date_retour: z.string().nullable(),
  heure_retour: z.string().nullable(),
  adresse_depart_retour: z.string().nullable(),
  adresse_arrivee_retour: z.string().nullable(),
  moyen_transport_retour: z.enum(TRANSPORT_MODES),
  numero_train_retour: z.string().nullable(),
  numero_vol_retour: z.string().nullable(),
  nombre_passagers_retour: z.number().int().nullable(),
  nombre_bagages_retour: z.number().int().nullable(),
  nombre_personnes: z.number().int(),
  siege_bebe: z.boolean(),
  rehausseurs: z.boolean(),
  /** the visitor's own estimate in euros; never a price the company owes (that is `devis`) */
  prix_estime: z.number(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: z.string(),
  est_passager_principal: z.boolean(),
  nom_passager_principal: z.string().nullable(),
  telephone_passager_principal: z.string().nullable(),
  commentaire: z.string().nullable(),
  isGuest: z.boolean(),
  statut: z.enum(RESERVATION_STATUSES),
  /** the company's quote in euros, null until an administrator sets it */
  devis: z.number().nullable(),
  paid: z.boolean(),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** POST /api/mail/confirmationDemandeDevis: name is "nom prénom" as the forms send it. */
export const quoteRequestMailSchema = z.strictObject({
  name: z
    .string(F.textInvalid)
    .trim()
    .min(1, 'booking.validation.mail.nameRequired')
    .max(2 * RESERVATION_TEXT_MAX.name + 1, F.tooLongName)
    .refine(isSingleLineText, F.invalidCharacters),
  email: z
    .string(F.textInvalid)
    .trim()
    .max(RESERVATION_TEXT_MAX.email, F.tooLongEmail)
    .refine(isSingleLineText, F.invalidCharacters)
    .refine(isEmailAddress, 'booking.validation.mail.emailInvalid'),
  date: z.string(F.dateInvalid).trim().refine(isCalendarDate, F.dateInvalid),
  isGuest: z.boolean(F.guestFlagInvalid).optional(),
});
export type QuoteRequestMail = z.infer<typeof quoteRequestMailSchema>;
export const quoteRequestMailResponseSchema = z.object({ message: z.string() });
