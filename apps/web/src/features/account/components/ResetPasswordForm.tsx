import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormFooter } from '../../../components/form/FormFooter';
import { ResendCodeButton } from '../../../components/form/ResendCodeButton';
import { NewPasswordFields } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { VerificationCodeField } from '../../../entities/account/VerificationCodeField';
import { alertText } from '../../../lib/form-errors';
import { useForgotPassword, useResetPassword } from '../account-api';
import { resetPasswordFormSchema } from '../password-forms';
import type { ResetPasswordForm as ResetFields } from '../password-forms';

const FIELD_ORDER = ['code', 'password', 'confirmPassword'] as const;
const SERVER_FIELDS = ['code', 'password'] as const;

/**
 * The forgotten password's second step: the code from the e-mail and the new password twice
 * (POST /auth/password/reset). A new code can be asked for after a short wait; it replaces the
 * previous one.
 */
export const ResetPasswordForm = ({
  email,
  notice,
  onDone,
  onOtherEmail,
}: {
  email: string;
  /** the server's answer to the code request, when this page asked for it */
  notice: string | undefined;
  /** the server's confirmation */
  onDone: (message: string) => void;
  onOtherEmail: () => void;
}) => {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const resend = useForgotPassword();
  const { field, control, submitWith, showApiError, firstErrorText, footerOf } = useApiForm<
    ResetFields,
    { code: string; password: string }
  >({
    resolver: zodResolver(resetPasswordFormSchema),
    serverFields: SERVER_FIELDS,
    defaultValues: { code: '', password: '', confirmPassword: '' },
    request: reset,
  });

  const onValid = ({ code, password }: { code: string; password: string }) =>
    reset.mutate(
      { email, code, password },
      { onSuccess: ({ message }) => onDone(message), onError: showApiError },
    );

  const askNewCode = () => {
    resend.mutate({ email });
    return true;
  };

  return (
    <>
      <FormAlert tone="info" className="mt-6">
        {resend.data?.message ?? notice ?? t('passwordReset.codeFor', { email })}
      </FormAlert>
      <form noValidate onSubmit={submitWith(onValid)} className="mt-6">
        <LiveAnnouncer message={firstErrorText(FIELD_ORDER)} />
        <VerificationCodeField
          label={t('passwordReset.codeLabel')}
          hint={(limits) => t('passwordReset.codeHint', limits)}
          {...field('code')}
        />
        <NewPasswordFields
          control={control}
          names={['password', 'confirmPassword']}
          labels={[t('passwordReset.passwordLabel'), t('passwordReset.confirmLabel')]}
        />
        <FormFooter
          {...footerOf(t('passwordReset.failed'))}
          labels={[t('passwordReset.submit'), t('passwordReset.submitting')]}
          buttonClassName="btn btn-gold mt-2 w-full"
        />
      </form>
      <div className="mt-6 flex flex-col gap-3 border-t border-slate-200 pt-6 sm:flex-row">
        <ResendCodeButton
          onResend={askNewCode}
          pending={resend.isPending}
          labels={[t('passwordReset.resend'), t('passwordReset.sending')]}
          className="btn btn-outline flex-1"
        />
        <button type="button" onClick={onOtherEmail} className="btn btn-outline flex-1">
          {t('passwordReset.otherEmail')}
        </button>
      </div>
      <FormAlert tone="error" className="mt-4">
        {alertText(resend.error, t('passwordReset.requestFailed'))}
      </FormAlert>
    </>
  );
};
