import {
  adminCodeSchema,
  adminEnrolmentDoneSchema,
  adminEnrolmentSchema,
  adminLoginResponseSchema,
  adminLoginSchema,
  adminPasswordChangeSchema,
  adminSignInStepSchema,
  adminUnlockQuerySchema,
  authOptionsSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resendCodeSchema,
  verifySchema,
} from '../../schemas/auth';
import type { JsonEndpoint, NavigationEndpoint } from '../endpoint';

/** The sign-up, sign-in and profile entries (docs/product/accounts.md, docs/product/back-office.md). */

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

/*
 * The back-office sign-in in steps (docs/product/back-office.md#sign-in). The password step
 * answers which step comes next and keeps the sign-in pending in an HttpOnly cookie; the steps
 * after it read that cookie. Only the second factor's step opens the session.
 */
export const adminLoginEndpoint = {
  method: 'POST',
  path: '/admin/login',
  access: 'public',
  body: adminLoginSchema,
  response: adminSignInStepSchema,
} as const satisfies JsonEndpoint;

export const adminLoginPasswordEndpoint = {
  method: 'POST',
  path: '/admin/login/password',
  access: 'public',
  body: adminPasswordChangeSchema,
  response: adminSignInStepSchema,
} as const satisfies JsonEndpoint;

/** A new secret for the authenticator app; asking again replaces the unconfirmed one. */
export const adminEnrolmentEndpoint = {
  method: 'POST',
  path: '/admin/login/enrolment',
  access: 'public',
  response: adminEnrolmentSchema,
} as const satisfies JsonEndpoint;

export const adminEnrolmentConfirmEndpoint = {
  method: 'POST',
  path: '/admin/login/enrolment/confirm',
  access: 'public',
  body: adminCodeSchema,
  response: adminEnrolmentDoneSchema,
} as const satisfies JsonEndpoint;

/** The authenticator's code, or one recovery code. */
export const adminCodeEndpoint = {
  method: 'POST',
  path: '/admin/login/code',
  access: 'public',
  body: adminCodeSchema,
  response: adminLoginResponseSchema,
} as const satisfies JsonEndpoint;

/** The link of the lock's e-mail: unlocks the code step, then back to the sign-in page. */
export const adminUnlockEndpoint = {
  method: 'GET',
  path: '/admin/login/unlock',
  access: 'public',
  query: adminUnlockQuerySchema,
  opens: 'redirect',
} as const satisfies NavigationEndpoint;

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
