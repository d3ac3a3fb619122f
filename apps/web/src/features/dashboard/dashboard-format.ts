/** Amounts, days and months as the back-office reader's language writes them. */

const locale = (lng: string) => (lng.startsWith('en') ? 'en-GB' : 'fr-FR');

const formatters = new Map<string, Intl.NumberFormat>();

/** Euros, with cents only when there are some: "1 280 €", "12,50 €". */
export const formatEuros = (amount: number, lng: string): string => {
  const key = locale(lng);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(key, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
};

/** A YYYY-MM-DD day as a short date ("20/05/2026"), read as a calendar day, never through UTC. */
export const formatDay = (day: string, lng: string): string => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(lng), { timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
};

/** The month's name: "janvier", "January"; short: "janv.", "Jan". */
export const monthName = (month: number, lng: string, short = false): string =>
  new Intl.DateTimeFormat(locale(lng), { month: short ? 'short' : 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month - 1, 1)),
  );

/** A change in percent with its sign: "+12", "-8", "0". */
export const signedPercent = (value: number): string => (value > 0 ? `+${value}` : String(value));
