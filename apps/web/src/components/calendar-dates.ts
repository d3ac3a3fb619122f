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
import { enGB, fr } from 'date-fns/locale';

/**
 * Calendar maths of the date picker, kept pure so that they are tested without rendering.
 * Dates travel as 'YYYY-MM-DD' and are always read as local calendar days.
 */

type WeekDay = 0 | 1 | 2 | 3 | 4 | 5 | 6;
const ALL_WEEKDAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type WeekdayKey = (typeof ALL_WEEKDAY_KEYS)[number];

const ISO_DAY = 'yyyy-MM-dd';

const LOCALES: Record<string, { locale: Locale; longDate: string }> = {
  fr: { locale: fr, longDate: 'EEEE d MMMM yyyy' },
  // the app's English is British English (lib/format.ts writes en-GB), whose weeks start on Monday
  en: { locale: enGB, longDate: 'EEEE d MMMM yyyy' },
};
const localeOf = (language: string) => LOCALES[language.slice(0, 2)] ?? LOCALES.fr!;

/**
 * The first day of the week as the language's locale has it (docs/product/booking.md#date-picker):
 * Monday in French and in the app's British English; a US locale would start on Sunday.
 */
export const weekStartsOn = (language: string): WeekDay =>
  (localeOf(language).locale.options?.weekStartsOn ?? 1) as WeekDay;

/** The column keys of the grid, from the locale's first day of the week ('mon' … 'sun' in French). */
export const weekdayKeys = (language: string): WeekdayKey[] => {
  const first = weekStartsOn(language);
  return ALL_WEEKDAY_KEYS.map((_, index) => ALL_WEEKDAY_KEYS[(first + index) % 7]!);
};

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
 * The weeks shown for the month of `month`: whole weeks from the language's first weekday (Monday
 * to Sunday in French), so the first and last rows may hold days of the neighbouring months.
 */
export const monthGrid = (month: Date, language: string): Date[][] => {
  const options = { weekStartsOn: weekStartsOn(language) };
  const days = eachDayOfInterval({
    start: startOfWeek(startOfMonth(month), options),
    end: endOfWeek(endOfMonth(month), options),
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
export const moveFocus = (
  date: Date,
  key: string,
  language: string,
  shiftKey = false,
): Date | undefined => {
  const options = { weekStartsOn: weekStartsOn(language) };
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
      return startOfWeek(date, options);
    case 'End':
      return startOfDay(endOfWeek(date, options));
    case 'PageUp':
      return addMonths(date, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(date, shiftKey ? 12 : 1);
    default:
      return undefined;
  }
};

export { addMonths, startOfDay, startOfMonth };
