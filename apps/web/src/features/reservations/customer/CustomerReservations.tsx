import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import type { CustomerReservation, CustomerStatut } from '@navette/shared';
import { Spinner } from '../../../components/Spinner';
import { toast } from '../../../components/toast-store';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import {
  useMyReservations,
  useReloadMyReservations,
  useStartPayment,
  useUpdateMyStatut,
} from './customer-reservations-api';
import { CustomerReservationCard } from './CustomerReservationCard';

interface CardFailure {
  id: number;
  reservationId: string;
  message: string;
}

/**
 * The Réservations tab (docs/product/customer-area.md#reservations-tab): the customer's
 * reservations, upcoming first, with their quote and statut; accepting or cancelling a quote;
 * paying a confirmed one on the provider's checkout page. A refused change or payment is shown on
 * the card it concerns, where the customer's focus is.
 */
export const CustomerReservations = () => {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<CardFailure | null>(null);
  // a new id each time, so that the same failure after a dismissal shows again
  const onFailure = (reservationId: string, message: string) =>
    setFailure((last) => ({ id: (last?.id ?? 0) + 1, reservationId, message }));
  const reservations = useMyReservations();
  const reload = useReloadMyReservations();
  const updateStatut = useUpdateMyStatut();
  const startPayment = useStartPayment();

  const send = (reservation: CustomerReservation, statut: CustomerStatut, devis: number) => {
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
          // the quote, the trip or the statut changed since the list was read: show it as it is now
          if (error instanceof ApiError && error.status === 409) void reload();
        },
      },
    );
  };

  const decide = (reservation: CustomerReservation, statut: CustomerStatut) => {
    // the amount shown is the one accepted; the buttons exist only once there is one
    const devis = reservation.devis;
    // cancelling was asked in the card's dialog, which names the trip
    if (devis === null) return;
    send(reservation, statut, devis);
  };

  const pay = (reservation: CustomerReservation) => {
    setFailure(null);
    startPayment.mutate(reservation, {
      // the provider's hosted page (or the site's test checkout) takes over from here
      onSuccess: ({ url }) => window.location.assign(url),
      onError: (error) => {
        onFailure(reservation._id, serverMessageOr(error, t('customerReservations.payFailed')));
        if (error instanceof ApiError && error.status === 409) void reload();
      },
    });
  };

  const busyId =
    (updateStatut.isPending && updateStatut.variables.id) ||
    ((startPayment.isPending || startPayment.isSuccess) && startPayment.variables?._id) ||
    null;

  if (reservations.isPending) {
    return (
      <div className="flex items-center gap-3 py-8 text-slate-600">
        <Spinner size="small" color="gray" label={t('customerReservations.loading')} />
        <span aria-hidden="true">{t('customerReservations.loading')}</span>
      </div>
    );
  }
  if (reservations.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-lg bg-error-50 p-4">
        <p className="text-sm text-error-600">
          {serverMessageOr(reservations.error, t('customerReservations.loadFailed'))}
        </p>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void reservations.refetch()}
        >
          {t('customerReservations.retry')}
        </button>
      </div>
    );
  }
  if (reservations.data.length === 0) {
    return (
      <div className="flex max-w-2xl flex-col items-start gap-3 rounded-lg bg-white p-6 shadow-card">
        <h2 className="font-serif text-xl text-ink-900">{t('customerReservations.emptyTitle')}</h2>
        <p className="text-slate-700">{t('customerReservations.emptyText')}</p>
        <Link to={ROUTES.quoteEntry} className="btn btn-gold">
          {t('customerReservations.emptyCta')}
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="my-reservations" className="flex flex-col gap-4">
      <h2 id="my-reservations" className="font-serif text-2xl text-ink-900">
        {t('customerReservations.title')}
      </h2>
      <ul className="grid gap-4 lg:grid-cols-2">
        {reservations.data.map((reservation) => (
          <li key={reservation._id} className="flex">
            <CustomerReservationCard
              reservation={reservation}
              busy={busyId === reservation._id}
              onDecide={decide}
              onPay={pay}
              failure={failure?.reservationId === reservation._id ? failure : null}
              onDismissFailure={() => setFailure(null)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
};
