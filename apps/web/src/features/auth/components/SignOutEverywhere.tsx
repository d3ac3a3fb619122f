import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { LogOutIcon } from '../../../components/Icons';
import { toast } from '../../../components/toast-store';
import { useLogoutEverywhere } from '../auth-api';
import { useMarkSignedOut } from '../session-api';

/**
 * "Sign out everywhere" (docs/product/accounts.md#sign-out-everywhere): after the confirmation
 * toast, every session of the account ends, and this browser goes to the sign-in page.
 */
export const SignOutEverywhere = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const logoutEverywhere = useLogoutEverywhere();
  const markSignedOut = useMarkSignedOut();

  const signOut = () =>
    logoutEverywhere.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('auth.login.loggedOutEverywhere'));
        void navigate(ROUTES.login, { replace: true });
        markSignedOut();
      },
      onError: () => toast.error(t('nav.logoutFailed')),
    });

  return (
    <section aria-labelledby="sign-out-everywhere" className="max-w-2xl">
      <h2 id="sign-out-everywhere" className="text-xl font-semibold text-ink-900">
        {t('auth.signOutEverywhere.title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('auth.signOutEverywhere.intro')}</p>
      <button
        type="button"
        className="btn btn-outline mt-4"
        disabled={logoutEverywhere.isPending}
        onClick={() => toast.confirm(t('auth.signOutEverywhere.confirm'), { onConfirm: signOut })}
      >
        <LogOutIcon className="size-4" />
        {logoutEverywhere.isPending
          ? t('auth.signOutEverywhere.sending')
          : t('auth.signOutEverywhere.button')}
      </button>
    </section>
  );
};
