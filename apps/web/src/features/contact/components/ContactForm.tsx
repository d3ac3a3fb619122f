import { useId } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX_LENGTH,
  contactMessageSchema,
} from '@navette/shared';
import type { ContactMessage, ContactMessageInput } from '@navette/shared';
import { FormMessage } from '../../../components/FormMessage';
import { TextField } from '../../../components/TextField';
import { serverMessageOr } from '../../../lib/api-client';
import {
  applyServerFieldErrors,
  firstFieldError,
  useFieldErrorText,
} from '../../../lib/form-errors';
import { useSendContactMessage } from '../contact-api';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** Name, e-mail, an optional phone and the message; it reaches the company's inbox only. */
export const ContactForm = () => {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const messageId = useId();
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: { name: '', email: '', phone: '', message: '', website: '' },
  });
  const messageLength = useWatch({ control, name: 'message' }).length;

  const onValid = (message: ContactMessage) => {
    send.mutate(message, {
      onSuccess: () => reset(),
      onError: (error) => applyServerFieldErrors(error, setError, FIELDS),
    });
  };

  const messageError = errorText(errors.message);
  const clientError = errorText(firstFieldError(errors, FIELDS));
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, () => send.reset())(event)}
      aria-busy={send.isPending}
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField
          label={t('contact.form.name')}
          autoComplete="name"
          error={errorText(errors.name)}
          {...register('name')}
        />
        <TextField
          label={t('contact.form.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          error={errorText(errors.email)}
          {...register('email')}
        />
      </div>
      <TextField
        label={t('contact.form.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        error={errorText(errors.phone)}
        {...register('phone')}
      />
      <div>
        <label htmlFor={messageId} className="block text-sm font-semibold text-ink-900">
          {t('contact.form.message')}
        </label>
        <textarea
          id={messageId}
          rows={6}
          maxLength={CONTACT_MESSAGE_MAX_LENGTH}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={`${messageId}-count${messageError ? ` ${messageId}-error` : ''}`}
          className={`mt-1.5 block w-full rounded-lg border bg-white px-3.5 py-3 text-base text-ink-900 shadow-xs transition-colors focus:border-gold-600 focus:outline-3 focus:outline-offset-0 focus:outline-gold-300 ${
            messageError ? 'border-error-600' : 'border-slate-300'
          }`}
          {...register('message')}
        />
        <div className="flex items-start justify-between gap-4 pt-1 text-sm">
          <p id={`${messageId}-error`} className="min-h-6 text-error-600">
            {messageError}
          </p>
          <p id={`${messageId}-count`} className="shrink-0 text-slate-600">
            {t('contact.form.messageCount', {
              count: messageLength,
              max: CONTACT_MESSAGE_MAX_LENGTH,
            })}
          </p>
        </div>
      </div>
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

      {clientError && (
        <FormMessage tone="error" className="mb-4">
          {clientError}
        </FormMessage>
      )}
      {!clientError && send.isError && (
        <FormMessage tone="error" className="mb-4">
          {serverMessageOr(send.error, t('contact.form.failed'))}
        </FormMessage>
      )}
      {send.isSuccess && (
        <FormMessage tone="success" className="mb-4">
          {send.data.message}
        </FormMessage>
      )}
      <button type="submit" disabled={send.isPending} className="btn btn-gold w-full sm:w-auto">
        {send.isPending ? t('contact.form.submitting') : t('contact.form.submit')}
      </button>
      <p className="mt-4 text-sm text-slate-600">{t('contact.form.privacy')}</p>
    </form>
  );
};
