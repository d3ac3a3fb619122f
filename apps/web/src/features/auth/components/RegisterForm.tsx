import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { registerFormSchema } from '@navette/shared';
import type { Register, RegisterForm as RegisterFields } from '@navette/shared';
import { FormMessage } from '../../../components/FormMessage';
import { LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { PasswordField, TextField } from '../../../components/TextField';
import { serverMessageOr } from '../../../lib/api-client';
import {
  applyServerFieldErrors,
  firstFieldError,
  useFieldErrorText,
} from '../../../lib/form-errors';
import { useRegister } from '../auth-api';

/** The spec's order of checks: name, passwords match, password length, e-mail. */
const CHECK_ORDER = ['name', 'confirmPassword', 'password', 'email'] as const;
const SERVER_FIELDS = ['name', 'password', 'email'] as const;

/** Name, e-mail, password and its confirmation; the e-mail goes on to the verification step. */
export const RegisterForm = ({ onRegistered }: { onRegistered: (email: string) => void }) => {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const createAccount = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegisterFields>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });

  const onValid = ({ name, email, password }: RegisterFields) => {
    const account: Register = { name, email: email.trim().toLowerCase(), password };
    createAccount.mutate(account, {
      onSuccess: () => onRegistered(account.email),
      onError: (error) => applyServerFieldErrors(error, setError, SERVER_FIELDS),
    });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => createAccount.reset())(event)}
      className="mt-6"
    >
      <LiveAnnouncer message={errorText(firstFieldError(errors, CHECK_ORDER))} />
      <TextField
        label={t('auth.register.nameLabel')}
        autoComplete="name"
        error={errorText(errors.name)}
        {...register('name')}
      />
      <TextField
        label={t('auth.register.emailLabel')}
        type="email"
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        error={errorText(errors.email)}
        {...register('email')}
        className="mt-2"
      />
      <PasswordField
        label={t('auth.register.passwordLabel')}
        hint={t('auth.register.passwordHint')}
        autoComplete="new-password"
        error={errorText(errors.password)}
        {...register('password')}
        className="mt-2"
      />
      <PasswordField
        label={t('auth.register.confirmPasswordLabel')}
        autoComplete="new-password"
        error={errorText(errors.confirmPassword)}
        {...register('confirmPassword')}
        className="mt-2"
      />
      {createAccount.isError && (
        <FormMessage tone="error" className="mb-4">
          {serverMessageOr(createAccount.error, t('auth.register.errors.failed'))}
        </FormMessage>
      )}
      <button type="submit" disabled={createAccount.isPending} className="btn btn-gold mt-2 w-full">
        {createAccount.isPending ? t('auth.register.submitting') : t('auth.register.submit')}
      </button>
    </form>
  );
};
