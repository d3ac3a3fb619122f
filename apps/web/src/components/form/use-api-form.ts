import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type {
  FieldValues,
  Path,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormProps,
} from 'react-hook-form';
import { applyServerFieldErrors, useFieldErrorText } from '../../lib/form-errors';

export interface UseApiFormOptions<TValues extends FieldValues, TParsed> extends UseFormProps<
  TValues,
  unknown,
  TParsed
> {
  /** the fields a 400's `fields` may name: their messages go under these inputs */
  serverFields?: readonly Path<TValues>[];
}

/**
 * react-hook-form wired to the API's answers: `showApiError` puts an `ApiError`'s field messages
 * under their inputs (the rest of the error is the form alert's: `alertText` in form-errors),
 * `errorText` reads any field error as text, and `submitWith` is the form's onSubmit.
 */
export const useApiForm = <TValues extends FieldValues, TParsed = TValues>({
  serverFields = [],
  ...options
}: UseApiFormOptions<TValues, TParsed>) => {
  const form = useForm<TValues, unknown, TParsed>(options);
  const errorText = useFieldErrorText();
  const { setError, handleSubmit } = form;
  const showApiError = (error: unknown): void =>
    applyServerFieldErrors(error, setError, serverFields);
  const submitWith =
    (onValid: SubmitHandler<TParsed>, onInvalid?: SubmitErrorHandler<TValues>) =>
    (event: FormEvent<HTMLFormElement>): void =>
      void handleSubmit(onValid, onInvalid)(event);
  return { ...form, errorText, showApiError, submitWith };
};
