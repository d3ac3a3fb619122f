/** Amounts and days as the reader's language writes them (fr-FR or en-GB). */

export const locale = (lng: string): string => (lng.startsWith('en') ? 'en-GB' : 'fr-FR');

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

/**
 * A YYYY-MM-DD day, read as a calendar day, never through UTC: short ("20/05/2026") or full
 * ("mercredi 20 mai 2026", "Wednesday 20 May 2026").
 */
export const formatDay = (day: string, lng: string, style: 'short' | 'full' = 'short'): string => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(lng), {
    timeZone: 'UTC',
    ...(style === 'full' ? { dateStyle: 'full' } : {}),
  }).format(new Date(Date.UTC(year, month - 1, date)));
};
