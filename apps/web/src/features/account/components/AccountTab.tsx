import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import type { Profile } from '@navette/shared';
import { PasswordChangeForm } from './PasswordChangeForm';
import { ProfileForm } from './ProfileForm';

const sectionClass = 'rounded-2xl bg-white p-6 shadow-card sm:p-8';

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
    <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
      <section aria-labelledby="profile-details" className={sectionClass}>
        <h2 id="profile-details" className="mb-6 text-2xl font-semibold text-ink-900">
          {t('profileAccount.title')}
        </h2>
        <ProfileForm key={profile._id} profile={profile} onProfileChange={onProfileChange} />
      </section>
      <section aria-labelledby="profile-password" className={sectionClass}>
        <h2 id="profile-password" className="mb-6 text-2xl font-semibold text-ink-900">
          {t('profileAccount.password.title')}
        </h2>
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
      </section>
    </div>
  );
};
