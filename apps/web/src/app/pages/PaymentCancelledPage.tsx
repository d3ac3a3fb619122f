import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAYMENT_CANCEL_REDIRECT_MS } from '@navette/shared';
import { PROFILE_RESERVATIONS, useReturnToProfile } from '../../features/payments/payment-return';
import { SimplePage } from './parts/SimplePage';

/** Back from an abandoned checkout: nothing was charged; the reservations again after 2 s. */
export default function PaymentCancelledPage() {
  const { t } = useTranslation('account');
  useReturnToProfile(PAYMENT_CANCEL_REDIRECT_MS);
  return (
    <SimplePage name="paymentCancelled">
      <div className="flex flex-col items-start gap-4">
        <p role="status" className="text-slate-600">
          {t('payment.redirecting')}
        </p>
        <Link to={PROFILE_RESERVATIONS} className="btn btn-ink">
          {t('payment.backToProfile')}
        </Link>
      </div>
    </SimplePage>
  );
}
