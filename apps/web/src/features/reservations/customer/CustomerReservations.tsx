import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { LoadingLine } from '../../../components/Spinner';
import { serverMessageOr } from '../../../lib/api-client';
import { useMyReservations, useReloadMyReservations } from './customer-reservations-api';
import { CustomerReservationCard } from './CustomerReservationCard';
import { useReservationActions } from './use-reservation-actions';

/**
 * The Réservations tab (docs/product/customer-area.md#reservations-tab): the customer's
 * reservations, upcoming first, with their quote and statut; accepting or cancelling a quote;
 * paying a confirmed one on the provider's checkout page. A refused change or payment is shown on
 * the card it concerns, where the customer's focus is.
 */
export const CustomerReservations = () => {
  const { t } = useTranslation('account');
  const reservations = useMyReservations();
  const reload = useReloadMyReservations();
  const { decide, pay, busyId, failure, dismissFailure } = useReservationActions(
    () => void reload(),
  );

  if (reservations.isPending) {
    return <LoadingLine label={t('customerReservations.loading')} />;
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
              onDismissFailure={dismissFailure}
            />
          </li>
        ))}
      </ul>
    </section>
  );
};
