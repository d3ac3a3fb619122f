import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, VERIFY_REDIRECT_MS } from '@navette/shared';
import { VerifyForm } from '../../features/auth/components/VerifyForm';
import { AuthScreen } from './parts/AuthScreen';

export default function VerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useLocation().state as { email?: unknown } | null;
  const email = typeof state?.email === 'string' && state.email !== '' ? state.email : undefined;
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);

  // docs/product/accounts.md#e-mail-verification: 'Email vérifié ! Redirection...' then /login after 2 s (the e-mail is filled in there)
  useEffect(() => {
    if (verifiedEmail === null) return undefined;
    const timer = setTimeout(
      () => void navigate(ROUTES.login, { replace: true, state: { email: verifiedEmail } }),
      VERIFY_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [verifiedEmail, navigate]);

  return (
    <AuthScreen name="verify">
      <VerifyForm key={email ?? ''} email={email} onVerified={setVerifiedEmail} />
      <p className="mt-6 text-center">
        <Link
          to={ROUTES.login}
          className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline underline-offset-4 hover:text-gold-700"
        >
          {t('auth.verify.backToLogin')}
        </Link>
      </p>
    </AuthScreen>
  );
}
