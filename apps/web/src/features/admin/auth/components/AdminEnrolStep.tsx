import { useTranslation } from 'react-i18next';
import { alertText } from '../../../../lib/form-errors';
import { AuthenticatorKey } from '../../../../components/AuthenticatorKey';
import { FormAlert } from '../../../../components/form/FormAlert';
import { useAdminEnrolment, useAdminEnrolmentConfirm } from '../admin-login-api';
import { AdminCodeForm } from './AdminCodeForm';

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
          <AuthenticatorKey
            enrolment={enrolment.data}
            labels={{
              qrAlt: t('auth.adminLogin.enrol.qrAlt'),
              secret: t('auth.adminLogin.enrol.secretLabel'),
              copy: t('auth.adminLogin.enrol.copyKey'),
              copied: t('auth.adminLogin.copied'),
            }}
          />
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
