import type { z } from 'zod';
import { BAGGAGE_MAX, PASSENGERS_MAX, PASSENGERS_MIN } from '../constants';
import { isRecord } from '../api/guards';
import {
  RESERVATION_FIELD_MESSAGES as F,
  type ReservationFieldName as FieldName,
} from './reservation-fields';
import {
  isCalendarDate,
  isClockTime,
  isEmailAddress,
  isPhoneNumber,
  isPickupPast,
  type ParisMoment,
} from './primitives';

/*
 * The reservation's RULE layer (docs/product/booking.md): what the form requires, step by step,
 * with the messages of one audience (guest: the product's French wording; signed-in: ours). Step
 * schemas and full schemas are assembled from the same rules (reservation.ts). The rules run
 * even when a field already failed the field layer, so a form shows every missing field at once;
 * a field that already has an issue is not reported twice.
 */

/** A child in a baby seat travels with at least one adult (signed-in form, "with baby seat"). */
export const PERSONS_WITH_BABY_SEAT_MIN = 2;

const V = 'booking.validation';
/** The rule layer's messages, by name; one set per audience, same names. */
const RULE_MESSAGE_NAMES = [
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
] as const;
export type ReservationRuleMessages = Record<(typeof RULE_MESSAGE_NAMES)[number], string>;

const ruleMessages = (audience: 'guest' | 'signedIn'): ReservationRuleMessages => {
  const messages: Partial<ReservationRuleMessages> = {};
  for (const name of RULE_MESSAGE_NAMES) messages[name] = `${V}.${audience}.${name}`;
  return messages as ReservationRuleMessages;
};
export const GUEST_RULE_MESSAGES = ruleMessages('guest');
export const SIGNED_IN_RULE_MESSAGES = ruleMessages('signedIn');

export interface Audience {
  messages: ReservationRuleMessages;
  /** guest form, step 1: passengers and baggage are required for train or plane */
  transportCountsRequired: boolean;
  /** signed-in form, step 2: the "with baby seat" rule */
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
  /** the day and time it is in Paris */
  now: ParisMoment;
  report: (field: FieldName, message: string) => void;
}
export type Rule = (audience: Audience, context: RuleContext) => void;

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
  else if (value < c.now.day) c.report(field, F.datePast);
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
/** A pick-up today at a time already gone is refused like a past day (Paris time). */
const checkPickupAhead = (c: RuleContext, timeField: FieldName, date?: string, time?: string) => {
  if (date && time && isPickupPast(date, time, c.now)) c.report(timeField, F.timePast);
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

/** Step 1: the trip, outbound then return. */
export const tripRules: Rule = (audience, c) => {
  const m = audience.messages;
  const date = checkDate(c, 'date', m.dateRequired);
  const heure = checkTime(c, 'heure', m.timeRequired);
  checkPickupAhead(c, 'heure', date, heure);
  checkFilled(c, 'adresse_depart', m.departureRequired);
  checkFilled(c, 'adresse_arrivee', m.arrivalRequired);
  const transportMode = c.values.moyen_transport;
  if (transportMode === 'train') checkFilled(c, 'numero_train', m.trainNumberRequired);
  if (transportMode === 'avion') checkFilled(c, 'numero_vol', m.flightNumberRequired);
  const byTransport = transportMode === 'train' || transportMode === 'avion';
  if (byTransport && audience.transportCountsRequired) {
    // The guest form treats 0 as missing. The number of passengers is not asked here: step 2's
    // `nombre_personnes` is the one count of people (docs/product/booking.md#step-1-trip).
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
    checkPickupAhead(c, 'heure_retour', dateRetour, heureRetour);
    if (date && heure && heureRetour && dateRetour === date && heureRetour <= heure) {
      c.report('heure_retour', F.returnTimeBeforeOutbound);
    }
    checkFilled(c, 'adresse_depart_retour', m.returnDepartureRequired);
    checkFilled(c, 'adresse_arrivee_retour', m.returnArrivalRequired);
    // the return train and flight numbers are not required
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

/** Step 2: how many people. */
export const passengerRules: Rule = (audience, c) => {
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

/** Step 3: who books, and who travels. */
export const contactRules: Rule = (audience, c) => {
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

export const serviceRule: Rule = (_audience, c) => checkFilled(c, 'service', F.serviceRequired);

/**
 * Adds the rules to an object schema. They run even when some fields failed the field layer
 * (so every missing field is named at once) but never on a body that is not an object.
 */
export const withRules = <S extends z.ZodObject>(
  schema: S,
  audience: Audience,
  rules: readonly Rule[],
  now: () => ParisMoment,
) =>
  schema.superRefine(
    (values, ctx) => {
      const failed = new Set(
        ctx.issues.map((issue) => String(issue.path?.[0] ?? '')).filter(Boolean),
      );
      const context: RuleContext = {
        values: values as Partial<Record<FieldName, unknown>>,
        failed,
        now: now(),
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
