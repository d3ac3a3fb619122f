import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, loginSchema } from '@navette/shared';
import type { Login } from '@navette/shared';
import { LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { FormFooter } from '../../../components/form/FormFooter';
import { EmailField, PasswordField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { ApiError } from '../../../lib/api-client';
import { alertText, firstFieldError } from '../../../lib/form-errors';
import { useLogin } from '../auth-api';

type LoginFields = { email: string; password: string };

const FIELD_ORDER = ['email', 'password'] as const;

/** E-mail and password; a 403 for an unverified address offers the way to /verify. */
export const LoginForm = ({
  defaultEmail = '',
  onSignedIn,
}: {
  defaultEmail?: string;
  onSignedIn: () => void;
}) => {
  const { t } = useTranslation();
  const signIn = useLogin();
  const {
    register,
    submitWith,
    errorText,
    getValues,
    watch,
    formState: { errors },
  } = useApiForm<LoginFields, Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onValid = (credentials: Login) => signIn.mutate(credentials, { onSuccess: onSignedIn });
  const isUnverified =
    signIn.error instanceof ApiError && signIn.error.code === 'EMAIL_NOT_VERIFIED';
  const failure = alertText(signIn.error, t('auth.login.errors.failed'));

  return (
    <form noValidate onSubmit={submitWith(onValid, () => signIn.reset())} className="mt-6">
      <LiveAnnouncer message={errorText(firstFieldError(errors, FIELD_ORDER))} />
      <EmailField
        label={t('auth.login.emailLabel')}
        error={errorText(errors.email)}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.login.passwordLabel')}
        autoComplete="current-password"
        error={errorText(errors.password)}
        {...register('password')}
        className="mt-2"
      />
      <p className="-mt-1 mb-3 text-right">
        <Link
          to={ROUTES.forgotPassword}
          state={{ email: watch('email').trim().toLowerCase() }}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-ink-900 underline underline-offset-4 hover:text-gold-700"
        >
          {t('auth.login.forgotPassword')}
        </Link>
      </p>
      <FormFooter
        error={
          failure && (
            <>
              <p>{failure}</p>
              {isUnverified && (
                <Link
                  to={ROUTES.verify}
                  state={{ email: getValues('email').trim().toLowerCase() }}
                  className="mt-2 inline-flex min-h-11 items-center font-semibold text-ink-900 underline underline-offset-4"
                >
                  {t('auth.login.goVerify')}
                </Link>
              )}
            </>
          )
        }
        pending={signIn.isPending}
        labels={[t('auth.login.submit'), t('auth.login.submitting')]}
        buttonClassName="btn btn-gold mt-2 w-full"
      />
    </form>
  );
};
