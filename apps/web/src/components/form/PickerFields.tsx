import { useController } from 'react-hook-form';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { DatePicker } from '../DatePicker';
import type { DatePickerProps } from '../DatePicker';
import { TimePicker } from '../TimePicker';

interface PickerFieldBinding<TValues extends FieldValues, TParsed> {
  /** the form's control, whatever its resolver turns the values into */
  control: Control<TValues, unknown, TParsed>;
  name: Path<TValues>;
  label: string;
  /** already translated; shown in red under the field */
  error?: string | undefined;
  required?: boolean;
  className?: string;
}

/**
 * Binds a picker to a text field of a react-hook-form form (YYYY-MM-DD or HH:mm), as the booking
 * form does: the app's own calendar and clock speak the interface's language, where the browser's
 * date and time inputs follow the browser's (docs/product/back-office.md).
 */
const usePickerBinding = <TValues extends FieldValues, TParsed>(
  control: Control<TValues, unknown, TParsed>,
  name: Path<TValues>,
) => {
  const { field } = useController({ control, name });
  return {
    name,
    value: typeof field.value === 'string' ? field.value : '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
  };
};

export const FormDateField = <TValues extends FieldValues, TParsed = TValues>({
  control,
  name,
  minDate,
  ...props
}: PickerFieldBinding<TValues, TParsed> & Pick<DatePickerProps, 'minDate'>) => {
  const binding = usePickerBinding(control, name);
  return <DatePicker {...props} {...binding} minDate={minDate} />;
};

export const FormTimeField = <TValues extends FieldValues, TParsed = TValues>({
  control,
  name,
  ...props
}: PickerFieldBinding<TValues, TParsed>) => {
  const binding = usePickerBinding(control, name);
  return <TimePicker {...props} {...binding} />;
};
