import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { SimplePage } from './parts/SimplePage';

export default function PaymentCancelledPage() {
  const { t } = useTranslation();
  return (
    <SimplePage name="paymentCancelled">
      <Link to={ROUTES.home} className="btn btn-ink">
        {t('common.backHome')}
      </Link>
    </SimplePage>
  );
}
