import multipart from '@fastify/multipart';
import {
  SERVICE_DESCRIPTION_MAX_LENGTH,
  SERVICE_TEXT_FIELDS,
  createServiceEndpoint,
  deleteServiceEndpoint,
  updateServiceEndpoint,
} from '@navette/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { oneFileFormLimits } from '../../lib/multipart-limits';
import { route } from '../../lib/route-kit';
import { createServiceImageStore } from './services.images';
import {
  createService,
  deleteService,
  updateService,
  type ServicesAdminContext,
} from './services-admin.service';

/**
 * A text value's bytes at most: four per character of the longest field, so that a value cut at
 * this size is always longer than its field allows, and refused as such.
 */
const FIELD_MAX_BYTES = 4 * SERVICE_DESCRIPTION_MAX_LENGTH + 1024;

const tags = ['services (back-office)'];
const multipartNote =
  'Multipart: `name`, `description` (French, required), `nameEn`, `descriptionEn` (English, ' +
  'optional: empty clears, left out keeps on PUT), and `image` as a file (JPEG, PNG or WebP, recognised by ' +
  'its content, re-encoded to WebP) or as a full http(s) URL; `vatRate`, the VAT rate of its ' +
  "documents in percent, '10' or '20' (10 when a new service leaves it out, unchanged on PUT).";

/**
 * The back-office's services (docs/product/back-office.md#services), admin routes of the route
 * kit. Multipart is registered in this plugin's scope only.
 */
export const servicesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: oneFileFormLimits({
      textFields: SERVICE_TEXT_FIELDS.length,
      fileSize: app.config.serviceImageMaxBytes,
      fieldSize: FIELD_MAX_BYTES,
    }),
  });
  const context: ServicesAdminContext = {
    db: app.db,
    images: createServiceImageStore(app.files),
    catalogue: app.serviceCatalogue,
    imageMaxBytes: app.config.serviceImageMaxBytes,
    log: app.log,
  };
  const partsOf = (request: FastifyRequest) => {
    if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
    return request.parts();
  };

  route(app, createServiceEndpoint, {
    tags,
    summary: 'Adds a service (administrators)',
    description: multipartNote,
    schema: { consumes: ['multipart/form-data'] },
    errors: [413, 415],
    handler: async (request) => createService(context, partsOf(request)),
  });

  route(app, updateServiceEndpoint, {
    tags,
    summary: "Changes a service's texts, and its image when one is sent",
    description: `${multipartNote} The replaced image's files are removed.`,
    schema: { consumes: ['multipart/form-data'] },
    errors: [404, 413, 415],
    handler: async (request) => updateService(context, request.params.id, partsOf(request)),
  });

  route(app, deleteServiceEndpoint, {
    tags,
    summary: 'Withdraws a service; reservations that name it keep its name',
    errors: [404],
    handler: async (request) => {
      await deleteService(context, request.params.id);
      return { message: request.t('adminServiceApi.deleted') };
    },
  });
};
