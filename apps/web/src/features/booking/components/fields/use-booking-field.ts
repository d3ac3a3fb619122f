import { useFormContext, useFormState } from 'react-hook-form';
import type { RegisterOptions } from 'react-hook-form';
import { useFieldErrorText } from '../../../../lib/form-errors';
import type { BookingFieldName, BookingValues } from '../../booking-form';

/**
 * A field of the reservation forms: its translated error, and its registration. As
 * docs/product/booking.md says, a
 * field's error clears as soon as the user edits that field; the step is checked again only when
 * the user continues.
 */
export const useBookingField = <N extends BookingFieldName>(name: N) => {
  const { register, clearErrors, control } = useFormContext<BookingValues>();
  const { errors } = useFormState({ control, name });
  const errorText = useFieldErrorText();
  const error = errorText(errors[name]);
  const registration = (options: RegisterOptions<BookingValues, N> = {}) =>
    register(name, {
      ...options,
      onChange: (event: unknown) => {
        clearErrors(name);
        options.onChange?.(event);
      },
    });
  return { error, registration, clearError: () => clearErrors(name) };
};
