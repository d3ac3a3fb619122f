import { z } from 'zod';
import { LANGUAGES } from '../constants';
import {
  accountEmail,
  accountName,
  enteredPassword,
  newAccountPassword,
  sessionUserSchema,
  verificationCode,
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
const newPassword = newAccountPassword('accountApi.password.errors.newTooShort');

/** PUT /auth/password */
export const changePasswordSchema = z.strictObject({
  currentPassword: enteredPassword('accountApi.password.errors.currentRequired'),
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
  code: verificationCode('accountApi.reset.errors.codeFormat'),
  password: newPassword,
});
export type ResetPassword = z.infer<typeof resetPasswordSchema>;
