import type { JsonEndpoint } from '../endpoint';
import { adminCheckCheck, messageCheck, sessionCheckCheck } from '../light-checks';

/*
 * What every page needs to call the API: the entries of the session checks and sign-outs, and the
 * two helpers of every call. They share a module so that the bundler ships them with the API
 * client and nothing else (a module of their own becomes a chunk of its own). The response checks
 * are light guards, never zod schemas (docs/decisions/0014-light-response-checks.md); the other
 * entries live in modules bundled with the pages and forms that call them.
 */

/** The path with its parameters filled in, each one URL-encoded (the types require them all). */
export const fillPath = (path: string, params: Readonly<Record<string, string>> = {}): string =>
  path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

/** Answers 200 to a visitor who is not signed in too: `{ error, code: 'NOT_SIGNED_IN' }`. */
export const sessionCheckEndpoint = {
  method: 'GET',
  path: '/auth/check',
  access: 'public',
  response: sessionCheckCheck,
} as const satisfies JsonEndpoint;

/** The login page's own session check: the same answer as /auth/check. */
export const loginSuccessEndpoint = {
  method: 'GET',
  path: '/auth/login/success',
  access: 'public',
  response: sessionCheckCheck,
} as const satisfies JsonEndpoint;

/** A GET, refused from another site (CROSS_SITE_REQUEST). */
export const logoutEndpoint = {
  method: 'GET',
  path: '/auth/logout',
  access: 'public',
  response: messageCheck,
} as const satisfies JsonEndpoint;

/** `{ isAdmin: false }`, not 401, to a caller who is not an administrator. */
export const adminCheckEndpoint = {
  method: 'GET',
  path: '/admin/check',
  access: 'public',
  readsAdminSession: true,
  response: adminCheckCheck,
} as const satisfies JsonEndpoint;

export const adminLogoutEndpoint = {
  method: 'POST',
  path: '/admin/logout',
  access: 'public',
  readsAdminSession: true,
  response: messageCheck,
} as const satisfies JsonEndpoint;
