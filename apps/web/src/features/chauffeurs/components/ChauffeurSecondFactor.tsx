import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { chauffeurSecondFactorCodeSchema, type ChauffeurSecondFactorCode } from '@navette/shared';
import { AuthenticatorKey } from '../../../components/AuthenticatorKey';
import { FormAlert } from '../../../components/form/FormAlert';
import { FormFooter } from '../../../components/form/FormFooter';
import { TextField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { alertText } from '../../../lib/form-errors';
import {
  useChauffeurCheck,
  useConfirmChauffeurSecondFactor,
  useStartChauffeurSecondFactor,
} from '../chauffeur-session-api';

/** The app's first code, which turns the second factor on. */
const ConfirmCode = () => {
  const { t } = useTranslation('chauffeur');
  const confirm = useConfirmChauffeurSecondFactor();
  const {
    register,
    submitWith,
    errorText,
    formState: { errors },
  } = useApiForm<ChauffeurSecondFactorCode, ChauffeurSecondFactorCode>({
    resolver: zodResolver(chauffeurSecondFactorCodeSchema),
    defaultValues: { code: '' },
  });
  return (
    <form
      noValidate
      onSubmit={submitWith(
        (body) => confirm.mutate(body),
        () => confirm.reset(),
      )}
      className="mt-4"
    >
      <TextField
        label={t('chauffeurAuth.secondFactor.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        error={errorText(errors.code)}
        {...register('code')}
      />
      <FormFooter
        error={alertText(confirm.error, t('chauffeurAuth.secondFactor.failed'))}
        pending={confirm.isPending}
        labels={[
          t('chauffeurAuth.secondFactor.confirm'),
          t('chauffeurAuth.secondFactor.confirming'),
        ]}
        buttonClassName="btn btn-ink mt-2 w-full"
      />
    </form>
  );
};

/**
 * The second factor offered to the chauffeur (docs/product/dispatch.md#chauffeur-accounts): off,
 * a button; asked for, the QR code and key for the authenticator app, then its first code; on,
 * what it means and what to do after losing the phone.
 */
export const ChauffeurSecondFactor = () => {
  const { t } = useTranslation('chauffeur');
  const { data: chauffeur } = useChauffeurCheck();
  const start = useStartChauffeurSecondFactor();
  if (!chauffeur) return null;
  return (
    <section aria-labelledby="chauffeur-security" className="mt-10 border-t border-slate-200 pt-6">
      <h2 id="chauffeur-security" className="font-display text-xl text-ink-900">
        {t('chauffeurAuth.secondFactor.title')}
      </h2>
      {chauffeur.secondFactor ? (
        <FormAlert tone="success" className="mt-3">
          {t('chauffeurAuth.secondFactor.on')}
        </FormAlert>
      ) : (
        <>
          <p className="mt-2 text-ink-700">{t('chauffeurAuth.secondFactor.off')}</p>
          {start.data ? (
            <>
              <p className="mt-4 text-ink-700">{t('chauffeurAuth.secondFactor.scan')}</p>
              <AuthenticatorKey
                enrolment={start.data}
                labels={{
                  qrAlt: t('chauffeurAuth.secondFactor.qrAlt'),
                  secret: t('chauffeurAuth.secondFactor.secretLabel'),
                  copy: t('chauffeurAuth.secondFactor.copyKey'),
                  copied: t('chauffeurAuth.secondFactor.copied'),
                }}
              />
              <ConfirmCode />
            </>
          ) : (
            <>
              <FormAlert tone="error" className="mt-3">
                {alertText(start.error, t('chauffeurAuth.secondFactor.failed'))}
              </FormAlert>
              <button
                type="button"
                className="btn btn-outline mt-3 min-h-11 w-full"
                disabled={start.isPending}
                onClick={() => start.mutate()}
              >
                {start.isPending
                  ? t('chauffeurAuth.secondFactor.starting')
                  : t('chauffeurAuth.secondFactor.start')}
              </button>
            </>
          )}
        </>
      )}
    </section>
  );
};
