import { useTranslation } from 'react-i18next';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { TextField } from '../../../../components/form/TextField';
import type { BookingFieldName } from '../../booking-form';
import { Field, controlClass } from '../../../../components/form/Field';
import { TextArea } from '../../../../components/form/TextArea';
import { useBookingField } from './use-booking-field';
import { type TranslationKey } from '../../../../lib/translation-key';

/** "(facultatif)" after the label of a field the schema does not require. */
export const useLabel = () => {
  const { t } = useTranslation();
  return (key: TranslationKey, optional = false) =>
    optional ? t('booking.form.optional', { label: t(key) }) : t(key);
};

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'id' | 'onChange' | 'onBlur' | 'value' | 'defaultValue'
>;

export const BookingTextField = ({
  name,
  label,
  hint,
  className,
  ...input
}: InputProps & { name: BookingFieldName; label: string; hint?: ReactNode }) => {
  const { error, registration } = useBookingField(name);
  return (
    <TextField
      label={label}
      hint={hint}
      error={error}
      className={className}
      {...input}
      {...registration()}
    />
  );
};

export interface SelectOption {
  value: string;
  label: string;
}

/** A native select (the phone's own picker); '' is the "choose" placeholder and reads as null. */
export const BookingCountSelect = ({
  name,
  label,
  options,
  className,
}: {
  name: BookingFieldName;
  label: string;
  options: readonly SelectOption[];
  className?: string;
}) => {
  const { t } = useTranslation();
  const { error, registration } = useBookingField(name);
  return (
    <Field label={label} error={error} className={className}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          className={controlClass(error)}
          {...registration({
            setValueAs: (value: unknown) =>
              value === '' || value === null || value === undefined ? null : Number(value),
          })}
        >
          <option value="">{t('booking.form.choose')}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
};

export const BookingTextArea = ({
  name,
  label,
  hint,
  maxLength,
}: {
  name: BookingFieldName;
  label: string;
  hint?: ReactNode;
  maxLength?: number;
}) => {
  const { error, registration } = useBookingField(name);
  return (
    <TextArea
      label={label}
      hint={hint}
      error={error}
      rows={4}
      maxLength={maxLength}
      {...registration()}
    />
  );
};

/** A yes/no choice as a large checkbox row (a 44 px target, the whole row clickable). */
export const BookingCheckbox = ({
  name,
  label,
  hint,
  onChange,
}: {
  name: BookingFieldName;
  label: string;
  hint?: ReactNode;
  /** called once the form holds the new value */
  onChange?: () => void;
}) => {
  const { registration } = useBookingField(name);
  return (
    <label className="flex min-h-12 cursor-pointer items-start gap-3 rounded-lg border border-slate-200 bg-white px-4 py-3 transition-colors hover:border-gold-400 has-[:checked]:border-gold-500 has-[:checked]:bg-gold-50">
      <input
        type="checkbox"
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-ink-900"
        {...registration(onChange ? { onChange } : {})}
      />
      <span className="flex flex-col gap-0.5">
        <span className="font-semibold text-ink-900">{label}</span>
        {hint && <span className="text-sm text-slate-600">{hint}</span>}
      </span>
    </label>
  );
};

/** One choice among a few, as cards (the transport modes). */
export const BookingRadioCards = ({
  name,
  legend,
  hint,
  options,
}: {
  name: BookingFieldName;
  legend: string;
  hint?: ReactNode;
  options: readonly (SelectOption & { icon?: ReactNode })[];
}) => {
  const { error, registration } = useBookingField(name);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink-900">{legend}</legend>
      {hint && <p className="mt-1 text-sm text-slate-600">{hint}</p>}
      <div className="mt-1.5 grid grid-cols-3 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-2 py-2 text-center font-semibold text-ink-900 transition-colors hover:border-gold-400 has-[:checked]:border-gold-500 has-[:checked]:bg-gold-50 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-gold-500"
          >
            <input type="radio" value={option.value} className="sr-only" {...registration()} />
            {option.icon}
            {option.label}
          </label>
        ))}
      </div>
      <p className="min-h-6 pt-1 text-sm text-error-600">{error}</p>
    </fieldset>
  );
};
