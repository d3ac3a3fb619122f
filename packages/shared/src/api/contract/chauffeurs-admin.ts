import type { JsonEndpoint } from '../endpoint';
import {
  chauffeurIdParamsSchema,
  chauffeurInviteSchema,
  chauffeurListSchema,
  chauffeurSchema,
  chauffeurUpdateSchema,
} from '../../schemas/chauffeurs';

/*
 * The back-office's chauffeurs (docs/product/dispatch.md#chauffeurs): the invitation by e-mail,
 * the driver's record, deactivation. An unknown id is CHAUFFEUR_NOT_FOUND (404).
 */

export const listChauffeursEndpoint = {
  method: 'GET',
  path: '/api/admin/chauffeurs',
  access: 'admin',
  response: chauffeurListSchema,
} as const satisfies JsonEndpoint;

/** Creates the chauffeur's account (no password yet) and e-mails the invitation. */
export const inviteChauffeurEndpoint = {
  method: 'POST',
  path: '/api/admin/chauffeurs',
  access: 'admin',
  body: chauffeurInviteSchema,
  response: chauffeurSchema,
  status: 201,
} as const satisfies JsonEndpoint;

export const updateChauffeurEndpoint = {
  method: 'PUT',
  path: '/api/admin/chauffeurs/:id',
  access: 'admin',
  params: chauffeurIdParamsSchema,
  body: chauffeurUpdateSchema,
  response: chauffeurSchema,
} as const satisfies JsonEndpoint;

/** Ends the chauffeur's sessions and refuses their sign-in until reactivated. */
export const deactivateChauffeurEndpoint = {
  method: 'POST',
  path: '/api/admin/chauffeurs/:id/deactivate',
  access: 'admin',
  params: chauffeurIdParamsSchema,
  response: chauffeurSchema,
} as const satisfies JsonEndpoint;

export const reactivateChauffeurEndpoint = {
  method: 'POST',
  path: '/api/admin/chauffeurs/:id/reactivate',
  access: 'admin',
  params: chauffeurIdParamsSchema,
  response: chauffeurSchema,
} as const satisfies JsonEndpoint;

/** A new invitation link (the previous one stops working), for one who has not accepted. */
export const reinviteChauffeurEndpoint = {
  method: 'POST',
  path: '/api/admin/chauffeurs/:id/invitation',
  access: 'admin',
  params: chauffeurIdParamsSchema,
  response: chauffeurSchema,
} as const satisfies JsonEndpoint;
