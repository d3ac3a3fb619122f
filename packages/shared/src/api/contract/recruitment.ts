import { messageResponseSchema } from '../../schemas/auth';
import type { JsonEndpoint, NavigationEndpoint } from '../endpoint';
import {
  applicationFieldsSchema,
  applicationIdParamsSchema,
  applicationListQuerySchema,
  applicationListSchema,
} from '../../schemas/recruitment';

/*
 * Job applications (docs/product/contact-and-recruitment.md): the public form with its PDF CV, and
 * the back-office's list, CV download and deletion.
 */

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
  query: applicationListQuerySchema,
  response: applicationListSchema,
} as const satisfies JsonEndpoint;

/** A candidate's request to be forgotten: the application and its CV file go. */
export const deleteApplicationEndpoint = {
  method: 'DELETE',
  path: '/api/recruitment/candidatures/:id',
  access: 'admin',
  params: applicationIdParamsSchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;

export const applicationCvEndpoint = {
  method: 'GET',
  path: '/api/recruitment/candidatures/:id/cv',
  access: 'admin',
  params: applicationIdParamsSchema,
  opens: 'file',
} as const satisfies NavigationEndpoint;
