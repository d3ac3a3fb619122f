import { parisWallClockToInstant, TRIP_FINAL_STATES, type TripLegView } from '@navette/shared';
import { shiftDay, type TripLeg } from '../dispatch';
import type { MeetingPoint } from '../mail';

/*
 * The rules of the customer's messages (docs/product/dispatch.md#the-customer-kept-informed):
 * pure functions of a leg and the clock.
 */

const AIRPORT = /a[ée]roport|airport|\bCDG\b|\bOrly\b|Roissy|Beauvais/i;
const STATION = /\bgare\b|station/i;

/** Where the chauffeur waits: the arrivals hall, the platform's exit, or the address. */
export const meetingPointOf = (leg: Pick<TripLegView, 'transportMode' | 'from'>): MeetingPoint => {
  if (leg.transportMode === 'avion' || AIRPORT.test(leg.from)) return 'airport';
  if (leg.transportMode === 'train' || STATION.test(leg.from)) return 'station';
  return 'address';
};

/** When the day-before e-mail of a leg becomes due: `reminderHour` (Paris) the day before. */
export const reminderDueFrom = (leg: Pick<TripLegView, 'date'>, reminderHour: number): Date =>
  parisWallClockToInstant(shiftDay(leg.date, -1), `${String(reminderHour).padStart(2, '0')}:00`);

/**
 * A leg whose day-before e-mail should go now: a chauffeur and a vehicle, not told yet, the
 * moment reached and the pick-up still ahead.
 */
export const reminderIsDue = (leg: TripLeg, reminderHour: number, now: Date): boolean =>
  leg.chauffeur !== null &&
  leg.vehicle !== null &&
  !leg.row?.reminderSentAt &&
  leg.state === null &&
  now >= reminderDueFrom(leg, reminderHour) &&
  now < new Date(leg.startsAt);

/**
 * The trip is over when every leg is final (`terminé` or `client absent`) and at least one was
 * driven to its end: the reservation becomes `terminé`.
 */
export const tripIsCompleted = (legs: readonly Pick<TripLegView, 'state'>[]): boolean =>
  legs.length > 0 &&
  legs.every((leg) => leg.state !== null && TRIP_FINAL_STATES.includes(leg.state)) &&
  legs.some((leg) => leg.state === 'terminé');
