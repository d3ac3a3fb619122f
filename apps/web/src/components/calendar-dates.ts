import {
  addDays,
  addMonths,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  isValid,
  parse,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import type { Locale } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';

/**
 * Calendar maths of the date picker, kept pure so that they are tested without rendering.
 * Dates travel as 'YYYY-MM-DD' and are always read as local calendar days.
 */

/** Weeks start on Sunday (docs/product/booking.md#date-picker) (Dim … Sam), in both languages. */
export const WEEK_STARTS_ON = 0;
export const WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

const ISO_DAY = 'yyyy-MM-dd';

const LOCALES: Record<string, { locale: Locale; longDate: string }> = {
  fr: { locale: fr, longDate: 'EEEE d MMMM yyyy' },
  en: { locale: enUS, longDate: 'EEEE d MMMM yyyy' },
};
const localeOf = (language: string) => LOCALES[language.slice(0, 2)] ?? LOCALES.fr!;

/** 'YYYY-MM-DD' → a local date at midnight, or undefined for anything else ('2025-02-30'). */
export const parseIsoDay = (value: string | undefined): Date | undefined => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = parse(value, ISO_DAY, new Date());
  return isValid(date) ? date : undefined;
};

export const toIsoDay = (date: Date): string => format(date, ISO_DAY);

/** Compared by calendar day: 23:59 yesterday is before today, 00:01 today is not. */
export const isBeforeDay = (date: Date, reference: Date): boolean =>
  startOfDay(date).getTime() < startOfDay(reference).getTime();

export const isSameDay = (a: Date, b: Date): boolean =>
  startOfDay(a).getTime() === startOfDay(b).getTime();

/**
 * The weeks shown for the month of `month`: whole weeks from Sunday to Saturday, so the first and
 * last rows may hold days of the neighbouring months.
 */
export const monthGrid = (month: Date): Date[][] => {
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), { weekStartsOn: WEEK_STARTS_ON }),
    end: endOfWeek(endOfMonth(month), { weekStartsOn: WEEK_STARTS_ON }),
  });
  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return weeks;
};

/** 'samedi 14 juin 2025' (the French long form) or 'Saturday 14 June 2025'. */
export const formatLongDate = (date: Date, language: string): string => {
  const { locale, longDate } = localeOf(language);
  return format(date, longDate, { locale });
};

/** 'Juin 2025': the heading of the displayed month, capitalised as a title. */
export const formatMonthTitle = (month: Date, language: string): string => {
  const text = format(month, 'LLLL yyyy', { locale: localeOf(language).locale });
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
};

/** 'dimanche': the full weekday name, read by screen readers for the 'Dim' column heading. */
export const formatWeekdayName = (date: Date, language: string): string =>
  format(date, 'EEEE', { locale: localeOf(language).locale });

/** '14 juin 2025': what a day button adds, after its visible number, for screen readers. */
export const formatDayMonthYear = (date: Date, language: string): string =>
  format(date, 'd MMMM yyyy', { locale: localeOf(language).locale });

/** The day a key moves the focus to in the grid (APG date picker dialog). */
export const moveFocus = (date: Date, key: string, shiftKey = false): Date | undefined => {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, -1);
    case 'ArrowRight':
      return addDays(date, 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON });
    case 'End':
      return startOfDay(endOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }));
    case 'PageUp':
      return addMonths(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shiftKey ? 12 : 1);
    default:
      return undefined;
  }
};

export { addMonths, startOfDay, startOfMonth };
