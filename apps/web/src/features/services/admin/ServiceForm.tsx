import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_SERVICE_MESSAGES,
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_DURATION_DEFAULT,
  SERVICE_DURATION_MAX,
  SERVICE_DURATION_MIN,
  SERVICE_IMAGE_ACCEPT,
  SERVICE_IMAGE_FIELD,
  SERVICE_IMAGE_MAX_BYTES_DEFAULT,
  SERVICE_NAME_MAX_LENGTH,
} from '@navette/shared';
import { Field, controlClass } from '../../../components/form/Field';
import { FormAlert } from '../../../components/form/FormAlert';
import { TextArea } from '../../../components/form/TextArea';
import { TextField } from '../../../components/form/TextField';
import { ImagePreview } from './ImagePreview';
import {
  SERVICE_VAT_RATES,
  vatRateOf,
  type ServiceDraft,
  type ServiceVatRate,
} from './services-admin-api';

/** What the server answered to the last attempt: messages under fields, or one for the form. */
export interface ServiceFormErrors {
  fields?: Readonly<Record<string, string>> | undefined;
  alert?: string | undefined;
}

export interface ServiceFormProps {
  initial?: {
    name: string;
    description: string;
    nameEn: string | null;
    descriptionEn: string | null;
    vatRate: number;
    dureeMinutes: number;
  };
  /** the create form says "Ajouter", an edited card "Enregistrer" */
  mode: 'create' | 'edit';
  pending: boolean;
  errors: ServiceFormErrors;
  /** resolves true when saved: the create form then empties itself */
  onSubmit: (draft: ServiceDraft) => Promise<boolean>;
  onCancel?: () => void;
}

/**
 * Name and description in French (required) and in English (optional), and an optional image with its preview: the create form and the edit of
 * one card (docs/product/back-office.md#services). The checks are the server's; its field
 * messages are shown under the fields.
 */
export const ServiceForm = ({
  initial,
  mode,
  pending,
  errors,
  onSubmit,
  onCancel,
}: ServiceFormProps) => {
  const { t } = useTranslation('admin');
  const formId = useId();
  const [name, setName] = useState(initial?.name ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  // English is optional: left empty, the English site shows the French (decision 0049)
  const [nameEn, setNameEn] = useState(initial?.nameEn ?? '');
  const [descriptionEn, setDescriptionEn] = useState(initial?.descriptionEn ?? '');
  const [vatRate, setVatRate] = useState<ServiceVatRate>(vatRateOf(initial?.vatRate));
  const [dureeMinutes, setDureeMinutes] = useState(
    String(initial?.dureeMinutes ?? SERVICE_DURATION_DEFAULT),
  );
  const [image, setImage] = useState<File | null>(null);
  // a new key empties the file input after a creation, which React cannot set
  const [fileKey, setFileKey] = useState(0);
  // a file over the default limit is refused here, before a long upload the server would refuse
  const tooBig = image !== null && image.size > SERVICE_IMAGE_MAX_BYTES_DEFAULT;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (tooBig) return;
    const draft = { name, description, nameEn, descriptionEn, image, vatRate, dureeMinutes };
    void onSubmit(draft).then((saved) => {
      if (saved && mode === 'create') {
        setName('');
        setDescription('');
        setNameEn('');
        setDescriptionEn('');
        setVatRate(vatRateOf(undefined));
        setDureeMinutes(String(SERVICE_DURATION_DEFAULT));
        setImage(null);
        setFileKey((key) => key + 1);
      }
    });
  };
  const fieldError = (field: string) =>
    field === SERVICE_IMAGE_FIELD && tooBig
      ? t(ADMIN_SERVICE_MESSAGES.imageSize, { max: SERVICE_IMAGE_MAX_BYTES_DEFAULT / 1024 / 1024 })
      : errors.fields?.[field];

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={mode === 'create' ? `${formId}-title` : undefined}
      aria-label={
        mode === 'edit' ? t('adminServices.form.editTitle', { name: initial?.name }) : undefined
      }
      className="flex min-w-0 flex-col gap-2"
    >
      {mode === 'create' && (
        <h2 id={`${formId}-title`} className="mb-2 text-lg font-semibold text-ink-900">
          {t('adminServices.form.createTitle')}
        </h2>
      )}
      <FormAlert tone="error">{errors.alert}</FormAlert>
      <TextField
        label={t('adminServices.form.name')}
        requiredMark
        value={name}
        maxLength={SERVICE_NAME_MAX_LENGTH}
        onChange={(event) => setName(event.target.value)}
        error={fieldError('name')}
      />
      <TextArea
        label={t('adminServices.form.description')}
        requiredMark
        rows={3}
        value={description}
        maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
        onChange={(event) => setDescription(event.target.value)}
        error={fieldError('description')}
      />
      <TextField
        label={t('adminServices.form.nameEn')}
        hint={t('adminServices.form.englishHint')}
        lang="en"
        value={nameEn}
        maxLength={SERVICE_NAME_MAX_LENGTH}
        onChange={(event) => setNameEn(event.target.value)}
        error={fieldError('nameEn')}
      />
      <TextArea
        label={t('adminServices.form.descriptionEn')}
        hint={t('adminServices.form.englishHint')}
        lang="en"
        rows={3}
        value={descriptionEn}
        maxLength={SERVICE_DESCRIPTION_MAX_LENGTH}
        onChange={(event) => setDescriptionEn(event.target.value)}
        error={fieldError('descriptionEn')}
      />
      <Field label={t('adminServices.form.vatRate')} error={fieldError('vatRate')}>
        {({ id, describedBy, invalid }) => (
          <select
            id={id}
            value={vatRate}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => setVatRate(vatRateOf(Number(event.target.value)))}
            className={controlClass(fieldError('vatRate'))}
          >
            {SERVICE_VAT_RATES.map((rate) => (
              <option key={rate} value={rate}>
                {t(`adminServices.form.vatRates.${rate}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextField
        label={t('adminServices.form.dureeMinutes')}
        hint={t('adminServices.form.dureeHint')}
        type="number"
        inputMode="numeric"
        min={SERVICE_DURATION_MIN}
        max={SERVICE_DURATION_MAX}
        step={5}
        value={dureeMinutes}
        onChange={(event) => setDureeMinutes(event.target.value)}
        error={fieldError('dureeMinutes')}
      />
      <Field
        label={t('adminServices.form.image')}
        hint={
          mode === 'edit'
            ? t('adminServices.form.imageKeepHint')
            : t('adminServices.form.imageHint')
        }
        error={fieldError(SERVICE_IMAGE_FIELD)}
      >
        {({ id, describedBy, invalid }) => (
          <input
            key={fileKey}
            id={id}
            type="file"
            accept={SERVICE_IMAGE_ACCEPT}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => setImage(event.target.files?.[0] ?? null)}
            className={`${controlClass(fieldError(SERVICE_IMAGE_FIELD))} cursor-pointer py-2 file:mr-4 file:min-h-10 file:cursor-pointer file:rounded-md file:border-0 file:bg-ink-900 file:px-4 file:text-sm file:font-semibold file:text-white`}
          />
        )}
      </Field>
      {image && (
        <ImagePreview
          file={image}
          label={t('adminServices.form.preview')}
          unreadable={t('adminServices.form.unreadable')}
        />
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="submit" className="btn btn-ink" disabled={pending}>
          {pending
            ? t(mode === 'create' ? 'adminServices.form.adding' : 'adminServices.form.saving')
            : t(mode === 'create' ? 'adminServices.form.add' : 'adminServices.form.save')}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={pending}>
            {t('adminServices.form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
};
