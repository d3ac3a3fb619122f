import { useRef } from 'react';
import type { FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  APPLICATION_TEXT_FIELDS,
  CV_MAX_BYTES_DEFAULT,
  PDF_SIGNATURE,
  RECRUITMENT_ERRORS,
  applicationFieldsSchema,
  hasPdfSignature,
  megabytes,
  summariseApplicationErrors,
} from '@navette/shared';
import { Field } from '../../../components/form/Field';
import { FormFooter } from '../../../components/form/FormFooter';
import { EMAIL_INPUT, PHONE_INPUT, TextField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { SERVER_FIELD_ERROR } from '../../../lib/form-errors';
import { useApplyForJob } from '../recruitment-api';
import { textOf } from '../../../lib/translation-key';

/**
 * The CV is read as the server reads it: by its first bytes, not by its name or declared type.
 * The server checks again (and is the judge); this only spares an upload doomed to fail.
 */
const cvSchema = z.custom<FileList | undefined>().superRefine(async (files, context) => {
  const file = files?.[0];
  const fail = (message: string) => context.addIssue({ code: 'custom', message });
  if (!file) return fail(RECRUITMENT_ERRORS.pdf);
  if (file.size > CV_MAX_BYTES_DEFAULT) return fail(RECRUITMENT_ERRORS.size);
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
  if (!hasPdfSignature(head)) fail(RECRUITMENT_ERRORS.pdf);
});

const applicationFormSchema = applicationFieldsSchema.extend({ cv: cvSchema });
type ApplicationFormInput = z.input<typeof applicationFormSchema>;
type ApplicationFormOutput = z.output<typeof applicationFormSchema>;

const FIELDS = [...APPLICATION_TEXT_FIELDS, 'cv'] as const;
const LIMIT = { max: megabytes(CV_MAX_BYTES_DEFAULT) };

const INPUTS = {
  nom: { autoComplete: 'family-name' },
  prenom: { autoComplete: 'given-name' },
  email: EMAIL_INPUT,
  telephone: PHONE_INPUT,
} as const;

/** Last name, first name, e-mail, phone and a PDF CV (docs/product/contact-and-recruitment.md#recruitment-form). */
export const ApplicationForm = () => {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const apply = useApplyForJob();
  const {
    register,
    submitWith,
    showApiError,
    reset,
    footerOf,
    formState: { errors },
  } = useApiForm<ApplicationFormInput, ApplicationFormOutput>({
    resolver: zodResolver(applicationFormSchema),
    serverFields: FIELDS,
    request: apply,
    defaultValues: { nom: '', prenom: '', email: '', telephone: '', cv: undefined },
  });

  /** Under a field: a short "required" for an empty one, the schema's own message otherwise. */
  const errorUnder = (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    if (error.type === SERVER_FIELD_ERROR) return error.message;
    return error.message === RECRUITMENT_ERRORS.fields
      ? t('validation.required')
      : textOf(t, error.message, LIMIT);
  };
  const clientMessages = Object.fromEntries(
    FIELDS.map((name) => {
      const error = errors[name];
      return [name, error?.type === SERVER_FIELD_ERROR ? undefined : error?.message];
    }),
  );
  // the form's messages (docs/product/contact-and-recruitment.md#recruitment-messages): a missing field first, then a missing PDF, then the rest
  const summary = summariseApplicationErrors(clientMessages);

  const onValid = ({ cv, ...fields }: ApplicationFormOutput) => {
    const file = cv?.[0];
    if (!file) return;
    apply.mutate(
      { ...fields, cv: file },
      {
        onSuccess: () => {
          // the native reset empties the file input, which the form library cannot set
          formRef.current?.reset();
          reset();
        },
        onError: showApiError,
      },
    );
  };

  const cvError = errorUnder(errors.cv);
  return (
    <form
      ref={formRef}
      noValidate
      // called at submit time: onValid reaches the form element (a ref) to empty the file input
      onSubmit={(event) => submitWith(onValid)(event)}
      aria-busy={apply.isPending}
    >
      <div className="grid gap-x-4 sm:grid-cols-2">
        {APPLICATION_TEXT_FIELDS.map((name) => (
          <TextField
            key={name}
            label={t(`recruitment.form.${name}`)}
            error={errorUnder(errors[name])}
            {...INPUTS[name]}
            {...register(name)}
          />
        ))}
      </div>
      <Field
        label={t('recruitment.form.cv')}
        hint={t('recruitment.form.cvHint', LIMIT)}
        error={cvError}
      >
        {({ id, describedBy, invalid }) => (
          <input
            id={id}
            type="file"
            accept="application/pdf,.pdf"
            aria-invalid={invalid}
            aria-describedby={describedBy}
            className={`block min-h-12 w-full cursor-pointer rounded-lg border bg-white px-2 py-2 text-base text-ink-900 shadow-xs file:mr-4 file:min-h-10 file:cursor-pointer file:rounded-md file:border-0 file:bg-ink-900 file:px-4 file:text-sm file:font-semibold file:text-white hover:file:bg-ink-800 focus:border-gold-600 focus:outline-3 focus:outline-offset-0 focus:outline-gold-300 ${
              cvError ? 'border-error-600' : 'border-slate-300'
            }`}
            {...register('cv')}
          />
        )}
      </Field>

      <FormFooter
        {...footerOf(t('recruitment.form_error_default'), {
          summary: summary ? textOf(t, summary, LIMIT) : undefined,
          success: apply.isSuccess ? apply.data.message : undefined,
        })}
        labels={[t('recruitment.form.submit'), t('recruitment.form.submitting')]}
        buttonClassName="btn btn-gold w-full"
      />
      <p className="mt-4 text-sm text-slate-600">{t('recruitment.form.privacy')}</p>
    </form>
  );
};
