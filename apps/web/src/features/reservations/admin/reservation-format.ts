import { useTranslation } from 'react-i18next';
import type { ReservationStatus } from '@navette/shared';

/** The translation key of each status's label (the stored values are the French words). */
export const STATUS_KEYS = {
  'en attente': 'adminReservations.statuses.pending',
  confirmé: 'adminReservations.statuses.confirmed',
  annulé: 'adminReservations.statuses.cancelled',
} as const satisfies Record<ReservationStatus, string>;

export const STATUS_CLASSES: Record<ReservationStatus, string> = {
  'en attente': 'bg-warning-50 text-warning-600',
  confirmé: 'bg-success-50 text-success-600',
  annulé: 'bg-error-50 text-error-600',
};

/** Dates, times, euros and yes/no as the back-office shows them, in the page's language. */
export const useReservationFormat = () => {
  const { t, i18n } = useTranslation('admin');
  const locale = i18n.language;
  const euros = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
  return {
    /** a YYYY-MM-DD trip date, read as a calendar day (no time zone shift) */
    day: (date: string): string => {
      const [year, month, day] = date.split('-').map(Number);
      if (!year || !month || !day) return date;
      return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(Date.UTC(year, month - 1, day)),
      );
    },
    /** an ISO instant, in the browser's time zone */
    instant: (iso: string): string =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(iso),
      ),
    euros: (amount: number): string => euros.format(amount),
    yesNo: (value: boolean): string =>
      value ? t('adminReservations.values.yes') : t('adminReservations.values.no'),
    status: (status: ReservationStatus): string => t(STATUS_KEYS[status]),
  };
};
