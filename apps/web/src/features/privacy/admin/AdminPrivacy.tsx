import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { Spinner } from '../../../components/Spinner';
import { serverMessageOr } from '../../../lib/api-client';
import { PersonRequest } from './PersonRequest';
import { PrivacyOverview } from './PrivacyOverview';
import { useAdminPrivacyOverview } from './privacy-admin-api';

/**
 * The Données personnelles page (docs/product/data-protection.md): the retention periods in
 * force, what the nightly purge last did, and a person's request (export, erasure).
 */
export const AdminPrivacy = () => {
  const { t } = useTranslation('admin');
  const overview = useAdminPrivacyOverview();
  return (
    <div className="grid min-w-0 items-start gap-6 lg:grid-cols-2">
      <div className="flex min-w-0 flex-col gap-6">
        {overview.isPending && (
          <div className="flex justify-center rounded-lg bg-white p-8 shadow-card">
            <Spinner label={t('adminPrivacy.loading')} />
          </div>
        )}
        {overview.isError && (
          <ErrorBanner
            title={t('adminPrivacy.loadError')}
            message={serverMessageOr(overview.error, overview.error.message)}
          />
        )}
        {overview.data && <PrivacyOverview overview={overview.data} />}
      </div>
      <PersonRequest />
    </div>
  );
};
