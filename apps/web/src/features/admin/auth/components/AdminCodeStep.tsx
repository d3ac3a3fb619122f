import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminCode } from '../admin-login-api';
import { AdminCodeForm } from './AdminCodeForm';

/** Every sign-in's second step: the app's code, or one recovery code. */
export const AdminCodeStep = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const { t } = useTranslation();
  const submit = useAdminCode();
  const [isRecovery, setRecovery] = useState(false);
  return (
    <div className="mt-6">
      <h2 className="text-xl font-semibold text-ink-900">{t('auth.adminLogin.code.title')}</h2>
      <p className="mt-2 text-slate-600">{t('auth.adminLogin.code.intro')}</p>
      <AdminCodeForm
        key={isRecovery ? 'recovery' : 'app'}
        label={t(
          isRecovery ? 'auth.adminLogin.code.recoveryLabel' : 'auth.adminLogin.code.codeLabel',
        )}
        submitLabel={t('auth.adminLogin.code.submit')}
        pendingLabel={t('auth.adminLogin.code.submitting')}
        isRecovery={isRecovery}
        pending={submit.isPending}
        error={submit.error}
        onCode={(input) => submit.mutate(input, { onSuccess: onSignedIn })}
      >
        <button
          type="button"
          onClick={() => {
            submit.reset();
            setRecovery((shown) => !shown);
          }}
          className="mt-4 min-h-11 w-full rounded-md text-sm text-ink-700 underline hover:text-gold-700"
        >
          {t(isRecovery ? 'auth.adminLogin.code.useApp' : 'auth.adminLogin.code.useRecovery')}
        </button>
      </AdminCodeForm>
    </div>
  );
};
