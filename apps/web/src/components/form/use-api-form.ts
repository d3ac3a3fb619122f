import type { FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type {
  FieldValues,
  Path,
  SubmitErrorHandler,
  SubmitHandler,
  UseFormProps,
} from 'react-hook-form';
import {
  alertText,
  applyServerFieldErrors,
  firstFieldError,
  useFieldErrorText,
} from '../../lib/form-errors';

/** What the footer says besides the request's failure (`footerOf`). */
export interface FooterMessages {
  /** the form's own account of its invalid fields, already translated: shown instead of the failure */
  summary?: string | undefined;
  /** the server's confirmation, already translated */
  success?: string | undefined;
}

/** What the form needs of the request it sends (a react-query mutation). */
export interface FormRequest {
  error: unknown;
  isPending: boolean;
  reset: () => void;
}

export interface UseApiFormOptions<TValues extends FieldValues, TParsed> extends UseFormProps<
  TValues,
  unknown,
  TParsed
> {
  /** the fields a 400's `fields` may name: their messages go under these inputs */
  serverFields?: readonly Path<TValues>[];
  /** the request the form sends: its failure and pending state are the footer's (`footerOf`) */
  request?: FormRequest;
}

/**
 * react-hook-form wired to the API's answers: `showApiError` puts an `ApiError`'s field messages
 * under their inputs (the rest of the error is the form alert's: `alertText` in form-errors),
 * `errorText` reads any field error as text, and `submitWith` is the form's onSubmit — an invalid
 * submit forgets the request's previous failure. `field(name)` is what a field of the kit takes
 * (its registration and its error as text, `errorOf(name)`), `firstErrorText(order)` what the live announcer reads,
 * `footerOf(failed)` the FormFooter's failure (the server's message, else `failed`) and pending
 * state for the request — with `summary`, the form's own account of its invalid fields comes
 * first, and `success` is the confirmation to show.
 */
export const useApiForm = <TValues extends FieldValues, TParsed = TValues>({
  serverFields = [],
  request,
  ...options
}: UseApiFormOptions<TValues, TParsed>) => {
  const form = useForm<TValues, unknown, TParsed>(options);
  const errorText = useFieldErrorText();
  const { setError, handleSubmit, register, getFieldState, formState } = form;
  const showApiError = (error: unknown): void =>
    applyServerFieldErrors(error, setError, serverFields);
  const submitWith =
    (
      onValid: SubmitHandler<TParsed>,
      onInvalid: SubmitErrorHandler<TValues> | undefined = request && (() => request.reset()),
    ) =>
    (event: FormEvent<HTMLFormElement>): void =>
      void handleSubmit(onValid, onInvalid)(event);
  const errorOf = (name: Path<TValues>): string | undefined =>
    errorText(getFieldState(name, formState).error);
  const field = (name: Path<TValues>) => ({ ...register(name), error: errorOf(name) });
  const firstErrorText = (order: readonly Path<TValues>[]): string | undefined =>
    errorText(firstFieldError(formState.errors, order));
  const footerOf = (failed: string, { summary, success }: FooterMessages = {}) => ({
    error: summary ?? alertText(request?.error, failed),
    success,
    pending: request?.isPending ?? false,
  });
  return { ...form, errorText, showApiError, submitWith, errorOf, field, firstErrorText, footerOf };
};
