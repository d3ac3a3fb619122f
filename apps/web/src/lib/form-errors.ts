import { useTranslation } from 'react-i18next';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';
import { textOf } from './translation-key';

/** An error a server sent for a field: already translated, unlike the schemas' message keys. */
export const SERVER_FIELD_ERROR = 'server';

/**
 * Reads a field error as text: the shared schemas' messages are translation keys, the server's
 * are sentences (and may contain ':' which i18next would take for a namespace).
 */
export const useFieldErrorText = () => {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | undefined => {
    if (!error?.message) return undefined;
    return error.type === SERVER_FIELD_ERROR ? error.message : textOf(t, error.message);
  };
};

/** The first field in `order` that has an error: the one the spec's order of checks shows first. */
export const firstFieldError = <T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
): FieldError | undefined => {
  for (const name of order) {
    const error = errors[name];
    if (error) return error as FieldError;
  }
  return undefined;
};

/** Puts a 400's `fields` under their inputs (only fields the form has). */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  names: readonly Path<T>[],
): void => {
  if (!(error instanceof ApiError) || !error.fields) return;
  for (const name of names) {
    const message = error.fields[name];
    if (message) setError(name, { type: SERVER_FIELD_ERROR, message });
  }
};
