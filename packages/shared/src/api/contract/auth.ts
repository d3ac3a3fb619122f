import {
  authOptionsSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resendCodeSchema,
  verifySchema,
} from '../../schemas/auth';
import type { JsonEndpoint, NavigationEndpoint } from '../endpoint';

/*
 * The customer's sign-up and sign-in (docs/product/accounts.md): registration, the e-mailed code,
 * password and Google sign-in, signing out everywhere. The session check and sign-out are in
 * ./public.ts, which every page loads; the profile in ./auth-profile.ts.
 */

export const registerEndpoint = {
  method: 'POST',
  path: '/auth/register',
  access: 'public',
  body: registerSchema,
  status: 201,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

export const verifyEmailEndpoint = {
  method: 'POST',
  path: '/auth/verify',
  access: 'public',
  body: verifySchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

export const resendCodeEndpoint = {
  method: 'POST',
  path: '/auth/verify/resend',
  access: 'public',
  body: resendCodeSchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

export const loginEndpoint = {
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  body: loginSchema,
  response: loginResponseSchema,
} as const satisfies JsonEndpoint;

/** Signs out every browser of the account (docs/product/accounts.md#sign-out-everywhere). */
export const logoutEverywhereEndpoint = {
  method: 'POST',
  path: '/auth/logout/all',
  access: 'customer',
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

/** Which sign-in options are configured: the Google button is shown only when it works. */
export const authOptionsEndpoint = {
  method: 'GET',
  path: '/api/auth/options',
  access: 'public',
  response: authOptionsSchema,
} as const satisfies JsonEndpoint;

export const googleSignInEndpoint = {
  method: 'GET',
  path: '/auth/google',
  access: 'public',
  opens: 'redirect',
} as const satisfies NavigationEndpoint;

export const googleCallbackEndpoint = {
  method: 'GET',
  path: '/auth/google/callback',
  access: 'public',
  opens: 'redirect',
} as const satisfies NavigationEndpoint;
