import { useTranslation } from 'react-i18next';
import type { FieldError, FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, serverMessageOr } from './api-client';
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

/** The first field in `order` that has an error: the one the documented order of checks shows first. */
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

/**
 * The form alert's text for a failed request: the server's own message when it sent one, the
 * form's fallback for a network or unexpected failure; nothing when there is no error.
 */
export const alertText = (error: unknown, fallback: string): string | undefined =>
  error === null || error === undefined ? undefined : serverMessageOr(error, fallback);
