import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RETENTION, ROUTES, exportMyDataEndpoint } from '@navette/shared';
import type { AccountDeletion, Profile } from '@navette/shared';
import { Card, CardGrid } from '../../../components/Card';
import { DeleteAccountForm } from './DeleteAccountForm';

/** One card of the tab, named by its heading. */
const MyDataSection = ({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) => (
  <Card titleId={id} title={title} titleClassName="mb-4 text-2xl font-semibold text-ink-900">
    {children}
  </Card>
);

/**
 * The Mes données tab (docs/product/customer-area.md): what is kept and for how long, the
 * download of everything held about the customer, and the deletion of the account.
 */
export const MyDataTab = ({
  profile,
  onDelete,
}: {
  /** GET /auth/profile's answer; null while it loads */
  profile: Profile | null;
  onDelete: (body: AccountDeletion) => Promise<void>;
}) => {
  const { t } = useTranslation('account');
  return (
    <CardGrid>
      <div className="flex flex-col gap-6 lg:gap-8">
        <MyDataSection id="my-data-held" title={t('myData.heldTitle')}>
          <p className="text-slate-700">{t('myData.held', RETENTION)}</p>
          <Link
            to={ROUTES.privacy}
            className="mt-3 inline-flex min-h-11 items-center font-semibold text-gold-700 underline underline-offset-4 hover:text-ink-900"
          >
            {t('myData.policyLink')}
          </Link>
        </MyDataSection>
        <MyDataSection id="my-data-export" title={t('myData.exportTitle')}>
          <p className="text-slate-700">{t('myData.exportText')}</p>
          {/* a plain link: the browser sends the session cookie and saves the file */}
          <a href={exportMyDataEndpoint.path} download className="btn btn-ink mt-4">
            {t('myData.export')}
          </a>
        </MyDataSection>
      </div>
      <MyDataSection id="my-data-delete" title={t('myData.deleteTitle')}>
        <p className="text-slate-700">{t('myData.deleteErased')}</p>
        <p className="mt-3 mb-6 text-slate-700">{t('myData.deleteKept', RETENTION)}</p>
        {profile === null ? (
          <p aria-busy="true" className="text-slate-600">
            {t('profileAccount.loading')}
          </p>
        ) : (
          <DeleteAccountForm
            key={profile._id}
            hasPassword={profile.hasPassword}
            onDelete={onDelete}
          />
        )}
      </MyDataSection>
    </CardGrid>
  );
};
