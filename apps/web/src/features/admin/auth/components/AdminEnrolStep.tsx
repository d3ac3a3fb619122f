import { useTranslation } from 'react-i18next';
import { alertText } from '../../../../lib/form-errors';
import { CopyButton } from '../../../../components/CopyButton';
import { FormAlert } from '../../../../components/form/FormAlert';
import { useAdminEnrolment, useAdminEnrolmentConfirm } from '../admin-login-api';
import { AdminCodeForm } from './AdminCodeForm';

/** `JBSWY3DPEHPK3PXP…` → `JBSW Y3DP EHPK 3PXP …`: a key read and typed four characters at a time. */
export const groupKey = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * The enrolment of the authenticator app: the QR code, the key as text for manual entry, and the
 * first code that confirms it. Success hands the recovery codes to show.
 */
export const AdminEnrolStep = ({ onEnrolled }: { onEnrolled: (codes: string[]) => void }) => {
  const { t } = useTranslation();
  const enrolment = useAdminEnrolment();
  const confirm = useAdminEnrolmentConfirm();
  return (
    <div className="mt-6">
      <h2 className="text-xl font-semibold text-ink-900">{t('auth.adminLogin.enrol.title')}</h2>
      <p className="mt-2 text-slate-600">{t('auth.adminLogin.enrol.intro')}</p>
      {enrolment.isPending && (
        <p className="mt-4 text-slate-600">{t('auth.adminLogin.enrol.loading')}</p>
      )}
      <FormAlert tone="error" className="mt-4">
        {alertText(enrolment.error, t('auth.adminLogin.errors.stepFailed'))}
      </FormAlert>
      {enrolment.data && (
        <>
          <svg
            role="img"
            aria-label={t('auth.adminLogin.enrol.qrAlt')}
            viewBox={`0 0 ${enrolment.data.qrCode.size} ${enrolment.data.qrCode.size}`}
            shapeRendering="crispEdges"
            className="mx-auto mt-4 size-48"
          >
            <rect width="100%" height="100%" fill="#ffffff" />
            <path d={enrolment.data.qrCode.path} fill="#000000" />
          </svg>
          <p className="mt-4 text-sm text-slate-600">{t('auth.adminLogin.enrol.secretLabel')}</p>
          <div className="mt-1 flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
            <p className="grow rounded-md bg-slate-100 p-2 text-center font-mono text-sm tracking-wide text-ink-900">
              <code data-testid="totp-secret">{groupKey(enrolment.data.secret)}</code>
            </p>
            <CopyButton
              text={enrolment.data.secret}
              label={t('auth.adminLogin.enrol.copyKey')}
              copiedLabel={t('auth.adminLogin.copied')}
            />
          </div>
          <AdminCodeForm
            label={t('auth.adminLogin.enrol.codeLabel')}
            submitLabel={t('auth.adminLogin.enrol.submit')}
            pendingLabel={t('auth.adminLogin.enrol.submitting')}
            pending={confirm.isPending}
            error={confirm.error}
            onCode={(input) => confirm.mutate(input, { onSuccess: onEnrolled })}
          />
        </>
      )}
    </div>
  );
};
