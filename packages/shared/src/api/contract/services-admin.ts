import { messageResponseSchema } from '../../schemas/auth';
import { serviceFieldsSchema, serviceIdParamsSchema, serviceSchema } from '../../schemas/services';
import type { JsonEndpoint } from '../endpoint';

/*
 * The back-office's services (docs/product/back-office.md#services). Multipart bodies: `name`,
 * `description`, and `image` either as a file (JPEG, PNG or WebP, checked by its content) or as
 * a full http(s) URL. An unknown or deleted id is SERVICE_NOT_FOUND (404). Each change is seen at
 * once by GET /api/services on the same instance.
 */

/** Answers the new service (201). */
export const createServiceEndpoint = {
  method: 'POST',
  path: '/api/services',
  access: 'admin',
  body: serviceFieldsSchema,
  multipart: true,
  status: 201,
  response: serviceSchema,
} as const satisfies JsonEndpoint;

/** Name and description replaced; the image replaced only when one is sent. */
export const updateServiceEndpoint = {
  method: 'PUT',
  path: '/api/services/:id',
  access: 'admin',
  params: serviceIdParamsSchema,
  body: serviceFieldsSchema,
  multipart: true,
  response: serviceSchema,
} as const satisfies JsonEndpoint;

/**
 * The service leaves the public list and the booking form; reservations that name it keep its
 * name. Its image files are removed.
 */
export const deleteServiceEndpoint = {
  method: 'DELETE',
  path: '/api/services/:id',
  access: 'admin',
  params: serviceIdParamsSchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;
