import {
  createVehicleEndpoint,
  deleteVehicleEndpoint,
  listVehiclesEndpoint,
  updateVehicleEndpoint,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route-kit';
import { createVehicle, listVehicles, removeVehicle, replaceVehicle } from './vehicles.service';

/*
 * The back-office's fleet (docs/product/back-office.md#vehicles): admin routes of the route kit.
 * The dashboard reads the same table, so its count follows every change.
 */

const tags = ['vehicles (back-office)'];

export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listVehiclesEndpoint, {
    tags,
    summary: 'Every vehicle of the fleet, by name (administrators)',
    handler: async () => listVehicles(app.db),
  });

  route(app, createVehicleEndpoint, {
    tags,
    summary: 'Adds a vehicle (administrators)',
    handler: async (request) => createVehicle(app.db, request.body),
  });

  route(app, updateVehicleEndpoint, {
    tags,
    summary: 'Replaces the fields of a vehicle (administrators)',
    errors: [404],
    handler: async (request) => replaceVehicle(app.db, request.params.id, request.body),
  });

  route(app, deleteVehicleEndpoint, {
    tags,
    summary: 'Deletes a vehicle (administrators)',
    errors: [404],
    handler: async (request) => {
      await removeVehicle(app.db, request.params.id);
      return { message: request.t('adminVehicles.deleted') };
    },
  });
};
