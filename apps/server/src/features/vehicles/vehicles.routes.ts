import {
  messageResponseSchema,
  vehicleIdParamsSchema,
  vehicleInputSchema,
  vehicleListSchema,
  vehicleSchema,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { adminScope } from '../auth/auth.guards';
import { createVehicle, listVehicles, removeVehicle, replaceVehicle } from './vehicles.service';

/*
 * The back-office's fleet (docs/product/back-office.md#vehicles), inside the admin scope
 * (decision 0017). The dashboard reads the same table, so its count follows every change.
 */

const tags = ['vehicles (back-office)'];
const security = [{ adminBearer: [] }];

export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    adminScope(async (admin) => {
      admin.get(
        '/api/vehicules',
        {
          schema: {
            tags,
            security,
            summary: 'Every vehicle of the fleet, by name (administrators)',
            response: { 200: vehicleListSchema, ...errorResponses(401, 403) },
          },
        },
        async () => listVehicles(app.db),
      );

      admin.post(
        '/api/vehicules',
        {
          schema: {
            tags,
            security,
            summary: 'Adds a vehicle (administrators)',
            body: vehicleInputSchema,
            response: { 201: vehicleSchema, ...errorResponses(400, 401, 403) },
          },
        },
        async (request, reply) => reply.status(201).send(await createVehicle(app.db, request.body)),
      );

      admin.put(
        '/api/vehicules/:id',
        {
          schema: {
            tags,
            security,
            summary: 'Replaces the fields of a vehicle (administrators)',
            params: vehicleIdParamsSchema,
            body: vehicleInputSchema,
            response: { 200: vehicleSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) => replaceVehicle(app.db, request.params.id, request.body),
      );

      admin.delete(
        '/api/vehicules/:id',
        {
          schema: {
            tags,
            security,
            summary: 'Deletes a vehicle (administrators)',
            params: vehicleIdParamsSchema,
            response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request) => {
          await removeVehicle(app.db, request.params.id);
          return { message: request.t('adminVehicles.deleted') };
        },
      );
    }),
  );
};
