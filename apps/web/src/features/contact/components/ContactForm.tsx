import { useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX_LENGTH,
  contactMessageSchema,
} from '@navette/shared';
import type { ContactMessage, ContactMessageInput } from '@navette/shared';
import { FormFooter } from '../../../components/form/FormFooter';
import { TextArea } from '../../../components/form/TextArea';
import { EmailField, PhoneField, TextField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { firstFieldError } from '../../../lib/form-errors';
import { useSendContactMessage } from '../contact-api';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** Name, e-mail, an optional phone and the message; it reaches the company's inbox only. */
export const ContactForm = () => {
  const { t } = useTranslation();
  const send = useSendContactMessage();
  const {
    register,
    submitWith,
    showApiError,
    errorText,
    reset,
    control,
    footerOf,
    formState: { errors },
  } = useApiForm<ContactMessageInput, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    serverFields: FIELDS,
    request: send,
    defaultValues: { name: '', email: '', phone: '', message: '', website: '' },
  });
  const messageLength = useWatch({ control, name: 'message' }).length;

  const onValid = (message: ContactMessage) => {
    send.mutate(message, {
      onSuccess: () => reset(),
      onError: showApiError,
    });
  };

  return (
    <form noValidate onSubmit={submitWith(onValid)} aria-busy={send.isPending}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('contact.form.name')}
          autoComplete="name"
          error={errorText(errors.name)}
          {...register('name')}
        />
        <EmailField
          label={t('contact.form.email')}
          error={errorText(errors.email)}
          {...register('email')}
        />
      </div>
      <PhoneField
        label={t('contact.form.phone')}
        error={errorText(errors.phone)}
        {...register('phone')}
      />
      <TextArea
        label={t('contact.form.message')}
        rows={6}
        maxLength={CONTACT_MESSAGE_MAX_LENGTH}
        error={errorText(errors.message)}
        aside={t('contact.form.messageCount', {
          count: messageLength,
          max: CONTACT_MESSAGE_MAX_LENGTH,
        })}
        {...register('message')}
      />
      {/* The honeypot: out of sight and out of the accessibility tree, but robots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] size-px overflow-hidden">
        <label>
          {t('contact.form.honeypot')}
          <input
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register(CONTACT_HONEYPOT_FIELD)}
          />
        </label>
      </div>

      <FormFooter
        {...footerOf(t('contact.form.failed'), {
          summary: errorText(firstFieldError(errors, FIELDS)),
          success: send.isSuccess ? send.data.message : undefined,
        })}
        labels={[t('contact.form.submit'), t('contact.form.submitting')]}
        buttonClassName="btn btn-gold w-full sm:w-auto"
      />
      <p className="mt-4 text-sm text-slate-600">{t('contact.form.privacy')}</p>
    </form>
  );
};
