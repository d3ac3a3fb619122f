import { useTranslation } from 'react-i18next';
import { inLanguage, RESERVATION_STATUSES, type ReservationStatus } from '@navette/shared';
import { formatEuros } from '../../../lib/format';

/** The translation key of each status's label (the stored values are the French words). */
export const STATUS_KEYS = {
  'en attente': 'adminReservations.statuses.pending',
  confirmé: 'adminReservations.statuses.confirmed',
  annulé: 'adminReservations.statuses.cancelled',
  terminé: 'adminReservations.statuses.completed',
} as const satisfies Record<ReservationStatus, string>;

export const STATUS_CLASSES: Record<ReservationStatus, string> = {
  'en attente': 'bg-warning-50 text-warning-600',
  confirmé: 'bg-success-50 text-success-600',
  annulé: 'bg-error-50 text-error-600',
  terminé: 'bg-info-50 text-info-600',
};

/** The history's fields whose values are amounts in euros, and those that are calendar days. */
const HISTORY_AMOUNTS = new Set(['devis', 'prix_estime']);
const HISTORY_DAYS = new Set(['date', 'date_retour', 'devis_valide_jusqu_au']);

/** Dates, times, euros and yes/no as the back-office shows them, in the page's language. */
export const useReservationFormat = () => {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  // every amount of the back-office with its cents (docs/product/back-office.md#amounts-and-values)
  const euros = (amount: number): string => formatEuros(amount, locale, true);
  const day = (date: string): string => {
    const [year, month, dayOfMonth] = date.split('-').map(Number);
    if (!year || !month || !dayOfMonth) return date;
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year, month - 1, dayOfMonth)),
    );
  };
  const instant = (iso: string): string =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const yesNo = (value: boolean): string =>
    value ? t('adminReservations.values.yes') : t('adminReservations.values.no');
  const status = (value: ReservationStatus): string => t(STATUS_KEYS[value]);
  return {
    /** a YYYY-MM-DD trip date, read as a calendar day (no time zone shift) */
    day,
    /** an ISO instant, in the browser's time zone */
    instant,
    euros,
    yesNo,
    status,
    /**
     * The reservation's service in the page's language (English where the company wrote it,
     * docs/decisions/0049-company-texts-in-both-languages.md); null once the service was deleted.
     */
    service: (reservation: { serviceName: string | null; serviceNameEn: string | null }) =>
      reservation.serviceName === null
        ? null
        : inLanguage(locale, reservation.serviceName, reservation.serviceNameEn),
    /** the customer's estimate: 0 is a request sent without one */
    estimate: (amount: number): string =>
      amount > 0 ? euros(amount) : t('adminReservations.values.noEstimate'),
    /**
     * A value of the history as people read it: amounts in euros, days and instants as dates,
     * statuses and yes/no in words; the stored text (`120.00`, `2026-12-09`) otherwise.
     */
    historyValue: (field: string, value: string | null): string => {
      if (value === null) return t('adminReservations.detail.emptyValue');
      if (HISTORY_AMOUNTS.has(field) && Number.isFinite(Number(value))) {
        return euros(Number(value));
      }
      if (HISTORY_DAYS.has(field) && /^\d{4}-\d{2}-\d{2}$/.test(value)) return day(value);
      if (field === 'deleted_at' && !Number.isNaN(Date.parse(value))) return instant(value);
      if (field === 'paid' && (value === 'true' || value === 'false')) {
        return yesNo(value === 'true');
      }
      const stored = RESERVATION_STATUSES.find((candidate) => candidate === value);
      if (field === 'statut' && stored) return status(stored);
      return value;
    },
  };
};
