import { isCalendarDate, isClockTime, parisMoment } from '../schemas/primitives';

/*
 * The calendar the tariff's supplements read (docs/product/pricing.md): Sundays, the public
 * holidays of metropolitan France, the night hours, and the instant a Paris wall-clock pick-up
 * stands for. Pick-ups are written as reservations store them: a day (YYYY-MM-DD) and a time
 * (HH:mm), Paris time. The time zone is read through Intl alone (parisMoment, the site's one
 * reading of Paris time), so the rules carry no dependency and run the same on the server and in
 * the browser.
 */

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

const checkDate = (date: string): void => {
  if (!isCalendarDate(date)) throw new RangeError(`a day is written YYYY-MM-DD: ${date}`);
};
const checkTime = (time: string): void => {
  if (!isClockTime(time)) throw new RangeError(`a time is written HH:mm: ${time}`);
};

/** Milliseconds since the epoch of a UTC calendar day, years below 100 included. */
const utcMs = (year: number, month: number, day: number) => {
  const moment = new Date(Date.UTC(2000, month - 1, day));
  moment.setUTCFullYear(year);
  return moment.getTime();
};

const dayOf = (ms: number): string => {
  const moment = new Date(ms);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(moment.getUTCFullYear(), 4)}-${pad(moment.getUTCMonth() + 1)}-${pad(moment.getUTCDate())}`;
};

const dayMs = (date: string): number => {
  checkDate(date);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return utcMs(year, month, day);
};

/** HH:mm as milliseconds since midnight. */
const clockMs = (time: string): number => {
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return hour * HOUR_MS + minute * MINUTE_MS;
};

const addDays = (date: string, days: number): string => dayOf(dayMs(date) + days * DAY_MS);

/** Easter Sunday of a year (YYYY-MM-DD), by the anonymous Gregorian computus. */
export const easterSunday = (year: number): string => {
  if (!Number.isSafeInteger(year) || year < 1583) {
    throw new RangeError(`the Gregorian computus starts in 1583: ${year}`);
  }
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return dayOf(utcMs(year, month, day));
};

const holidaysByYear = new Map<number, readonly string[]>();

/**
 * The eleven public holidays of metropolitan France in a year, in calendar order: New Year's
 * Day, Easter Monday, 1 May, 8 May, Ascension (Easter + 39), Whit Monday (Easter + 50), 14 July,
 * 15 August, 1 November, 11 November and Christmas. When Ascension falls on 1 or 8 May (2008,
 * 2285…) the day is listed once.
 */
export const frenchPublicHolidays = (year: number): string[] => {
  const known = holidaysByYear.get(year);
  if (known) return [...known];
  const easter = easterSunday(year);
  const fixed = ['01-01', '05-01', '05-08', '07-14', '08-15', '11-01', '11-11', '12-25'];
  const days = new Set([
    ...fixed.map((monthDay) => `${easter.slice(0, 4)}-${monthDay}`),
    addDays(easter, 1),
    addDays(easter, 39),
    addDays(easter, 50),
  ]);
  const sorted = [...days].sort();
  holidaysByYear.set(year, sorted);
  return [...sorted];
};

/** Whether a day (YYYY-MM-DD) is a public holiday of metropolitan France. */
export const isFrenchPublicHoliday = (date: string): boolean => {
  checkDate(date);
  const year = Number(date.slice(0, 4));
  return year >= 1583 && frenchPublicHolidays(year).includes(date);
};

/** Whether a day (YYYY-MM-DD) is a Sunday. */
export const isSunday = (date: string): boolean => new Date(dayMs(date)).getUTCDay() === 0;

/** The night supplement's hours, Paris time, HH:mm. */
export interface NightWindow {
  start: string;
  end: string;
}

/**
 * Whether a time (HH:mm) is in the night window: from `start` included to `end` excluded. A
 * window whose start is after its end runs across midnight (22:00–06:00 holds 23:30 and 05:59,
 * not 06:00); a window whose start is its end holds no hour at all.
 */
export const isNightTime = (time: string, night: NightWindow): boolean => {
  checkTime(time);
  checkTime(night.start);
  checkTime(night.end);
  if (night.start === night.end) return false;
  return night.start < night.end
    ? night.start <= time && time < night.end
    : night.start <= time || time < night.end;
};

/**
 * The wall clock of Paris at an instant, read as if it were UTC (milliseconds), to the minute:
 * Paris has been a whole number of minutes from UTC since 1911.
 */
const parisWallMs = (instant: number): number => {
  const { day, time } = parisMoment(new Date(instant));
  return dayMs(day) + clockMs(time);
};

/** How far Paris is ahead of UTC at an instant, in milliseconds. */
const parisOffset = (instant: number): number =>
  parisWallMs(instant) - Math.floor(instant / MINUTE_MS) * MINUTE_MS;

/**
 * The instant a Paris wall-clock day and time stand for, summer time included. A time that does
 * not exist (the hour skipped when clocks go forward, 02:00–02:59 on the last Sunday of March)
 * is the instant clocks go forward, the first one after the gap (03:00 summer time); a time that
 * happens twice (02:00–02:59 on the last Sunday of October) is its first occurrence, in summer
 * time.
 */
export const parisWallClockToInstant = (date: string, time: string): Date => {
  checkTime(time);
  const wall = dayMs(date) + clockMs(time);
  // Paris's offset a day before and a day after: the two offsets any change of that day joins
  const before = parisOffset(wall - DAY_MS);
  const after = parisOffset(wall + DAY_MS);
  const candidates = [wall - before, wall - after]
    .filter((instant) => parisWallMs(instant) === wall)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first !== undefined) return new Date(first);
  // in the gap: the change happened between these two instants; find it to the minute
  let [earlier, later] = [wall - after, wall - before];
  while (later - earlier > MINUTE_MS) {
    const middle = earlier + Math.floor((later - earlier) / (2 * MINUTE_MS)) * MINUTE_MS;
    if (parisOffset(middle) === before) earlier = middle;
    else later = middle;
  }
  return new Date(later);
};

/** The real hours from `now` to a pick-up (Paris wall clock), negative once it has passed. */
export const hoursUntilPickup = (date: string, time: string, now: Date): number =>
  (parisWallClockToInstant(date, time).getTime() - now.getTime()) / HOUR_MS;
