import { useController, useFormContext } from 'react-hook-form';
import { AddressInput } from '../../../../components/AddressInput';
import { DatePicker } from '../../../../components/DatePicker';
import { TimePicker } from '../../../../components/TimePicker';
import type { BookingFieldName, BookingValues } from '../../booking-form';
import { useBookingField } from './use-booking-field';

/**
 * Binds a date, time or address widget to a text field of the form (YYYY-MM-DD, HH:mm, the
 * address): the widget's error under it, its trigger focusable by react-hook-form when the field
 * is in error, and editing clears the field's error (docs/product/booking.md).
 */
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
    ref: field.ref,
  };
};

interface AdapterProps {
  name: BookingFieldName;
  label: string;
  className?: string;
}

export const DateField = ({ name, ...props }: AdapterProps) => {
  const binding = useWidgetBinding(name);
  return <DatePicker {...props} {...binding} />;
};

export const TimeField = ({ name, ...props }: AdapterProps) => {
  const binding = useWidgetBinding(name);
  return <TimePicker {...props} {...binding} />;
};

export const AddressField = ({ name, ...props }: AdapterProps) => {
  const binding = useWidgetBinding(name);
  return <AddressInput {...props} {...binding} />;
};
