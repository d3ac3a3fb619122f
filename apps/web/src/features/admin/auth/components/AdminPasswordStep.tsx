import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { adminPasswordChangeSchema, type AdminSignInStep } from '@navette/shared';
import { FormFooter } from '../../../../components/form/FormFooter';
import { PasswordField } from '../../../../components/form/TextField';
import { useApiForm } from '../../../../components/form/use-api-form';
import { alertText } from '../../../../lib/form-errors';
import { useAdminPasswordChange, type AdminNewPassword } from '../admin-login-api';

type PasswordFields = { password: string; confirmPassword: string };

/** The shared rule (12 characters) plus the confirmation; the server also refuses common ones. */
const passwordFormSchema = adminPasswordChangeSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'auth.adminLogin.errors.passwordsDiffer',
  })
  .transform(({ password }): AdminNewPassword => ({ password }));

/** A first sign-in with a generated password: a personal one replaces it before anything else. */
export const AdminPasswordStep = ({ onStep }: { onStep: (next: AdminSignInStep) => void }) => {
  const { t } = useTranslation();
  const change = useAdminPasswordChange();
  const {
    register,
    submitWith,
    errorText,
    showApiError,
    formState: { errors },
  } = useApiForm<PasswordFields, AdminNewPassword>({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
    serverFields: ['password'],
  });

  return (
    <form
      noValidate
      onSubmit={submitWith((body) =>
        change.mutate(body, { onSuccess: onStep, onError: showApiError }),
      )}
      className="mt-6"
    >
      <h2 className="text-xl font-semibold text-ink-900">
        {t('auth.adminLogin.changePassword.title')}
      </h2>
      <p className="mt-2 mb-4 text-slate-600">{t('auth.adminLogin.changePassword.intro')}</p>
      <PasswordField
        label={t('auth.adminLogin.changePassword.passwordLabel')}
        autoComplete="new-password"
        required
        error={errorText(errors.password)}
        {...register('password')}
      />
      <PasswordField
        label={t('auth.adminLogin.changePassword.confirmLabel')}
        autoComplete="new-password"
        required
        error={errorText(errors.confirmPassword)}
        {...register('confirmPassword')}
        className="mt-2"
      />
      <FormFooter
        error={
          errors.password
            ? undefined
            : alertText(change.error, t('auth.adminLogin.errors.stepFailed'))
        }
        pending={change.isPending}
        labels={[
          t('auth.adminLogin.changePassword.submit'),
          t('auth.adminLogin.changePassword.submitting'),
        ]}
        buttonClassName="btn btn-ink mt-2 w-full"
      />
    </form>
  );
};
