import type { JsonEndpoint } from '../endpoint';
import { messageResponseSchema } from '../../schemas/auth';
import {
  chauffeurAcceptSchema,
  chauffeurCheckSchema,
  chauffeurInvitationQuerySchema,
  chauffeurInvitationSchema,
  chauffeurLoginSchema,
} from '../../schemas/chauffeurs';

/*
 * The chauffeur's sign-in (docs/product/dispatch.md#chauffeur-accounts): the invitation link
 * where the chauffeur chooses a password, the sign-in, the session check and the sign-out.
 */

export const chauffeurInvitationEndpoint = {
  method: 'GET',
  path: '/api/chauffeur/invitation',
  access: 'public',
  query: chauffeurInvitationQuerySchema,
  response: chauffeurInvitationSchema,
} as const satisfies JsonEndpoint;

export const acceptChauffeurInvitationEndpoint = {
  method: 'POST',
  path: '/api/chauffeur/invitation',
  access: 'public',
  body: chauffeurAcceptSchema,
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
