import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCodeSchema } from '@navette/shared';
import { FormFooter } from '../../../../components/form/FormFooter';
import { TextField } from '../../../../components/form/TextField';
import { useApiForm } from '../../../../components/form/use-api-form';
import { alertText } from '../../../../lib/form-errors';
import type { AdminCodeInput } from '../admin-login-api';

export interface AdminCodeFormProps {
  label: string;
  submitLabel: string;
  pendingLabel: string;
  /** a recovery code (letters and dashes) rather than the app's 6 digits */
  isRecovery?: boolean;
  pending: boolean;
  error: unknown;
  onCode: (input: AdminCodeInput) => void;
  /** under the button: the switch to a recovery code */
  children?: ReactNode;
}

/** One code of the second factor: the authenticator app's 6 digits, or a recovery code. */
export const AdminCodeForm = ({
  label,
  submitLabel,
  pendingLabel,
  isRecovery = false,
  pending,
  error,
  onCode,
  children,
}: AdminCodeFormProps) => {
  const { t } = useTranslation();
  const {
    register,
    submitWith,
    errorText,
    formState: { errors },
  } = useApiForm<{ code: string }, AdminCodeInput>({
    resolver: zodResolver(adminCodeSchema),
    defaultValues: { code: '' },
  });
  return (
    <form noValidate onSubmit={submitWith(onCode)} className="mt-4">
      <TextField
        label={label}
        autoComplete="one-time-code"
        inputMode={isRecovery ? 'text' : 'numeric'}
        spellCheck={false}
        autoCapitalize="off"
        required
        error={errorText(errors.code)}
        {...register('code')}
      />
      <FormFooter
        error={alertText(error, t('auth.adminLogin.errors.stepFailed'))}
        pending={pending}
        labels={[submitLabel, pendingLabel]}
        buttonClassName="btn btn-ink mt-2 w-full"
      />
      {children}
    </form>
  );
};
