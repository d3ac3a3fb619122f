import { useTranslation } from 'react-i18next';
import { GoogleIcon } from '../../../components/PageIcons';
import { startGoogleSignIn } from '../auth-api';

/** Leaves the app for the server's Google sign-in, which comes back to /reservation or /erreur. */
export const GoogleSignInButton = () => {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={startGoogleSignIn} className="btn btn-outline w-full">
      <GoogleIcon className="size-5" />
      {t('auth.login.google')}
    </button>
  );
};
