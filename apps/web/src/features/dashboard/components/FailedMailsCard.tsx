import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROUTES, type Dashboard } from '@navette/shared';
import { formatDateTime } from '../../../lib/format';

/** The e-mails the SMTP server refused or that ran out of tries, linking to the e-mail log. */
export const FailedMailsCard = ({ mails }: { mails: Dashboard['mails'] }) => {
  const { t, i18n } = useTranslation('admin');
  return (
    <Link
      to={`${ROUTES.adminMails}?statut=failed`}
      className={`block rounded-lg bg-white p-4 shadow-card hover:ring-2 hover:ring-gold-400 ${
        mails.failed > 0 ? 'border-l-4 border-warning-600' : ''
      }`}
    >
      <span className="block text-sm text-slate-600">{t('adminDashboard.mails.failed')}</span>
      <span className="mt-1 block text-xl font-semibold text-ink-900">{mails.failed}</span>
      {mails.oldestFailureAt && (
        <span className="mt-1 block text-sm text-slate-700">
          {t('adminDashboard.mails.oldest', {
            date: formatDateTime(mails.oldestFailureAt, i18n.language),
          })}
        </span>
      )}
    </Link>
  );
};
