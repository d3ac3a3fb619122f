import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerReservation, CustomerStatut } from '@navette/shared';
import { toast } from '../../../components/toast-store';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { useStartPayment, useUpdateMyStatut } from './customer-reservations-api';

export interface CardFailure {
  id: number;
  reservationId: string;
  message: string;
}

/**
 * What a customer card's buttons do (docs/product/customer-area.md#reservations-tab), for the
 * Réservations tab and the "Gérer ma réservation" page alike: accept or cancel the quote shown
 * (cancelling was asked in the card's dialog), pay on the provider's page. A refused change or
 * payment is kept for the card it concerns; `reload` reads the reservation(s) again after a 409.
 */
export const useReservationActions = (reload: (reservationId: string) => void) => {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<CardFailure | null>(null);
  // a new id each time, so that the same failure after a dismissal shows again
  const onFailure = (reservationId: string, message: string) =>
    setFailure((last) => ({ id: (last?.id ?? 0) + 1, reservationId, message }));
  const updateStatut = useUpdateMyStatut();
  const startPayment = useStartPayment();

  const decide = (reservation: CustomerReservation, statut: CustomerStatut) => {
    // the amount shown is the one accepted; the buttons exist only once there is one
    const devis = reservation.devis;
    if (devis === null) return;
    setFailure(null);
    updateStatut.mutate(
      // the version shown: a trip the company changed since is refused, never accepted unseen
      { id: reservation._id, statut, devis, version: reservation.version },
      {
        onSuccess: () =>
          toast.success(
            statut === 'confirmé'
              ? t('customerReservations.confirmed')
              : t('customerReservations.cancelled'),
          ),
        onError: (error) => {
          onFailure(
            reservation._id,
            serverMessageOr(error, t('customerReservations.updateFailed')),
          );
          // the quote, the trip or the statut changed since it was read: show it as it is now
          if (error instanceof ApiError && error.status === 409) reload(reservation._id);
        },
      },
    );
  };

  const pay = (reservation: CustomerReservation) => {
    setFailure(null);
    startPayment.mutate(reservation, {
      // the provider's hosted page (or the site's test checkout) takes over from here
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => {
        onFailure(reservation._id, serverMessageOr(error, t('customerReservations.payFailed')));
        if (error instanceof ApiError && error.status === 409) reload(reservation._id);
      },
    });
  };

  const busyId =
    (updateStatut.isPending && updateStatut.variables.id) ||
    ((startPayment.isPending || startPayment.isSuccess) && startPayment.variables?._id) ||
    null;

  return { decide, pay, busyId, failure, dismissFailure: () => setFailure(null) };
};
