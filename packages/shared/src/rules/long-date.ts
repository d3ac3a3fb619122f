/**
 * A `YYYY-MM-DD` calendar date in a reader's language, long form: "samedi 14 juin 2025",
 * "Saturday, 14 June 2025". Full month and weekday names avoid the day/month ambiguity between
 * French and English readers. The day is read as a calendar day, never shifted by a time zone;
 * anything that is not a real calendar date is returned as it came.
 */
/** One formatter per locale: building an `Intl.DateTimeFormat` costs far more than using it. */
const longDateFormats = new Map<string, Intl.DateTimeFormat>();
const longDateFormatOf = (locale: string): Intl.DateTimeFormat => {
  let format = longDateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    longDateFormats.set(locale, format);
  }
  return format;
};

export const formatLongDate = (isoDate: string | null | undefined, locale: string): string => {
  const value = isoDate ?? '';
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return value;
  return longDateFormatOf(locale).format(date);
};
