import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { adminLoginSchema, type AdminSignInStep } from '@navette/shared';
import { LiveAnnouncer } from '../../../../components/LiveAnnouncer';
import { FormFooter } from '../../../../components/form/FormFooter';
import { EmailField, PasswordField } from '../../../../components/form/TextField';
import { useApiForm } from '../../../../components/form/use-api-form';
import { ApiError } from '../../../../lib/api-client';
import { firstFieldError } from '../../../../lib/form-errors';
import { useAdminLogin } from '../admin-login-api';
import type { AdminCredentials } from '../admin-login-api';

type AdminLoginFields = { email: string; password: string };

const FIELD_ORDER = ['email', 'password'] as const;

/**
 * The back-office sign-in's first step; a refusal always reads the same (no hint about which part
 * failed). Success opens no session yet: the server answers the next step.
 */
export const AdminLoginForm = ({ onStep }: { onStep: (next: AdminSignInStep) => void }) => {
  const { t } = useTranslation();
  const signIn = useAdminLogin();
  const {
    register,
    submitWith,
    errorText,
    formState: { errors },
  } = useApiForm<AdminLoginFields, AdminCredentials>({
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
      onSubmit={submitWith(
        (credentials) => signIn.mutate(credentials, { onSuccess: onStep }),
        () => signIn.reset(),
      )}
      className="mt-6"
    >
      <LiveAnnouncer message={errorText(firstFieldError(errors, FIELD_ORDER))} />
      <EmailField
        label={t('auth.adminLogin.emailLabel')}
        autoComplete="username"
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
      <FormFooter
        error={signIn.isError ? failure : undefined}
        pending={signIn.isPending}
        labels={[t('auth.adminLogin.submit'), t('auth.adminLogin.submitting')]}
        buttonClassName="btn btn-ink mt-2 w-full"
      />
    </form>
  );
};
