import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { adminLoginSchema } from '@navette/shared';
import { FormMessage } from '../../../../components/FormMessage';
import { LiveAnnouncer } from '../../../../components/LiveAnnouncer';
import { PasswordField, TextField } from '../../../../components/TextField';
import { ApiError } from '../../../../lib/api-client';
import { firstFieldError, useFieldErrorText } from '../../../../lib/form-errors';
import { useAdminLogin } from '../admin-login-api';
import type { AdminCredentials } from '../admin-login-api';

type AdminLoginFields = { email: string; password: string };

const FIELD_ORDER = ['email', 'password'] as const;

/** The back-office sign-in; a refusal always reads the same (no hint about which part failed). */
export const AdminLoginForm = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const signIn = useAdminLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AdminLoginFields, unknown, AdminCredentials>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const failure =
    signIn.error instanceof ApiError && signIn.error.code === 'RATE_LIMITED'
      ? signIn.error.message
      : t('auth.adminLogin.errors.failed');

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void handleSubmit(
          (credentials) => signIn.mutate(credentials, { onSuccess: onSignedIn }),
          () => signIn.reset(),
        )(event)
      }
      className="mt-6"
    >
      <LiveAnnouncer message={errorText(firstFieldError(errors, FIELD_ORDER))} />
      <TextField
        label={t('auth.adminLogin.emailLabel')}
        type="email"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        required
        error={errorText(errors.email)}
        {...register('email')}
      />
      <PasswordField
        label={t('auth.adminLogin.passwordLabel')}
        autoComplete="current-password"
        required
        error={errorText(errors.password)}
        {...register('password')}
        className="mt-2"
      />
      {signIn.isError && (
        <FormMessage tone="error" className="mb-4">
          {failure}
        </FormMessage>
      )}
      <button type="submit" disabled={signIn.isPending} className="btn btn-ink mt-2 w-full">
        {signIn.isPending ? t('auth.adminLogin.submitting') : t('auth.adminLogin.submit')}
      </button>
    </form>
  );
};
