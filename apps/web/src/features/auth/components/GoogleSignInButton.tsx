import { useTranslation } from 'react-i18next';
import { GoogleIcon } from '../../../components/PageIcons';
import { startGoogleSignIn } from '../auth-api';
import { useGoogleSignInOffered } from '../sign-in-options';

/**
 * Leaves the app for the server's Google sign-in, which comes back to `returnTo` (a path the server
 * checks again), else `Mon espace`, or to /erreur. Nothing when the server has no Google sign-in
 * configured.
 */
export const GoogleSignInButton = ({ returnTo }: { returnTo?: string }) => {
  const { t } = useTranslation();
  if (!useGoogleSignInOffered()) return null;
  return (
    <button
      type="button"
      onClick={() => startGoogleSignIn(returnTo)}
      className="btn btn-outline w-full"
    >
      <GoogleIcon className="size-5" />
      {t('auth.login.google')}
    </button>
  );
};
