import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import type { Profile } from '@navette/shared';
import { Card, CardGrid } from '../../../components/Card';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';

/**
 * The Profil tab (docs/product/customer-area.md#profile-page): name and e-mail, the name and the
 * language of the e-mails editable, and the password. An account that signs in with Google only
 * has no password to change: it sets one through the forgotten-password code.
 */
export const AccountTab = ({
  profile,
  onProfileChange,
}: {
  /** GET /auth/profile's answer; null while it loads */
  profile: Profile | null;
  onProfileChange: (profile: Profile) => void;
}) => {
  const { t } = useTranslation();
  if (profile === null) {
    return (
      <p aria-busy="true" className="min-h-40 text-slate-600">
        {t('profileAccount.loading')}
      </p>
    );
  }
  return (
    <CardGrid>
      <Card titleId="profile-details" title={t('profileAccount.title')}>
        <ProfileForm key={profile._id} profile={profile} onProfileChange={onProfileChange} />
      </Card>
      <Card titleId="profile-password" title={t('profileAccount.password.title')}>
        {profile.hasPassword ? (
          <PasswordChangeForm />
        ) : (
          <>
            <p className="text-slate-700">{t('profileAccount.password.none')}</p>
            <Link
              to={ROUTES.forgotPassword}
              state={{ email: profile.email }}
              className="btn btn-outline mt-4"
            >
              {t('profileAccount.password.create')}
            </Link>
          </>
        )}
      </Card>
    </CardGrid>
  );
};
