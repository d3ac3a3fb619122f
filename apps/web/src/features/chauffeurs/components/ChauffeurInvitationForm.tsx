import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  PASSWORD_MIN_LENGTH,
  acceptChauffeurInvitationEndpoint,
  chauffeurInvitationEndpoint,
} from '@navette/shared';
import { ErrorBanner } from '../../../components/ErrorBanner';
import { FormFooter } from '../../../components/form/FormFooter';
import { PasswordField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { Spinner } from '../../../components/Spinner';
import { callEndpoint } from '../../../lib/api-client';
import { alertText } from '../../../lib/form-errors';
import { chauffeurCheckQueryKey } from '../chauffeur-session-api';

/** The password and its confirmation, checked in the form's order. */
const choosePasswordSchema = z
  .object({ password: z.string(), confirmPassword: z.string() })
  .superRefine((form, ctx) => {
    if (form.password.length < PASSWORD_MIN_LENGTH) {
      ctx.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'chauffeurAuth.errors.passwordTooShort',
      });
    } else if (form.password !== form.confirmPassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'chauffeurAuth.invitation.differ',
      });
    }
  });
type ChoosePassword = z.infer<typeof choosePasswordSchema>;

/**
 * The invitation's page (docs/product/dispatch.md#chauffeurs): whose account the link opens, then
 * the first password; the chauffeur is signed in once it is saved.
 */
export const ChauffeurInvitationForm = ({
  token,
  onAccepted,
}: {
  token: string;
  onAccepted: () => void;
}) => {
  const { t } = useTranslation('chauffeur');
  const queryClient = useQueryClient();
  const invitation = useQuery({
    queryKey: ['chauffeur', 'invitation', token],
    queryFn: () => callEndpoint(chauffeurInvitationEndpoint, { query: { token } }),
    // a page opened without its link's token has nothing to ask the server
    enabled: token !== '',
    retry: false,
  });
  const accept = useMutation({
    mutationFn: (password: string) =>
      callEndpoint(acceptChauffeurInvitationEndpoint, { body: { token, password } }),
    onSuccess: ({ chauffeur }) => {
      queryClient.setQueryData(chauffeurCheckQueryKey, chauffeur);
      onAccepted();
    },
  });
  const {
    register,
    submitWith,
    errorText,
    formState: { errors },
  } = useApiForm<ChoosePassword, ChoosePassword>({
    resolver: zodResolver(choosePasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  if (!token) return <ErrorBanner message={t('chauffeurAuth.errors.linkInvalid')} />;
  if (invitation.isPending) return <Spinner label={t('chauffeurAuth.invitation.loading')} />;
  if (invitation.isError) {
    return (
      <ErrorBanner message={alertText(invitation.error, t('chauffeurAuth.errors.linkInvalid'))} />
    );
  }
  return (
    <form
      noValidate
      onSubmit={submitWith(
        ({ password }) => accept.mutate(password),
        () => accept.reset(),
      )}
      className="mt-6"
    >
      <p className="text-ink-900">
        {t('chauffeurAuth.invitation.account', {
          name: invitation.data.name,
          email: invitation.data.email,
        })}
      </p>
      <PasswordField
        label={t('chauffeurAuth.invitation.password')}
        autoComplete="new-password"
        error={errorText(errors.password)}
        {...register('password')}
        className="mt-4"
      />
      <PasswordField
        label={t('chauffeurAuth.invitation.confirm')}
        autoComplete="new-password"
        error={errorText(errors.confirmPassword)}
        {...register('confirmPassword')}
        className="mt-2"
      />
      <FormFooter
        error={alertText(accept.error, t('chauffeurAuth.invitation.failed'))}
        pending={accept.isPending}
        labels={[t('chauffeurAuth.invitation.submit'), t('chauffeurAuth.invitation.submitting')]}
        buttonClassName="btn btn-gold mt-2 w-full"
      />
    </form>
  );
};
