import {
  adminLoginSchema,
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resendCodeSchema,
  sessionUserSchema,
  verifySchema,
} from '../../schemas/auth';
import { checkWith, hasStrings } from '../guards';
import type { JsonEndpoint, NavigationEndpoint } from '../endpoint';

/** The sign-up, sign-in and profile entries (docs/product/accounts.md, docs/product/back-office.md). */

/** A guard, not a schema: the admin sign-in form needs no more (decision 0014). */
const adminTokenCheck = /* @__PURE__ */ checkWith((value): value is { token: string } =>
  hasStrings(value, ['token']),
);

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

export const profileEndpoint = {
  method: 'GET',
  path: '/auth/profile',
  access: 'customer',
  response: sessionUserSchema,
} as const satisfies JsonEndpoint;

/** Signs out every browser of the account (docs/product/accounts.md#sign-out-everywhere). */
export const logoutEverywhereEndpoint = {
  method: 'POST',
  path: '/auth/logout/all',
  access: 'customer',
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

export const adminLoginEndpoint = {
  method: 'POST',
  path: '/admin/login',
  access: 'public',
  body: adminLoginSchema,
  response: adminTokenCheck,
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
