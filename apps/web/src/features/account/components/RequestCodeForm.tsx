import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { forgotPasswordSchema } from '@navette/shared';
import type { ForgotPassword } from '@navette/shared';
import { LiveAnnouncer } from '../../../components/LiveAnnouncer';
import { FormFooter } from '../../../components/form/FormFooter';
import { EmailField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { useForgotPassword } from '../account-api';

/**
 * The forgotten password's first step: the address to send a code to. The server answers the
 * same sentence whether or not an account exists, and the page goes on to the code either way.
 */
export const RequestCodeForm = ({
  defaultEmail,
  onSent,
}: {
  defaultEmail: string;
  /** the address the code was asked for, and the server's (generic) answer */
  onSent: (email: string, message: string) => void;
}) => {
  const { t } = useTranslation();
  const request = useForgotPassword();
  const { field, errorOf, submitWith, showApiError, footerOf } = useApiForm<
    { email: string },
    ForgotPassword
  >({
    resolver: zodResolver(forgotPasswordSchema),
    serverFields: ['email'],
    defaultValues: { email: defaultEmail },
    request,
  });

  const onValid = (payload: ForgotPassword) =>
    request.mutate(payload, {
      onSuccess: ({ message }) => onSent(payload.email, message),
      onError: showApiError,
    });

  return (
    <form noValidate onSubmit={submitWith(onValid)} className="mt-6">
      <LiveAnnouncer message={errorOf('email')} />
      <EmailField label={t('passwordReset.emailLabel')} {...field('email')} />
      <FormFooter
        {...footerOf(t('passwordReset.requestFailed'))}
        labels={[t('passwordReset.sendCode'), t('passwordReset.sending')]}
        buttonClassName="btn btn-gold mt-2 w-full"
      />
    </form>
  );
};
