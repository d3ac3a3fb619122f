import {
  loginResponseSchema,
  loginSchema,
  messageResponseSchema,
  registerSchema,
  resendCodeSchema,
  sessionUserSchema,
  verifySchema,
  adminLoginSchema,
} from '../schemas/auth';
import { contactMessageSchema } from '../schemas/contact';
import { addressSuggestionListSchema, geocodeQuerySchema } from '../schemas/geocoding';
import { healthSchema } from '../schemas/health';
import {
  applicationFieldsSchema,
  applicationIdParamsSchema,
  applicationListSchema,
} from '../schemas/recruitment';
import {
  quoteRequestMailResponseSchema,
  quoteRequestMailSchema,
  reservationRequestSchema,
  reservationSchema,
} from '../schemas/reservation';
import type { Endpoint, JsonEndpoint, NavigationEndpoint } from './endpoint';
import {
  adminCheckCheck,
  adminTokenCheck,
  messageCheck,
  publicReviewListCheck,
  serviceListCheck,
  sessionCheckCheck,
} from './light-checks';

/*
 * The API contract: every JSON route of the server under /api, /auth and /admin, with what it
 * takes, what it answers and who may call it. The web client calls the API only through these
 * entries (apps/web/src/lib/api-client.ts), and apps/server/test/api-contract.test.ts proves the
 * server serves exactly this set. Each entry is a plain object literal: a page bundles only the
 * entries it uses (see endpoint.ts).
 */

// Site
export const healthEndpoint = {
  method: 'GET',
  path: '/api/health',
  access: 'public',
  response: healthSchema,
} as const satisfies JsonEndpoint;

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

export const geocodeEndpoint = {
  method: 'GET',
  path: '/api/geocode',
  access: 'public',
  query: geocodeQuerySchema,
  response: addressSuggestionListSchema,
} as const satisfies JsonEndpoint;

export const contactEndpoint = {
  method: 'POST',
  path: '/api/contact',
  access: 'public',
  body: contactMessageSchema,
  status: 201,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

// Customer accounts (docs/product/accounts.md)
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

export const profileEndpoint = {
  method: 'GET',
  path: '/auth/profile',
  access: 'customer',
  response: sessionUserSchema,
} as const satisfies JsonEndpoint;

/** A GET, refused from another site (CROSS_SITE_REQUEST). */
export const logoutEndpoint = {
  method: 'GET',
  path: '/auth/logout',
  access: 'public',
  response: messageCheck,
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

// Administrators (docs/product/back-office.md)
export const adminLoginEndpoint = {
  method: 'POST',
  path: '/admin/login',
  access: 'public',
  body: adminLoginSchema,
  response: adminTokenCheck,
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

// Recruitment (docs/product/contact-and-recruitment.md)
export const applyForJobEndpoint = {
  method: 'POST',
  path: '/api/recruitment/apply',
  access: 'public',
  body: applicationFieldsSchema,
  multipart: true,
  status: 201,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

export const listApplicationsEndpoint = {
  method: 'GET',
  path: '/api/recruitment/candidatures',
  access: 'admin',
  response: applicationListSchema,
} as const satisfies JsonEndpoint;

export const applicationCvEndpoint = {
  method: 'GET',
  path: '/api/recruitment/candidatures/:id/cv',
  access: 'admin',
  params: applicationIdParamsSchema,
  opens: 'file',
} as const satisfies NavigationEndpoint;

// Booking (docs/product/booking.md, docs/product/quick-request.md)
/** Guest rules without a session, customer rules with one; `Idempotency-Key` header optional. */
export const createReservationEndpoint = {
  method: 'POST',
  path: '/api/reservations',
  access: 'public',
  body: reservationRequestSchema,
  status: 201,
  response: reservationSchema,
} as const satisfies JsonEndpoint;

export const quoteRequestMailEndpoint = {
  method: 'POST',
  path: '/api/mail/confirmationDemandeDevis',
  access: 'public',
  body: quoteRequestMailSchema,
  response: quoteRequestMailResponseSchema,
} as const satisfies JsonEndpoint;

/** The whole table, for the test that holds it against the server's routes. */
export const API_ENDPOINTS: readonly Endpoint[] = [
  healthEndpoint,
  listServicesEndpoint,
  listReviewsEndpoint,
  geocodeEndpoint,
  contactEndpoint,
  registerEndpoint,
  verifyEmailEndpoint,
  resendCodeEndpoint,
  loginEndpoint,
  sessionCheckEndpoint,
  loginSuccessEndpoint,
  profileEndpoint,
  logoutEndpoint,
  googleSignInEndpoint,
  googleCallbackEndpoint,
  adminLoginEndpoint,
  adminCheckEndpoint,
  adminLogoutEndpoint,
  applyForJobEndpoint,
  listApplicationsEndpoint,
  applicationCvEndpoint,
  createReservationEndpoint,
  quoteRequestMailEndpoint,
];
