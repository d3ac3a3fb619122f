import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PASSENGERS_MAX, PASSENGERS_MIN } from '@navette/shared';
import type { BookingValues } from '../../booking-form';
import { BookingCheckbox } from '../fields/BookingFields';
import { Field, controlClass } from '../../../../components/form/Field';
import { useBookingField } from '../fields/use-booking-field';
import { FormSection } from './FormSection';

const stepButton =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-2xl font-semibold text-ink-900 hover:border-gold-500 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * The number of people: typed, or stepped with − and + within 1 to 8. Typing stays free so that
 * the product messages (required, minimum 1, maximum 8) can tell what is wrong.
 */
const PersonsField = () => {
  const { t } = useTranslation();
  const { control } = useFormContext<BookingValues>();
  const { field } = useController({ control, name: 'nombre_personnes' });
  const { error, clearError } = useBookingField('nombre_personnes');
  const value = typeof field.value === 'number' && !Number.isNaN(field.value) ? field.value : null;
  const set = (next: number | null) => {
    field.onChange(next);
    clearError();
  };
  return (
    <Field
      label={t('booking.passengers.persons')}
      hint={t('booking.passengers.personsHint')}
      error={error}
    >
      {({ id, describedBy, invalid }) => (
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={stepButton}
            disabled={value !== null && value <= PASSENGERS_MIN}
            onClick={() => set(Math.max(PASSENGERS_MIN, (value ?? PASSENGERS_MIN + 1) - 1))}
            aria-controls={id}
          >
            <span aria-hidden="true">−</span>
            <span className="sr-only">{t('booking.passengers.decrease')}</span>
          </button>
          <input
            id={id}
            ref={field.ref}
            name={field.name}
            type="number"
            inputMode="numeric"
            min={PASSENGERS_MIN}
            max={PASSENGERS_MAX}
            step={1}
            value={value ?? ''}
            onChange={(event) => set(event.target.value === '' ? null : Number(event.target.value))}
            onBlur={field.onBlur}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            className={`${controlClass(error)} w-24 text-center`}
          />
          <button
            type="button"
            className={stepButton}
            disabled={value !== null && value >= PASSENGERS_MAX}
            onClick={() => set(Math.min(PASSENGERS_MAX, (value ?? PASSENGERS_MIN - 1) + 1))}
            aria-controls={id}
          >
            <span aria-hidden="true">+</span>
            <span className="sr-only">{t('booking.passengers.increase')}</span>
          </button>
        </div>
      )}
    </Field>
  );
};

/** Step 2: passengers and options (guest), vehicle (customer); the same fields (docs/product/booking.md). */
export const PassengersStep = () => {
  const { t } = useTranslation();
  return (
    <FormSection title={t('booking.passengers.title')}>
      <PersonsField />
      <div className="flex flex-col gap-3">
        <BookingCheckbox
          name="siege_bebe"
          label={t('booking.passengers.babySeat')}
          hint={t('booking.passengers.babySeatHint')}
        />
        <BookingCheckbox
          name="rehausseurs"
          label={t('booking.passengers.boosters')}
          hint={t('booking.passengers.boostersHint')}
        />
      </div>
    </FormSection>
  );
};
