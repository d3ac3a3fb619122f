import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES } from '@navette/shared';
import { RegisterForm } from '../../features/auth/components/RegisterForm';
import { AuthScreen } from './parts/AuthScreen';

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // `?email=` prefills the address (the "Gérer ma réservation" page's offer of an account)
  const [params] = useSearchParams();
  const email = (params.get('email') ?? '').slice(0, 254);
  return (
    <AuthScreen name="register">
      {/* a 201 leads to /verify with the e-mail as navigation state */}
      <RegisterForm
        defaultEmail={email}
        onRegistered={(address) => void navigate(ROUTES.verify, { state: { email: address } })}
      />
      <p className="mt-6 text-center text-slate-600">
        {t('auth.register.haveAccount')}{' '}
        <Link
          to={ROUTES.login}
          className="inline-flex min-h-11 items-center font-semibold text-ink-900 underline underline-offset-4 hover:text-gold-700"
        >
          {t('auth.register.signIn')}
        </Link>
      </p>
    </AuthScreen>
  );
}
