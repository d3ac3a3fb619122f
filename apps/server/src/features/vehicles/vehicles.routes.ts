import {
  createVehicleEndpoint,
  deleteVehicleEndpoint,
  listVehiclesEndpoint,
  updateVehicleEndpoint,
} from '@navette/shared';
import type { Vehicle } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { keptInMemory, type KeptInMemory } from '../../lib/kept-in-memory';
import { route } from '../../lib/route-kit';
import { findVehicles } from './vehicles.repository';
import { createVehicle, listVehicles, removeVehicle, replaceVehicle } from './vehicles.service';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The fleet, as every price reads it (docs/product/pricing.md): kept in memory, dropped at
     * once by this instance's changes below; another instance's show within the TTL.
     */
    fleet: KeptInMemory<Vehicle[]>;
  }
}

/*
 * The back-office's fleet (docs/product/back-office.md#vehicles): admin routes of the route kit.
 * The dashboard reads the same table, so its count follows every change; the prices read the
 * fleet kept in memory (`app.fleet`), which every change here drops.
 */

const tags = ['vehicles (back-office)'];

const routes: FastifyPluginAsyncZod = async (app) => {
  app.decorate(
    'fleet',
    keptInMemory(() => findVehicles(app.db), app.config.serviceCatalogueTtlMs),
  );
  /** a change, then the fleet read afresh by the next price */
  const changed = <T>(result: T): T => {
    app.fleet.invalidate();
    return result;
  };

  route(app, listVehiclesEndpoint, {
    tags,
    summary: 'Every vehicle of the fleet, by name (administrators)',
    handler: async () => listVehicles(app.db),
  });

  route(app, createVehicleEndpoint, {
    tags,
    summary: 'Adds a vehicle (administrators)',
    handler: async (request) => changed(await createVehicle(app.db, request.body)),
  });

  route(app, updateVehicleEndpoint, {
    tags,
    summary: 'Replaces the fields of a vehicle (administrators)',
    errors: [404],
    handler: async (request) =>
      changed(await replaceVehicle(app.db, request.params.id, request.body)),
  });

  route(app, deleteVehicleEndpoint, {
    tags,
    summary: 'Deletes a vehicle (administrators)',
    errors: [404],
    handler: async (request) => {
      await removeVehicle(app.db, request.params.id);
      return changed({ message: request.t('adminVehicles.deleted') });
    },
  });
};

export const vehiclesRoutes = fp(routes, { name: 'vehicles', dependencies: ['database'] });
