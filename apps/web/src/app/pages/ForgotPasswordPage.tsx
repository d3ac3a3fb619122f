import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { PasswordReset } from '../../features/account/components/PasswordReset';
import { AuthScreen } from './parts/AuthScreen';

/** The forgotten password (docs/product/accounts.md); success goes to /login with the server's message. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = useLocation().state as { email?: unknown } | null;

  return (
    <AuthScreen name="forgotPassword">
      <PasswordReset
        linkEmail={params.get('email')}
        defaultEmail={typeof state?.email === 'string' ? state.email : ''}
        onDone={(email, message) =>
          void navigate(ROUTES.login, { replace: true, state: { email, notice: message } })
        }
      />
      <p className="mt-6 text-center">
        <Link
          to={ROUTES.login}
          className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline underline-offset-4 hover:text-gold-700"
        >
          {t('passwordReset.backToLogin')}
        </Link>
      </p>
    </AuthScreen>
  );
}
