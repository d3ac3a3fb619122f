import {
  adminCodeSchema,
  adminEnrolmentDoneSchema,
  adminEnrolmentSchema,
  adminLoginResponseSchema,
  adminLoginSchema,
  adminPasswordChangeSchema,
  adminSignInStepSchema,
  adminUnlockQuerySchema,
} from '../../schemas/auth';
import type { JsonEndpoint, NavigationEndpoint } from '../endpoint';

/*
 * The administrator's sign-in, step by step (docs/product/back-office.md#sign-in): the password,
 * the new password a first sign-in requires, the authenticator's enrolment, the code, the unlock.
 * The session check and sign-out of the back-office are in ./public.ts, which every page loads.
 */

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
