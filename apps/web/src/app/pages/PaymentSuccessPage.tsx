import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { serverMessageOr } from '../../lib/api-client';
import { PaidReservationSummary } from '../../features/payments/components/PaidReservationSummary';
import { useSession } from '../../features/auth/session-api';
import {
  paymentHomeOf,
  usePaidReservation,
  usePaymentCheck,
} from '../../features/payments/payment-return';
import { SimplePage } from './parts/SimplePage';

/**
 * Back from the checkout (`?reservationId=…&session_id=…`): the server checks the payment with
 * the provider and the page says what it found, then shows what was paid for (reference, trip,
 * amount, facture). It stays until the customer chooses to go to their space, or a guest who
 * paid from their manage-booking link back to that page
 * (docs/product/customer-area.md#payment-return-pages).
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const reservationId = params.get('reservationId');
  const check = usePaymentCheck(reservationId, params.get('session_id'));
  const { reservation, attempts } = usePaidReservation(reservationId, check.isSuccess);
  const paid = check.data?.paid === true;
  const home = paymentHomeOf(useSession().data?.isSignedIn === true);
  // a guest's documents are on their reservation's page, not in an account
  const failed = home.guest ? t('payment.failedGuest') : t('payment.failed');
  const pending = home.guest ? t('payment.pendingGuest') : t('payment.pending');

  let outcome: { text: string; tone: 'ok' | 'wait' | 'error' };
  if (reservationId === null) outcome = { text: failed, tone: 'error' };
  else if (check.isPending) outcome = { text: t('payment.checking'), tone: 'wait' };
  else if (check.isError) {
    outcome = {
      text: serverMessageOr(check.error, failed),
      tone: 'error',
    };
  } else if (check.data.paid) outcome = { text: t('payment.paid'), tone: 'ok' };
  else outcome = { text: pending, tone: 'wait' };

  return (
    <SimplePage name="paymentSuccess">
      <div className="flex flex-col items-start gap-6">
        <div role={outcome.tone === 'error' ? 'alert' : 'status'}>
          {outcome.tone === 'ok' ? (
            <h2 className="font-serif text-2xl text-ink-900 md:text-3xl">{outcome.text}</h2>
          ) : (
            <p
              className={`text-lg ${outcome.tone === 'error' ? 'text-error-600' : 'text-ink-900'}`}
            >
              {outcome.text}
            </p>
          )}
        </div>
        {reservation && (
          <PaidReservationSummary
            reservation={reservation}
            amount={paid ? (check.data?.devis ?? reservation.devis) : null}
            attempts={attempts}
            guest={home.guest}
          />
        )}
        <Link to={home.to} className="btn btn-gold">
          {home.guest ? t('payment.toBooking') : t('payment.toProfile')}
        </Link>
      </div>
    </SimplePage>
  );
}
