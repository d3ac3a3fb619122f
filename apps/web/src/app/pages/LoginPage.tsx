import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RETURN_TO_PARAM, ROUTES, safeReturnPath } from '@navette/shared';
import { FormAlert } from '../../components/form/FormAlert';
import { useLoginSuccess } from '../../features/auth/session-api';
import { GoogleSignInButton } from '../../features/auth/components/GoogleSignInButton';
import { LoginForm } from '../../features/auth/components/LoginForm';
import { useGoogleSignInOffered } from '../../features/auth/sign-in-options';
import { AuthScreen } from './parts/AuthScreen';

interface LoginState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown };
  email?: unknown;
  /** a confirmation to show above the form (the forgotten password's "password changed") */
  notice?: unknown;
}

/**
 * Where to go after signing in (docs/product/accounts.md#after-signing-in): the page the user guard
 * stopped (location.state.from), else the `?next=` path a link carried, else `Mon espace`. Only a
 * path of this site is followed (safeReturnPath), never another origin nor the sign-in screens.
 */
const destination = (state: LoginState | null, next: string | null): string => {
  const from = state?.from;
  const fromPath =
    typeof from?.pathname === 'string'
      ? `${from.pathname}${typeof from.search === 'string' ? from.search : ''}${
          typeof from.hash === 'string' ? from.hash : ''
        }`
      : undefined;
  return safeReturnPath(fromPath) ?? safeReturnPath(next) ?? ROUTES.profile;
};

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLocation().state as LoginState | null;
  const [searchParams] = useSearchParams();
  const session = useLoginSuccess();
  const target = destination(state, searchParams.get(RETURN_TO_PARAM));
  const googleOffered = useGoogleSignInOffered();

  // an existing session on load goes on at once (docs/product/accounts.md#after-signing-in)
  if (session.data?.isSignedIn) return <Navigate to={target} replace />;

  return (
    <AuthScreen name="login" eyebrow={t('auth.login.welcome')}>
      <FormAlert tone="success" className="mt-6">
        {typeof state?.notice === 'string' ? state.notice : undefined}
      </FormAlert>
      {/* the form shows at once: most visitors are signed out, and the check only redirects */}
      <LoginForm
        defaultEmail={typeof state?.email === 'string' ? state.email : ''}
        onSignedIn={() => void navigate(target, { replace: true })}
      />
      {googleOffered && (
        <>
          <div className="my-6 flex items-center gap-4 text-sm text-slate-600" aria-hidden="true">
            <span className="h-px flex-1 bg-slate-200" />
            {t('auth.login.or')}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
          <GoogleSignInButton returnTo={target} />
        </>
      )}
      <p className="mt-6 text-center text-slate-600">
        {t('auth.login.noAccount')}{' '}
        <Link
          to={ROUTES.register}
          className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline underline-offset-4 hover:text-gold-700"
        >
          {t('auth.login.createAccount')}
        </Link>
      </p>
    </AuthScreen>
  );
}
