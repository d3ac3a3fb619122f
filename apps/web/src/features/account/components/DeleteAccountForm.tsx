import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { PRIVACY_MESSAGES, accountDeletionSchema, type AccountDeletion } from '@navette/shared';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { FormFooter } from '../../../components/form/FormFooter';
import { PasswordField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { ApiError } from '../../../lib/api-client';
import { SERVER_FIELD_ERROR, alertText } from '../../../lib/form-errors';

/** With a password, the form asks for it: an empty one is refused before any call. */
const withPasswordSchema = accountDeletionSchema.extend({
  password: z.string(PRIVACY_MESSAGES.password).min(1, PRIVACY_MESSAGES.password),
});
const withoutPasswordSchema = accountDeletionSchema;

interface Fields {
  password?: string;
}

export interface DeleteAccountFormProps {
  /** the account signs in with a password; else with Google only, recently */
  hasPassword: boolean;
  /** deletes the account; rejects with the API's error, nothing changed */
  onDelete: (body: AccountDeletion) => Promise<void>;
}

/**
 * The deletion's re-authentication and its Oui / Non (docs/product/accounts.md): the password
 * when the account has one, else a recent Google sign-in. A wrong password is said under the
 * field; any other refusal (REAUTH_REQUIRED) above the button.
 */
export const DeleteAccountForm = ({ hasPassword, onDelete }: DeleteAccountFormProps) => {
  const { t } = useTranslation('account');
  const [asking, setAsking] = useState<AccountDeletion | null>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const {
    register,
    submitWith,
    setError,
    errorText,
    formState: { errors },
  } = useApiForm<Fields, AccountDeletion>({
    resolver: zodResolver(hasPassword ? withPasswordSchema : withoutPasswordSchema),
    defaultValues: hasPassword ? { password: '' } : {},
  });

  const remove = async (body: AccountDeletion) => {
    setAsking(null);
    setPending(true);
    setFailure(null);
    try {
      await onDelete(body);
    } catch (error) {
      const fieldMessage =
        error instanceof ApiError &&
        (error.fields?.password ??
          (error.code === 'CURRENT_PASSWORD_INVALID' ? error.message : undefined));
      if (hasPassword && fieldMessage) {
        setError('password', { type: SERVER_FIELD_ERROR, message: fieldMessage });
      } else {
        setFailure(error);
      }
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      onSubmit={submitWith((body) => {
        setFailure(null);
        setAsking(hasPassword ? { password: body.password ?? '' } : {});
      })}
    >
      <LiveAnnouncer message={errorText(errors.password)} />
      {hasPassword ? (
        <PasswordField
          label={t('myData.passwordLabel')}
          hint={t('myData.passwordHint')}
          autoComplete="current-password"
          error={errorText(errors.password)}
          {...register('password')}
        />
      ) : (
        <p className="mb-4 text-slate-700">{t('myData.googleReauth')}</p>
      )}
      <FormFooter
        error={alertText(failure, t('myData.deleteFailed'))}
        pending={pending}
        labels={[t('myData.delete'), t('myData.deleting')]}
        buttonClassName="btn btn-outline border-error-600 text-error-600"
      />
      <ConfirmDialog
        open={asking !== null}
        title={t('myData.confirmTitle')}
        text={t('myData.confirmText')}
        onConfirm={() => asking && void remove(asking)}
        onCancel={() => setAsking(null)}
      />
    </form>
  );
};
