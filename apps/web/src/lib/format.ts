import { formatEuros as formatAmount, localeOf } from '@navette/shared';

/**
 * Amounts and days as the reader's language writes them (fr-FR or en-GB), through the one
 * formatter the e-mails and the documents use too (packages/shared/src/rules/money-format.ts).
 */

export const locale = localeOf;

/**
 * Euros, with cents only when there are some ("1 280 €", "12,50 €" — never "75,5 €"), or always
 * with them ("180,00 €"): an amount to pay, as the server's messages write it, and every amount
 * of the back-office (docs/product/back-office.md#amounts-and-values).
 */
export const formatEuros = (amount: number, lng: string, withCents = false): string =>
  formatAmount(amount, lng, withCents ? 'always' : 'when-needed');

/** A YYYY-MM-DD day as a short date ("20/05/2026"), read as a calendar day, never through UTC. */
export const formatDay = (day: string, lng: string): string => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(lng), { timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
};

/** A YYYY-MM month in words ("mars 2026", "March 2026"), read as a calendar month. */
export const formatMonth = (month: string, lng: string): string => {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(locale(lng), {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
};

/**
 * An instant as a short date with hours and minutes ("23/11/2026 14:05"), in the company's time
 * zone: the back-office reads times as the office in France lives them, wherever it is opened.
 */
export const formatDateTime = (iso: string, lng: string): string =>
  new Intl.DateTimeFormat(locale(lng), {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  })
    .format(new Date(iso))
    .replace(',', '');

/** An instant's hours and minutes in the company's time zone ("14:05"), wherever it is read. */
export const formatClock = (iso: string, lng: string): string =>
  new Intl.DateTimeFormat(locale(lng), {
    timeZone: 'Europe/Paris',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
