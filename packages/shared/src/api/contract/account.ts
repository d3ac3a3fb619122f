import { messageResponseSchema } from '../../schemas/auth';
import type { JsonEndpoint } from '../endpoint';
import {
  changePasswordSchema,
  forgotPasswordSchema,
  profileSchema,
  resetPasswordSchema,
  updateProfileSchema,
} from '../../schemas/account';

/*
 * The customer's account (docs/product/accounts.md): the profile's name and e-mail language, the
 * password change and the forgotten password. Their zod schemas travel with the profile and
 * password pages only. Served by the server's features/auth/account.routes.ts.
 */

/** Name and language of the customer's e-mails; answers the updated profile. */
export const updateProfileEndpoint = {
  method: 'PUT',
  path: '/auth/profile',
  access: 'customer',
  body: updateProfileSchema,
  response: profileSchema,
} as const satisfies JsonEndpoint;

/** Checks the current password; every other session of the account is ended. */
export const changePasswordEndpoint = {
  method: 'PUT',
  path: '/auth/password',
  access: 'customer',
  body: changePasswordSchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

/** Always the same answer, whether or not the address has an account. */
export const forgotPasswordEndpoint = {
  method: 'POST',
  path: '/auth/password/forgot',
  access: 'public',
  body: forgotPasswordSchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

/** Sets the password with the e-mailed code and ends every session of the account. */
export const resetPasswordEndpoint = {
  method: 'POST',
  path: '/auth/password/reset',
  access: 'public',
  body: resetPasswordSchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;
