/*
 * Money and days as a reader of each language writes them, in one place for the web pages, the
 * e-mails and the PDFs (docs/architecture.md#shared-formatting): French as in France
 * ("1 280,50 €", 20/05/2026), English as in Britain ("€1,280.50", 20/05/2026). Zod-free, so that
 * the public pages may use it.
 */

/** The locale the site writes a language in: British English, else French. */
export const localeOf = (language: string): 'fr-FR' | 'en-GB' =>
  language.startsWith('en') ? 'en-GB' : 'fr-FR';

/**
 * When an amount shows its cents: `always` for an amount to pay and every amount of the
 * back-office, the e-mails and the documents ("180,00 €"); `when-needed` where whole amounts read
 * better and a decimal one still shows both digits ("1 280 €", "12,50 €" — never "75,5 €");
 * `never` for a price the company rounds ("à partir de 350 €").
 */
export type CentsShown = 'always' | 'when-needed' | 'never';

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in euros, in the reader's language. */
export const formatEuros = (
  amount: number,
  language: string,
  cents: CentsShown = 'when-needed',
): string => {
  const digits =
    cents === 'always' || (cents === 'when-needed' && !Number.isInteger(amount)) ? 2 : 0;
  const locale = localeOf(language);
  const key = `${locale}:${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
};

/** A YYYY-MM-DD day as the short date both languages write (20/05/2026), never through UTC. */
export const formatShortDay = (day: string): string => {
  const [year = '', month = '', date = ''] = day.split('-');
  return `${date}/${month}/${year}`;
};
