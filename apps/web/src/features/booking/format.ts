/**
 * A YYYY-MM-DD date in the reader's language, long form (docs/product/booking.md: dates in French format):
 * "samedi 14 mars 2026". The day is read as a calendar day, never shifted by a time zone.
 */
export const formatLongDate = (value: string | null | undefined, language: string): string => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return value ?? '';
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
};
