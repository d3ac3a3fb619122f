import { useController, useFormContext } from 'react-hook-form';
import type { ReactNode, Ref } from 'react';
import { parisToday } from '@navette/shared';
import { TextField } from '../../../../components/TextField';
import type { BookingFieldName, BookingValues } from '../../booking-form';
import { useBookingField } from './use-booking-field';

/**
 * What the forms need from a date, time or address widget: a text value in, a text value out
 * (YYYY-MM-DD, HH:mm, the address), an error shown under it. Each adapter below renders one
 * widget; swapping a widget is one line.
 */
export interface WidgetProps {
  name: string;
  label: string;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  inputRef: Ref<HTMLInputElement>;
}

const PlainDateInput = ({ inputRef, onChange, ...props }: WidgetProps) => (
  <TextField
    {...props}
    ref={inputRef}
    type="date"
    min={parisToday()}
    onChange={(event) => onChange(event.target.value)}
  />
);

const PlainTimeInput = ({ inputRef, onChange, ...props }: WidgetProps) => (
  <TextField
    {...props}
    ref={inputRef}
    type="time"
    onChange={(event) => onChange(event.target.value)}
  />
);

const PlainAddressInput = ({ inputRef, onChange, onBlur, value, ...props }: WidgetProps) => (
  <TextField
    {...props}
    ref={inputRef}
    value={value}
    autoComplete="street-address"
    onChange={(event) => onChange(event.target.value)}
    // spec: the address is trimmed when the field is left
    onBlur={() => {
      if (value !== value.trim()) onChange(value.trim());
      onBlur();
    }}
  />
);

/** Binds a widget to a string field of the form; editing clears the field's error (spec §5). */
const useWidgetBinding = (name: BookingFieldName) => {
  const { control } = useFormContext<BookingValues>();
  const { field } = useController({ control, name });
  const { error, clearError } = useBookingField(name);
  return {
    name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: (value: string) => {
      field.onChange(value);
      clearError();
    },
    onBlur: field.onBlur,
    error,
    inputRef: field.ref,
  };
};

interface AdapterProps {
  name: BookingFieldName;
  label: string;
  hint?: ReactNode;
  className?: string;
}

export const DateField = ({ name, className, ...props }: AdapterProps) => {
  const binding = useWidgetBinding(name);
  return (
    <div className={className}>
      <PlainDateInput {...props} {...binding} />
    </div>
  );
};

export const TimeField = ({ name, className, ...props }: AdapterProps) => {
  const binding = useWidgetBinding(name);
  return (
    <div className={className}>
      <PlainTimeInput {...props} {...binding} />
    </div>
  );
};

export const AddressField = ({ name, className, ...props }: AdapterProps) => {
  const binding = useWidgetBinding(name);
  return (
    <div className={className}>
      <PlainAddressInput {...props} {...binding} />
    </div>
  );
};
