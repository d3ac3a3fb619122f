import {
  BOOKING_TIME_ZONE,
  formatEuros,
  formatShortDay,
  vatPercent,
  type Language,
} from '@navette/shared';

/*
 * How a document writes money, dates and rates, in its language (docs/product/documents.md):
 * "1 250,00 €" and 23/11/2026 in French, "€1,250.00" and 23/11/2026 in English; instants in
 * Paris time, whatever the server's zone.
 */

const LOCALE: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

// The narrow no-break space French grouping uses is shown as a plain no-break space: every
// reader and font has it.
const NARROW_NO_BREAK_SPACE = /\u202f/g;

export const formatMoney = (cents: number, language: Language): string =>
  formatEuros(cents / 100, language, 'always').replace(NARROW_NO_BREAK_SPACE, '\u00a0');

/** 1000 → "10 %" (fr), "10%" (en); 550 → "5,5 %". */
export const formatRate = (rateBp: number, language: Language): string => {
  const value = new Intl.NumberFormat(LOCALE[language], { maximumFractionDigits: 2 }).format(
    vatPercent(rateBp),
  );
  return language === 'fr' ? `${value}\u00a0%` : `${value}%`;
};

/** A calendar day written YYYY-MM-DD, as dd/mm/yyyy. */
export const formatDay = formatShortDay;

const parisParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BOOKING_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's day (YYYY-MM-DD) and time (HH:mm) in Paris. */
export const parisDayAndTime = (instant: Date | string): { day: string; time: string } => {
  const parts = Object.fromEntries(
    parisParts.formatToParts(new Date(instant)).map((p) => [p.type, p.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
  };
};

/** The day after `days` days from `day` (YYYY-MM-DD), by the calendar. */
export const addDays = (day: string, days: number): string => {
  const [year, month, date] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (date ?? 1) + days));
  return shifted.toISOString().slice(0, 10);
};
