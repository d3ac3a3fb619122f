import { useTranslation } from 'react-i18next';
import { documentWarning, parisToday } from '@navette/shared';

/**
 * How near a document of the road is to its last valid day (docs/product/dispatch.md#dashboard):
 * nothing while it is valid for more than 30 days; then « Expire dans 12 jours », « Expire
 * aujourd’hui », « Expiré ». The one rule is rules/document-expiry.ts, as on the dashboard.
 */
export const ExpiryBadge = ({
  lastValidDay,
  today = parisToday(),
}: {
  lastValidDay: string | null | undefined;
  today?: string;
}) => {
  const { t } = useTranslation('admin');
  const daysLeft = documentWarning(lastValidDay, today);
  if (daysLeft === null) return null;
  const expired = daysLeft < 0;
  return (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${
        expired ? 'bg-error-50 text-error-600' : 'bg-warning-50 text-warning-600'
      }`}
    >
      {expired
        ? t('roadPapers.expired')
        : daysLeft === 0
          ? t('roadPapers.expiresToday')
          : t('roadPapers.expiresIn', { count: daysLeft })}
    </span>
  );
};
