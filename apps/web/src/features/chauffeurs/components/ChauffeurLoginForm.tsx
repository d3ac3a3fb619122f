import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chauffeurLoginSchema, type ChauffeurLogin } from '@navette/shared';
import { FormFooter } from '../../../components/form/FormFooter';
import { EmailField, PasswordField, TextField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { ApiError } from '../../../lib/api-client';
import { alertText } from '../../../lib/form-errors';
import { useChauffeurLogin } from '../chauffeur-session-api';

/**
 * The chauffeur's sign-in: e-mail and password, then the authenticator app's code when the
 * chauffeur turned the second factor on (the server asks for it: docs/product/dispatch.md#chauffeur-accounts).
 */
export const ChauffeurLoginForm = ({ onSignedIn }: { onSignedIn: () => void }) => {
  const { t } = useTranslation('chauffeur');
  const signIn = useChauffeurLogin();
  const {
    register,
    submitWith,
    errorText,
    formState: { errors },
  } = useApiForm<ChauffeurLogin, ChauffeurLogin>({
    resolver: zodResolver(chauffeurLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  // shown once the server asked for it; kept while the chauffeur corrects a wrong code
  const [codeAsked, setCodeAsked] = useState(false);
  const onValid = (credentials: ChauffeurLogin) =>
    signIn.mutate(credentials, {
      onSuccess: onSignedIn,
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'CHAUFFEUR_CODE_REQUIRED')
          setCodeAsked(true);
      },
    });

  return (
    <form noValidate onSubmit={submitWith(onValid, () => signIn.reset())} className="mt-6">
      <EmailField
        label={t('chauffeurAuth.login.email')}
        error={errorText(errors.email)}
        {...register('email')}
      />
      <PasswordField
        label={t('chauffeurAuth.login.password')}
        autoComplete="current-password"
        error={errorText(errors.password)}
        {...register('password')}
        className="mt-2"
      />
      {codeAsked && (
        <TextField
          label={t('chauffeurAuth.login.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          autoFocus
          error={errorText(errors.code)}
          {...register('code')}
          className="mt-2"
        />
      )}
      <FormFooter
        error={alertText(signIn.error, t('chauffeurAuth.login.failed'))}
        pending={signIn.isPending}
        labels={[t('chauffeurAuth.login.submit'), t('chauffeurAuth.login.submitting')]}
        buttonClassName="btn btn-gold mt-2 w-full"
      />
    </form>
  );
};
