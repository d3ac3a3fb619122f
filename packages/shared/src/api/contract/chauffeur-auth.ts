import type { JsonEndpoint } from '../endpoint';
import { adminEnrolmentSchema, messageResponseSchema } from '../../schemas/auth';
import {
  chauffeurAcceptSchema,
  chauffeurCheckSchema,
  chauffeurInvitationQuerySchema,
  chauffeurInvitationSchema,
  chauffeurLoginSchema,
  chauffeurSecondFactorCodeSchema,
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

/**
 * The second factor the chauffeur may turn on (docs/product/dispatch.md#chauffeur-accounts): a
 * new secret with its QR code, kept pending until its first code confirms it.
 */
export const startChauffeurSecondFactorEndpoint = {
  method: 'POST',
  path: '/api/chauffeur/second-factor',
  access: 'chauffeur',
  response: adminEnrolmentSchema,
} as const satisfies JsonEndpoint;

export const confirmChauffeurSecondFactorEndpoint = {
  method: 'POST',
  path: '/api/chauffeur/second-factor/confirm',
  access: 'chauffeur',
  body: chauffeurSecondFactorCodeSchema,
  response: chauffeurCheckSchema,
} as const satisfies JsonEndpoint;
