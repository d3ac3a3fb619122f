import { z } from 'zod';
import { changePasswordSchema, resetPasswordSchema } from '@navette/shared';

/*
 * The password forms: the API's bodies plus a confirmation, which only the form checks and never
 * sends (as at registration, docs/product/accounts.md#registration-checks).
 */

const PASSWORDS_DIFFER = 'auth.register.errors.passwordsDiffer';

export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;

/** The reset's second step: the e-mail is known from the first one. */
export const resetPasswordFormSchema = resetPasswordSchema
  .omit({ email: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: PASSWORDS_DIFFER,
  });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
