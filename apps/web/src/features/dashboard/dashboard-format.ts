/** Months and changes as the back-office reader's language writes them. */
import { locale } from '../../lib/format';

/** The month's name: "janvier", "January"; short: "janv.", "Jan". */
export const monthName = (month: number, lng: string, short = false): string =>
  new Intl.DateTimeFormat(locale(lng), { month: short ? 'short' : 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

/** A change in percent with its sign: "+12", "-8", "0". */
export const signedPercent = (value: number): string => (value > 0 ? `+${value}` : String(value));
