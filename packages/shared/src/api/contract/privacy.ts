import { messageResponseSchema } from '../../schemas/auth';
import {
  accountDeletionSchema,
  adminPersonErasureSchema,
  adminPersonQuerySchema,
  erasureResultSchema,
  privacyOverviewSchema,
} from '../../schemas/privacy';
import type { JsonEndpoint, NavigationEndpoint } from '../endpoint';

/*
 * The rights of the people in the data (docs/product/data-protection.md). The customer's two
 * calls live on their account; the administrator's act for a person who asked by e-mail, found by
 * that address (an account, guest reservations, reviews, applications).
 */

/** Everything held about the signed-in customer, as a JSON file download. */
export const exportMyDataEndpoint = {
  method: 'GET',
  path: '/auth/profile/export',
  access: 'customer',
  opens: 'file',
} as const satisfies NavigationEndpoint;

/**
 * Deletes the signed-in customer's account after re-authentication: personal data erased,
 * reservations that must be kept for invoicing anonymised, every session revoked, a confirmation
 * e-mail sent. A wrong password is CURRENT_PASSWORD_INVALID; a Google-only account whose
 * sign-in is not recent is REAUTH_REQUIRED.
 */
export const deleteMyAccountEndpoint = {
  method: 'DELETE',
  path: '/auth/profile',
  access: 'customer',
  body: accountDeletionSchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

/** The retention periods in force and what the nightly purge last did (counts only). */
export const adminPrivacyOverviewEndpoint = {
  method: 'GET',
  path: '/api/admin/donnees',
  access: 'admin',
  response: privacyOverviewSchema,
} as const satisfies JsonEndpoint;

/** Everything held about the person with this e-mail address, as a JSON file download. */
export const adminPersonExportEndpoint = {
  method: 'GET',
  path: '/api/admin/donnees/export',
  access: 'admin',
  query: adminPersonQuerySchema,
  opens: 'file',
} as const satisfies NavigationEndpoint;

/** Erases the person with this e-mail address as their own account deletion would. */
export const adminPersonErasureEndpoint = {
  method: 'POST',
  path: '/api/admin/donnees/effacement',
  access: 'admin',
  body: adminPersonErasureSchema,
  response: erasureResultSchema,
} as const satisfies JsonEndpoint;
