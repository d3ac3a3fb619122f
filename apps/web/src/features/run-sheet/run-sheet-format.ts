import { formatClock } from '../../lib/format';

/* Times of the run sheet as a chauffeur in Paris reads them. */

const day = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  timeZone: 'Europe/Paris',
});

/** An instant as its Paris time, 14:32. */
export const parisClock = (iso: string): string => formatClock(iso, 'fr');
/** An instant as its Paris day, 28/11. */
export const parisShortDay = (iso: string): string => day.format(new Date(iso));
/** `2026-12-24` → `24/12/2026`. */
export const frenchDay = (date: string): string => date.split('-').reverse().join('/');

/** When the customer may be reported absent: the later of arrival and pick-up, plus the wait. */
export const noShowAllowedAt = (
  leg: { startsAt: string; stateTimes: { 'sur place': string | null } },
  waitMinutes: number,
): Date => {
  const arrived = Date.parse(leg.stateTimes['sur place'] ?? leg.startsAt);
  return new Date(Math.max(arrived, Date.parse(leg.startsAt)) + waitMinutes * 60_000);
};
