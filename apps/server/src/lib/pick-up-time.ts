import { BOOKING_TIME_ZONE, parisToday } from '@navette/shared';

/*
 * A trip's pick-up (its `date` YYYY-MM-DD and `heure` HH:mm) is a time of day in Paris: once it
 * has come, the trip can no longer be paid online (docs/product/customer-area.md#pay).
 */

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BOOKING_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** True from the pick-up minute on, judged by the Paris calendar and clock. */
export const hasPickUpPassed = (
  trip: { date: string; heure: string },
  now: Date = new Date(),
): boolean => {
  const today = parisToday(now);
  if (trip.date !== today) return trip.date < today;
  return trip.heure <= parisClock.format(now);
};
