import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAYMENT_CANCEL_REDIRECT_MS } from '@navette/shared';
import { useSession } from '../../features/auth/session-api';
import { paymentHomeOf, useReturnTo } from '../../features/payments/payment-return';
import { SimplePage } from './parts/SimplePage';

/**
 * Back from an abandoned checkout: nothing was charged; after 2 s, the customer's reservations,
 * or for a guest who paid from their manage-booking link, that page again.
 */
export default function PaymentCancelledPage() {
  const { t } = useTranslation('account');
  const session = useSession();
  const home = paymentHomeOf(session.data?.isSignedIn === true);
  // once the session is known: a guest is never sent to a sign-in page
  useReturnTo(home.to, PAYMENT_CANCEL_REDIRECT_MS, !session.isPending);
  return (
    <SimplePage name="paymentCancelled">
      <div className="flex flex-col items-start gap-4">
        <p role="status" className="text-slate-600">
          {home.guest ? t('payment.redirectingGuest') : t('payment.redirecting')}
        </p>
        <Link to={home.to} className="btn btn-ink">
          {home.guest ? t('payment.backToBooking') : t('payment.backToProfile')}
        </Link>
      </div>
    </SimplePage>
  );
}
