import type { TFunction } from 'i18next';
import type { z } from 'zod';
import { AppError } from './app-error';
import { hasKey } from './i18n';

/**
 * What the translation needs of a validation issue: zod's own issues fit, and so do Fastify's
 * schema errors once their `instancePath` is split back into a path.
 */
export interface ValidationIssue {
  path: readonly PropertyKey[];
  code: string;
  message: string;
  /** names of unknown properties, for `unrecognized_keys` */
  keys?: unknown;
}

/** A schema message is a translation key; zod's own messages are replaced by ours. */
const issueKey = (issue: ValidationIssue): string => {
  if (hasKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      // zod reports a missing property as a value of type undefined
      return /received undefined$/.test(issue.message)
        ? 'validation.required'
        : 'validation.invalidType';
    case 'too_big':
      return 'validation.tooLong';
    case 'unrecognized_keys':
      return 'validation.unknownField';
    default:
      return 'validation.invalid';
  }
};

/**
 * At most this many fields are reported: no form has more, and a body of thousands of unknown
 * keys must not cost a message each (docs/decisions/0046-one-request-cannot-stall-the-server.md).
 */
export const REPORTED_FIELDS_MAX = 20;

/**
 * Field name (dotted path, `_` for the body itself) → translation key of its first issue, for
 * the first `REPORTED_FIELDS_MAX` fields. Each unknown property is a field of its own, so that a
 * form can point at it.
 */
export const fieldErrorKeys = (issues: readonly ValidationIssue[]): Record<string, string> => {
  const fields: Record<string, string> = {};
  let count = 0;
  for (const issue of issues) {
    const path = issue.path.map(String);
    const names =
      issue.code === 'unrecognized_keys' && Array.isArray(issue.keys)
        ? issue.keys.slice(0, REPORTED_FIELDS_MAX).map((key) => [...path, String(key)].join('.'))
        : [path.join('.') || '_'];
    for (const name of names) {
      if (fields[name] !== undefined) continue;
      if (count === REPORTED_FIELDS_MAX) return fields;
      fields[name] = issueKey(issue);
      count += 1;
    }
  }
  return fields;
};

/** The same field errors, translated: field name → message in the request's language. */
export const translateIssues = (
  issues: readonly ValidationIssue[],
  t: TFunction,
): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldErrorKeys(issues)).map(([name, key]) => [name, t(key)]));

/**
 * The parsed value, or `VALIDATION_FAILED` with one message key per field: the error handler
 * translates them into the request's language and answers 400 in the API's one error format.
 */
export const parseOrThrow = <S extends z.ZodType>(schema: S, value: unknown): z.output<S> => {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('VALIDATION_FAILED', { fields: fieldErrorKeys(parsed.error.issues) });
  }
  return parsed.data;
};
