import { useTranslation } from 'react-i18next';
import type { Path } from 'react-hook-form';
import {
  ADMIN_EDITABLE_FIELDS,
  RESERVATION_STATUSES,
  type AdminReservationDetail,
} from '@navette/shared';
import { Field, controlClass } from '../../../components/form/Field';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { FormDateField, FormTimeField } from '../../../components/form/PickerFields';
import { EmailField, TextField } from '../../../components/form/TextField';
import { useApiForm } from '../../../components/form/use-api-form';
import { adminToast } from '../../../components/toast-store';
import {
  changesBetween,
  editValuesOf,
  hasChanges,
  prefilledDevis,
  type ReservationChanges,
  type ReservationEditValues,
} from './reservation-edit';
import { useReservationFormat } from './reservation-format';

const SERVER_FIELDS: readonly Path<ReservationEditValues>[] = [
  ...ADMIN_EDITABLE_FIELDS,
  'devis',
  'statut',
];

/** The two numbers of the form: a whole count of persons, a price in euros and cents. */
const NUMBER_INPUTS = {
  nombre_personnes: { type: 'number', inputMode: 'numeric', min: 1, step: 1 },
  devis: { type: 'number', inputMode: 'decimal', min: 0, step: 0.01 },
} as const;

export interface ReservationEditFormProps {
  reservation: AdminReservationDetail;
  /** sends the changes; a rejection is shown by the caller and keeps the form open */
  onSave: (changes: ReservationChanges) => Promise<void>;
  onCancel: () => void;
}

/**
 * The edit form of docs/product/back-office.md#reservation-edit-form: exactly its fields and
 * input types. Saving hands over only what differs from the stored reservation; a request
 * without a devis starts from the tariff's price, which saving sends as the devis.
 */
export const ReservationEditForm = ({
  reservation,
  onSave,
  onCancel,
}: ReservationEditFormProps) => {
  const { t } = useTranslation('admin');
  const format = useReservationFormat();
  const { register, control, submitWith, showApiError, errorOf, field, formState } =
    useApiForm<ReservationEditValues>({
      defaultValues: editValuesOf(reservation),
      serverFields: SERVER_FIELDS,
    });
  const { errors, isSubmitting } = formState;
  const label = (name: keyof ReservationEditValues) => t(`adminReservations.fields.${name}`);
  /** a text field's label, registration and error */
  const fieldOf = (name: keyof ReservationEditValues) => ({ label: label(name), ...field(name) });

  const submit = submitWith(async (values) => {
    const changes = changesBetween(reservation, values);
    if (!hasChanges(changes)) {
      adminToast.info(t('adminReservations.form.noChange'));
      return;
    }
    try {
      await onSave(changes);
    } catch (error) {
      showApiError(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-1">
      <div className="grid grid-cols-1 gap-x-4 sm:grid-cols-2">
        <TextField {...fieldOf('nom')} />
        <EmailField autoComplete="off" {...fieldOf('email')} />
        {/* the app's pickers, in the interface's language (a past trip can be corrected) */}
        <FormDateField
          control={control}
          name="date"
          minDate={null}
          label={label('date')}
          error={errorOf('date')}
        />
        <FormTimeField
          control={control}
          name="heure"
          label={label('heure')}
          error={errorOf('heure')}
        />
        <TextField {...NUMBER_INPUTS.nombre_personnes} {...fieldOf('nombre_personnes')} />
        <TextField
          {...NUMBER_INPUTS.devis}
          {...fieldOf('devis')}
          hint={
            prefilledDevis(reservation) === null
              ? undefined
              : t('adminReservations.form.devisPrefilled')
          }
        />
        <TextField className="sm:col-span-2" {...fieldOf('adresse_depart')} />
        <TextField className="sm:col-span-2" {...fieldOf('adresse_arrivee')} />
        <Field label={label('statut')} error={errorOf('statut')}>
          {({ id, describedBy, invalid }) => (
            <select
              id={id}
              aria-invalid={invalid}
              aria-describedby={describedBy}
              className={controlClass(errors.statut?.message)}
              {...register('statut')}
            >
              {RESERVATION_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {format.status(status)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          {t('adminReservations.form.cancel')}
        </button>
        <SubmitButton
          pending={isSubmitting}
          pendingLabel={t('adminReservations.form.saving')}
          className="btn btn-gold"
        >
          {t('adminReservations.form.save')}
        </SubmitButton>
      </div>
    </form>
  );
};
