import { BOOKING_TIME_ZONE, parisToday, type DashboardPeriod } from '@navette/shared';

/*
 * The calendar maths of the period select (docs/decisions/0025-dashboard-sql-aggregates.md):
 * Europe/Paris calendar months, quarters and years, each compared with the one just before.
 * Trip dates are plain `date` values, so only "today" needs the time zone.
 */

const MONTHS_IN: Record<DashboardPeriod, number> = { month: 1, quarter: 3, year: 12 };

export interface PeriodRange {
  /** first day of the period, YYYY-MM-DD */
  from: string;
  /** first day after the period */
  until: string;
  /** first day of the previous period (which ends where this one starts) */
  previousFrom: string;
  /** last day of the period, for display */
  to: string;
}

/** The first day of the month `offset` months after (year, month), as YYYY-MM-DD. */
const monthStart = (year: number, month: number, offset = 0): string =>
  new Date(Date.UTC(year, month - 1 + offset, 1)).toISOString().slice(0, 10);

const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export const periodRange = (period: DashboardPeriod, today: string): PeriodRange => {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const length = MONTHS_IN[period];
  // the period's first month: January for a year, 1/4/7/10 for a quarter
  const firstMonth = Math.floor((month - 1) / length) * length + 1;
  const until = monthStart(year, firstMonth, length);
  return {
    from: monthStart(year, firstMonth),
    until,
    previousFrom: monthStart(year, firstMonth, -length),
    to: dayBefore(until),
  };
};

/** The first day of a year and of the next, for the monthly revenue. */
export const yearRange = (year: number) => ({
  from: monthStart(year, 1),
  until: monthStart(year + 1, 1),
});

const parisClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: BOOKING_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today and the time of day in Paris: what "upcoming" is measured from. */
export const parisNow = (now: Date = new Date()) => ({
  today: parisToday(now),
  time: parisClock.format(now),
});

/**
 * The change from `previous` to `current` in percent, rounded; null when the previous period had
 * nothing, since no percentage compares with zero.
 */
export const percentChange = (current: number, previous: number): number | null =>
  previous === 0 ? null : Math.round(((current - previous) / previous) * 100);
