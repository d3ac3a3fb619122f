import type { JsonEndpoint } from '../endpoint';
import {
  adminCheckCheck,
  messageCheck,
  publicReviewListCheck,
  serviceListCheck,
  sessionCheckCheck,
} from '../light-checks';

/*
 * The entries every public page calls (services and reviews lists, the session checks, the
 * sign-outs). Their response checks are light guards and none names a zod
 * schema the pages would use: the module a page's chunk holds must not pull zod in
 * (docs/decisions/0014-light-response-checks.md). The other entries live in modules of their own,
 * bundled with the forms that call them.
 */

export const listServicesEndpoint = {
  method: 'GET',
  path: '/api/services',
  access: 'public',
  response: serviceListCheck,
} as const satisfies JsonEndpoint;

export const listReviewsEndpoint = {
  method: 'GET',
  path: '/api/avis',
  access: 'public',
  response: publicReviewListCheck,
} as const satisfies JsonEndpoint;

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
