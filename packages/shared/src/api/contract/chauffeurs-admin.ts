import type { JsonEndpoint } from '../endpoint';
import { messageResponseSchema } from '../../schemas/auth';
import {
  adminChauffeurListSchema,
  adminChauffeurSchema,
  chauffeurIdParamsSchema,
  chauffeurInviteSchema,
  chauffeurUpdateSchema,
} from '../../schemas/chauffeurs';

/*
 * The back-office's chauffeurs (docs/product/dispatch.md#chauffeurs): the list, the invitation
 * by e-mail, the changes, deactivation (every session of the chauffeur ends) and reactivation.
 */

export const listChauffeursEndpoint = {
  method: 'GET',
  path: '/api/admin/chauffeurs',
  access: 'admin',
  response: adminChauffeurListSchema,
} as const satisfies JsonEndpoint;

export const inviteChauffeurEndpoint = {
  method: 'POST',
  path: '/api/admin/chauffeurs',
  access: 'admin',
  body: chauffeurInviteSchema,
  status: 201,
  response: adminChauffeurSchema,
} as const satisfies JsonEndpoint;

export const updateChauffeurEndpoint = {
  method: 'PUT',
  path: '/api/admin/chauffeurs/:id',
  access: 'admin',
  params: chauffeurIdParamsSchema,
  body: chauffeurUpdateSchema,
  response: adminChauffeurSchema,
} as const satisfies JsonEndpoint;

export const deactivateChauffeurEndpoint = {
  method: 'POST',
  path: '/api/admin/chauffeurs/:id/deactivate',
  access: 'admin',
  params: chauffeurIdParamsSchema,
  response: adminChauffeurSchema,
} as const satisfies JsonEndpoint;

export const reactivateChauffeurEndpoint = {
  method: 'POST',
  path: '/api/admin/chauffeurs/:id/reactivate',
  access: 'admin',
  params: chauffeurIdParamsSchema,
  response: adminChauffeurSchema,
} as const satisfies JsonEndpoint;

/** A new invitation link; the previous one stops working. */
export const reinviteChauffeurEndpoint = {
  method: 'POST',
  path: '/api/admin/chauffeurs/:id/invitation',
  access: 'admin',
  params: chauffeurIdParamsSchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;
