import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAYMENT_SUCCESS_REDIRECT_MS } from '@navette/shared';
import { serverMessageOr } from '../../lib/api-client';
import {
  PROFILE_RESERVATIONS,
  usePaymentCheck,
  useReturnToProfile,
} from '../../features/payments/payment-return';
import { SimplePage } from './parts/SimplePage';

/**
 * Back from the checkout (`?reservationId=…&session_id=…`): the server checks the payment with
 * the provider, the page says what it found, then returns to the reservations after 1 s.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const reservationId = params.get('reservationId');
  const check = usePaymentCheck(reservationId, params.get('session_id'));
  const settled = reservationId === null || !check.isPending;
  useReturnToProfile(PAYMENT_SUCCESS_REDIRECT_MS, settled);

  let outcome: { text: string; tone: 'ok' | 'wait' | 'error' };
  if (reservationId === null) outcome = { text: t('payment.failed'), tone: 'error' };
  else if (check.isPending) outcome = { text: t('payment.checking'), tone: 'wait' };
  else if (check.isError) {
    outcome = { text: serverMessageOr(check.error, t('payment.failed')), tone: 'error' };
  } else if (check.data.paid) outcome = { text: t('payment.paid'), tone: 'ok' };
  else outcome = { text: t('payment.pending'), tone: 'wait' };

  return (
    <SimplePage name="paymentSuccess">
      <div className="flex flex-col items-start gap-4">
        <p
          role={outcome.tone === 'error' ? 'alert' : 'status'}
          className={`text-lg ${outcome.tone === 'error' ? 'text-error-600' : 'text-ink-900'}`}
        >
          {outcome.text}
        </p>
        {settled && <p className="text-slate-600">{t('payment.redirecting')}</p>}
        <Link to={PROFILE_RESERVATIONS} className="btn btn-ink">
          {t('payment.backToProfile')}
        </Link>
      </div>
    </SimplePage>
  );
}
