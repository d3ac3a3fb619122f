import { z } from 'zod';
import { parisMoment, type ParisMoment } from './primitives';
import {
  CONTACT_FIELDS,
  PASSENGER_FIELDS,
  RESERVATION_FIELD_MESSAGES as F,
  TRIP_FIELDS,
  pickReservationFields,
  reservationFieldShape,
} from './reservation-fields';
import { toReservationInput } from './reservation-model';
import {
  GUEST_AUDIENCE,
  SIGNED_IN_AUDIENCE,
  contactRules,
  passengerRules,
  serviceRule,
  tripRules,
  withRules,
  type Audience,
} from './reservation-rules';

/*
 * The reservation schemas of docs/product/booking.md, assembled from the field layer
 * (reservation-fields.ts) and the rule layer (reservation-rules.ts): one set per audience, per
 * step and whole. The read model is in reservation-model.ts; the text and date values every form
 * shares are in primitives.ts.
 */
export * from './reservation-fields';
export * from './reservation-model';
export {
  GUEST_AUDIENCE,
  GUEST_RULE_MESSAGES,
  PERSONS_WITH_BABY_SEAT_MIN,
  SIGNED_IN_AUDIENCE,
  SIGNED_IN_RULE_MESSAGES,
  type ReservationRuleMessages,
} from './reservation-rules';
export {
  BOOKING_TIME_ZONE,
  isCalendarDate,
  isClockTime,
  isEmailAddress,
  isMultiLineText,
  isPhoneNumber,
  isSingleLineText,
  isPickupPast,
  normalisePhone,
  parisMoment,
  parisToday,
  type ParisMoment,
} from './primitives';

export interface ReservationSchemaOptions {
  /** the day and time it is in Paris; injectable for tests */
  now?: () => ParisMoment;
}

const audienceSchemas = (audience: Audience, now: () => ParisMoment, guest: boolean) => {
  const all = [serviceRule, tripRules, passengerRules, contactRules] as const;
  return {
    /** Step 1, trip details: the form validates it before moving on. */
    step1: withRules(z.object(pickReservationFields(TRIP_FIELDS)), audience, [tripRules], now),
    /** Step 2, passengers and options. */
    step2: withRules(
      z.object(pickReservationFields(PASSENGER_FIELDS)),
      audience,
      [passengerRules],
      now,
    ),
    /** Step 3, contact. */
    step3: withRules(
      z.object(pickReservationFields(CONTACT_FIELDS)),
      audience,
      [contactRules],
      now,
    ),
    /** Steps 1 to 3 together, as the form re-validates them on submit (service included). */
    form: withRules(z.object(reservationFieldShape).omit({ isGuest: true }), audience, all, now),
    /** The request the server accepts from this audience: unknown fields refused. */
    request: withRules(
      z.strictObject({
        ...reservationFieldShape,
        isGuest: guest
          ? z.literal(true, F.guestFlagRequired)
          : z.boolean(F.guestFlagInvalid).optional(),
      }),
      audience,
      all,
      now,
    ).transform(toReservationInput),
  };
};

/** Every reservation schema, with an injectable "now" (tests pin the calendar and clock with it). */
export const createReservationSchemas = (options: ReservationSchemaOptions = {}) => {
  const now = options.now ?? (() => parisMoment());
  return {
    guest: audienceSchemas(GUEST_AUDIENCE, now, true),
    signedIn: audienceSchemas(SIGNED_IN_AUDIENCE, now, false),
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
