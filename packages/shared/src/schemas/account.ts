import { z } from 'zod';
import { LANGUAGES, PASSWORD_MIN_LENGTH } from '../constants';
import {
  PASSWORD_MAX_LENGTH,
  VERIFICATION_CODE_LENGTH,
  accountEmail,
  accountName,
  sessionUserSchema,
} from './auth';

/*
 * The customer's own account: the profile, the password change and the forgotten password
 * (docs/product/accounts.md). Messages are translation keys under `accountApi` (account
 * namespace), so the server's field errors and the forms speak the same words.
 */

/** GET and PUT /auth/profile: the session's user plus what the profile tab edits or shows. */
export const profileSchema = sessionUserSchema.extend({
  /** the language of the customer's e-mails */
  language: z.enum(LANGUAGES),
  /** false for an account that only signs in with Google: it sets one by the reset code */
  hasPassword: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT /auth/profile */
export const updateProfileSchema = z.strictObject({
  name: accountName,
  language: z.enum(LANGUAGES, 'accountApi.profile.errors.languageInvalid'),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

/** A new password: the registration's length rule; the server also refuses common ones. */
const newPassword = z
  .string('accountApi.password.errors.newTooShort')
  .min(PASSWORD_MIN_LENGTH, 'accountApi.password.errors.newTooShort')
  .max(PASSWORD_MAX_LENGTH, 'validation.tooLong');

/** PUT /auth/password */
export const changePasswordSchema = z.strictObject({
  currentPassword: z
    .string('accountApi.password.errors.currentRequired')
    .min(1, 'accountApi.password.errors.currentRequired')
    .max(PASSWORD_MAX_LENGTH, 'validation.tooLong'),
  newPassword,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** POST /auth/password/forgot */
export const forgotPasswordSchema = z.strictObject({
  email: accountEmail('accountApi.reset.errors.emailInvalid'),
});
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** POST /auth/password/reset: the code received by e-mail and the new password. */
export const resetPasswordSchema = z.strictObject({
  email: accountEmail('accountApi.reset.errors.emailInvalid'),
  code: z
    .string('accountApi.reset.errors.codeFormat')
    .trim()
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'accountApi.reset.errors.codeFormat'),
  password: newPassword,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
