/**
 * The passwords the server refuses whatever their length: the most common ones, from the list
 * `@zxcvbn-ts/language-common` ships (about 49,000 entries, checked offline). The browser forms
 * keep only the length rule; this check is the server's (docs/decisions/0020-admin-second-factor.md).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from './app-error';

let common: ReadonlySet<string> | undefined;

/** True for a password of the list, whatever its case ("Password123" is "password123"). */
export const isCommonPassword = (password: string): boolean => {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.toLowerCase());
};

/** `VALIDATION_FAILED` on `field` with `messageKey` when the password is a common one. */
export const refuseCommonPassword = (password: string, field: string, messageKey: string) => {
  if (isCommonPassword(password)) {
    throw new AppError('VALIDATION_FAILED', { fields: { [field]: messageKey } });
  }
};
