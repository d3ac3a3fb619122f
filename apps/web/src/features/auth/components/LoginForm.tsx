import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, loginSchema } from '@navette/shared';
import type { Login } from '@navette/shared';
import { FormMessage } from '../../../components/FormMessage';
import { LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { PasswordField, TextField } from '../../../components/TextField';
import { ApiError, serverMessageOr } from '../../../lib/api-client';
import { firstFieldError, useFieldErrorText } from '../../../lib/form-errors';
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
  const errorText = useFieldErrorText();
  const signIn = useLogin();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<LoginFields, unknown, Login>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onValid = (credentials: Login) => signIn.mutate(credentials, { onSuccess: onSignedIn });
  const isUnverified =
    signIn.error instanceof ApiError && signIn.error.code === 'EMAIL_NOT_VERIFIED';

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => signIn.reset())(event)}
      className="mt-6"
    >
      <LiveAnnouncer message={errorText(firstFieldError(errors, FIELD_ORDER))} />
      <TextField
        label={t('auth.login.emailLabel')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
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
      {signIn.isError && (
        <FormMessage tone="error" className="mb-4">
          <p>{serverMessageOr(signIn.error, t('auth.login.errors.failed'))}</p>
          {isUnverified && (
            <Link
              to={ROUTES.verify}
              state={{ email: getValues('email').trim().toLowerCase() }}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-ink-900 underline underline-offset-4"
            >
              {t('auth.login.goVerify')}
            </Link>
          )}
        </FormMessage>
      )}
      <button type="submit" disabled={signIn.isPending} className="btn btn-gold mt-2 w-full">
        {signIn.isPending ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
    </form>
  );
};
