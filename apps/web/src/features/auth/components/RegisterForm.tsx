import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { registerFormSchema } from '@navette/shared';
import type { Register, RegisterForm as RegisterFields } from '@navette/shared';
import { LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { FormFooter } from '../../../components/form/FormFooter';
import { EmailField, NewPasswordFields, TextField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { useRegister } from '../auth-api';

/** The order of checks (docs/product/accounts.md#registration-checks): name, passwords match, password length, e-mail. */
const CHECK_ORDER = ['name', 'confirmPassword', 'password', 'email'] as const;
const SERVER_FIELDS = ['name', 'password', 'email'] as const;

/**
 * Name, e-mail, password and its confirmation; the e-mail goes on to the verification step.
 * `defaultEmail` prefills the address (`/register?email=…`, from a "Gérer ma réservation" page).
 */
export const RegisterForm = ({
  onRegistered,
  defaultEmail = '',
}: {
  onRegistered: (email: string) => void;
  defaultEmail?: string;
}) => {
  const { t } = useTranslation();
  const createAccount = useRegister();
  const { field, control, submitWith, showApiError, firstErrorText, footerOf } =
    useApiForm<RegisterFields>({
      resolver: zodResolver(registerFormSchema),
      serverFields: SERVER_FIELDS,
      defaultValues: { name: '', email: defaultEmail, password: '', confirmPassword: '' },
      request: createAccount,
    });

  const onValid = ({ name, email, password }: RegisterFields) => {
    const account: Register = { name, email: email.trim().toLowerCase(), password };
    createAccount.mutate(account, {
      onSuccess: () => onRegistered(account.email),
      onError: showApiError,
    });
  };
  return (
    <form noValidate onSubmit={submitWith(onValid)} className="mt-6">
      <LiveAnnouncer message={firstErrorText(CHECK_ORDER)} />
      <TextField label={t('auth.register.nameLabel')} autoComplete="name" {...field('name')} />
      <EmailField label={t('auth.register.emailLabel')} {...field('email')} className="mt-2" />
      <NewPasswordFields
        control={control}
        names={['password', 'confirmPassword']}
        labels={[t('auth.register.passwordLabel'), t('auth.register.confirmPasswordLabel')]}
      />
      <FormFooter
        {...footerOf(t('auth.register.errors.failed'))}
        labels={[t('auth.register.submit'), t('auth.register.submitting')]}
        buttonClassName="btn btn-gold mt-2 w-full"
      />
    </form>
  );
};
