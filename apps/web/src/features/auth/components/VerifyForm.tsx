import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ROUTES, verifySchema } from '@navette/shared';
import type { Verify } from '@navette/shared';
import { LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { FormAlert } from '../../../components/form/FormAlert';
import { ResendCodeButton } from '../../../components/form/ResendCodeButton';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { EmailField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { VerificationCodeField } from '../../../entities/account/VerificationCodeField';
import { alertText, firstFieldError } from '../../../lib/form-errors';
import { useResendCode, useVerifyEmail } from '../auth-api';

const FIELD_ORDER = ['email', 'code'] as const;

/**
 * The code received by e-mail. The e-mail address comes from the registration (navigation
 * state); someone who opens /verify directly types it too.
 */
export const VerifyForm = ({
  email,
  onVerified,
}: {
  /** known from the previous step: no e-mail field then */
  email?: string | undefined;
  onVerified: (email: string) => void;
}) => {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const resend = useResendCode();
  const {
    register,
    submitWith,
    errorText,
    field,
    trigger,
    getValues,
    formState: { errors },
  } = useApiForm<Verify>({
    resolver: zodResolver(verifySchema),
    defaultValues: { email: email ?? '', code: '' },
  });

  const onValid = (payload: Verify) =>
    verify.mutate(payload, { onSuccess: () => onVerified(payload.email) });

  const askNewCode = async () => {
    if (!(await trigger('email'))) return false;
    resend.mutate(getValues('email').trim().toLowerCase());
    return true;
  };

  const isDone = verify.isSuccess;
  const failure = alertText(verify.error, t('auth.verify.errors.failed'));
  const resendFailure = alertText(resend.error, t('common.requestFailed'));

  return (
    <>
      <form noValidate onSubmit={submitWith(onValid, () => verify.reset())} className="mt-6">
        <LiveAnnouncer message={errorText(firstFieldError(errors, FIELD_ORDER))} />
        {email ? (
          <p className="mb-4 rounded-lg bg-ink-50 px-4 py-3 text-sm break-words text-ink-800">
            {t('auth.verify.sentTo', { email })}
          </p>
        ) : (
          <EmailField
            label={t('auth.verify.emailLabel')}
            error={errorText(errors.email)}
            {...register('email')}
            className="mb-2"
          />
        )}
        <VerificationCodeField
          label={t('auth.verify.codeLabel')}
          hint={(limits) => t('auth.verify.codeHint', limits)}
          readOnly={isDone}
          {...field('code')}
        />
        {/* the code works only in the browser that registered (docs/product/accounts.md) */}
        <p className="mb-4 text-sm text-slate-600">
          {t('auth.verify.sameBrowser')}{' '}
          <Link to={ROUTES.register} className="font-medium text-ink-900 underline">
            {t('auth.verify.registerHere')}
          </Link>
          .
        </p>
        <FormAlert tone="error" className="mb-4">
          {failure}
        </FormAlert>
        {isDone && (
          <FormAlert tone="success" className="mb-4">
            {t('auth.verify.success')}
          </FormAlert>
        )}
        <SubmitButton
          pending={verify.isPending}
          pendingLabel={t('auth.verify.submitting')}
          disabled={isDone}
          className="btn btn-gold mt-2 w-full"
        >
          {t('auth.verify.submit')}
        </SubmitButton>
      </form>

      {!isDone && (
        <div className="mt-6 border-t border-slate-200 pt-6">
          <p className="text-sm text-slate-600">{t('auth.verify.noCode')}</p>
          <ResendCodeButton
            onResend={askNewCode}
            pending={resend.isPending}
            labels={[t('auth.verify.resend'), t('auth.verify.resending')]}
            className="btn btn-outline mt-3 w-full"
          />
          {resend.isSuccess && (
            <FormAlert tone="info" className="mt-4">
              {resend.data.message}
            </FormAlert>
          )}
          <FormAlert tone="error" className="mt-4">
            {resendFailure}
          </FormAlert>
        </div>
      )}
    </>
  );
};
