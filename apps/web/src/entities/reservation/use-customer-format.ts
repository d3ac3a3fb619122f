import { useTranslation } from 'react-i18next';
import { formatLongDate } from '@navette/shared';
import type { CustomerReservation, ReservationStatus } from '@navette/shared';
import { formatEuros, locale } from '../../lib/format';

const STATUS_KEYS = {
  'en attente': 'customerReservations.statuses.pending',
  confirmé: 'customerReservations.statuses.confirmed',
  annulé: 'customerReservations.statuses.cancelled',
  terminé: 'customerReservations.statuses.completed',
} as const satisfies Record<ReservationStatus, string>;

/** Days, euros, statuses and yes/no as the customer reads them (fr-FR or en-GB). */
export const useCustomerFormat = () => {
  const { t, i18n } = useTranslation('account');
  const lng = i18n.language;
  return {
    day: (date: string): string => formatLongDate(date, locale(lng)),
    euros: (amount: number): string => formatEuros(amount, lng, true),
    status: (status: ReservationStatus): string => t(STATUS_KEYS[status]),
    /**
     * The statut as the customer reads it: a request waiting for their answer to a quote is
     * "Devis reçu — à confirmer", not the "En attente" of one waiting for the company's quote.
     */
    reservationStatus: (reservation: Pick<CustomerReservation, 'statut' | 'devis'>): string =>
      reservation.statut === 'en attente' && reservation.devis !== null
        ? t('customerReservations.statuses.quoteReceived')
        : t(STATUS_KEYS[reservation.statut]),
    yesNo: (value: boolean): string =>
      value ? t('customerReservations.detail.yes') : t('customerReservations.detail.no'),
  };
};
