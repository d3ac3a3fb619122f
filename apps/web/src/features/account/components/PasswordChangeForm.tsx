import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { ChangePassword } from '@navette/shared';
import { LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { FormFooter } from '../../../components/form/FormFooter';
import { NewPasswordFields, PasswordField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { toast } from '../../../components/toast-store';
import { useChangePassword } from '../account-api';
import { changePasswordFormSchema } from '../password-forms';
import type { ChangePasswordForm as ChangePasswordFields } from '../password-forms';

const FIELD_ORDER = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const SERVER_FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: ChangePasswordFields = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The current password, the new one and its confirmation (PUT /auth/password). The server ends
 * the account's other sessions and says so; this browser stays signed in.
 */
export const PasswordChangeForm = () => {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { field, control, submitWith, showApiError, firstErrorText, footerOf, reset } = useApiForm<
    ChangePasswordFields,
    ChangePassword & { confirmPassword: string }
  >({
    resolver: zodResolver(changePasswordFormSchema),
    serverFields: SERVER_FIELDS,
    defaultValues: EMPTY,
    request: change,
  });

  const onValid = ({ currentPassword, newPassword }: ChangePassword) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          reset(EMPTY);
        },
        onError: showApiError,
      },
    );

  return (
    <form noValidate onSubmit={submitWith(onValid)}>
      <LiveAnnouncer message={firstErrorText(FIELD_ORDER)} />
      <PasswordField
        label={t('profileAccount.password.currentLabel')}
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <NewPasswordFields
        control={control}
        names={['newPassword', 'confirmPassword']}
        labels={[t('profileAccount.password.newLabel'), t('profileAccount.password.confirmLabel')]}
      />
      <FormFooter
        {...footerOf(t('profileAccount.password.failed'))}
        labels={[t('profileAccount.password.submit'), t('profileAccount.password.submitting')]}
        buttonClassName="btn btn-gold"
      />
    </form>
  );
};
