import {
  changePasswordSchema,
  forgotPasswordSchema,
  profileSchema,
  resetPasswordSchema,
  updateProfileSchema,
} from '../../schemas/account';
import { messageResponseSchema } from '../../schemas/auth';
import { createReviewSchema, ownReviewListSchema, ownReviewSchema } from '../../schemas/reviews';
import type { JsonEndpoint } from '../endpoint';

/*
 * The customer's self-service: reviews, profile, password change and the forgotten password
 * (docs/product/customer-area.md, docs/product/accounts.md). Their zod schemas travel with the
 * profile and password pages only.
 */

/** Stored pending moderation; the author is the session's customer, never the body's `user`. */
export const createReviewEndpoint = {
  method: 'POST',
  path: '/api/avis',
  access: 'customer',
  body: createReviewSchema,
  status: 201,
  response: ownReviewSchema,
} as const satisfies JsonEndpoint;

/** The caller's own reviews, newest first, with their moderation state. */
export const listMyReviewsEndpoint = {
  method: 'GET',
  path: '/api/avis/mine',
  access: 'customer',
  response: ownReviewListSchema,
} as const satisfies JsonEndpoint;

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
