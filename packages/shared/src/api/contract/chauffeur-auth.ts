import type { JsonEndpoint } from '../endpoint';
import { messageResponseSchema } from '../../schemas/auth';
import {
  acceptInvitationSchema,
  chauffeurCheckSchema,
  chauffeurLoginSchema,
  invitationQuerySchema,
  invitationSchema,
} from '../../schemas/chauffeurs';

/*
 * A chauffeur's account (docs/product/dispatch.md#chauffeurs): the invitation's first password,
 * the sign-in at /chauffeur/login, the session check and the sign-out.
 */

/** Who an invitation link is for; a used, replaced or expired link is INVITATION_INVALID (404). */
export const invitationEndpoint = {
  method: 'GET',
  path: '/api/chauffeur/invitation',
  access: 'public',
  query: invitationQuerySchema,
  response: invitationSchema,
} as const satisfies JsonEndpoint;

/** Sets the first password and opens the chauffeur's session. */
export const acceptInvitationEndpoint = {
  method: 'POST',
  path: '/api/chauffeur/invitation',
  access: 'public',
  body: acceptInvitationSchema,
  response: chauffeurCheckSchema,
} as const satisfies JsonEndpoint;

export const chauffeurLoginEndpoint = {
  method: 'POST',
  path: '/api/chauffeur/login',
  access: 'public',
  body: chauffeurLoginSchema,
  response: chauffeurCheckSchema,
} as const satisfies JsonEndpoint;

export const chauffeurCheckEndpoint = {
  method: 'GET',
  path: '/api/chauffeur/check',
  access: 'public',
  response: chauffeurCheckSchema,
} as const satisfies JsonEndpoint;

export const chauffeurLogoutEndpoint = {
  method: 'POST',
  path: '/api/chauffeur/logout',
  access: 'public',
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;
