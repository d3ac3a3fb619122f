import { messageResponseSchema } from '../../schemas/auth';
import {
  vehicleIdParamsSchema,
  vehicleInputSchema,
  vehicleListSchema,
  vehicleSchema,
} from '../../schemas/vehicles';
import type { JsonEndpoint } from '../endpoint';

/*
 * The fleet in the back-office (docs/product/back-office.md#vehicles). An unknown id is
 * VEHICLE_NOT_FOUND (404); a luggage maximum below the minimum is a field message.
 */

/** Every vehicle, by name. */
export const listVehiclesEndpoint = {
  method: 'GET',
  path: '/api/vehicules',
  access: 'admin',
  response: vehicleListSchema,
} as const satisfies JsonEndpoint;

export const createVehicleEndpoint = {
  method: 'POST',
  path: '/api/vehicules',
  access: 'admin',
  body: vehicleInputSchema,
  status: 201,
  response: vehicleSchema,
} as const satisfies JsonEndpoint;

/** Replaces every field; answers the vehicle as it now is. */
export const updateVehicleEndpoint = {
  method: 'PUT',
  path: '/api/vehicules/:id',
  access: 'admin',
  params: vehicleIdParamsSchema,
  body: vehicleInputSchema,
  response: vehicleSchema,
} as const satisfies JsonEndpoint;

export const deleteVehicleEndpoint = {
  method: 'DELETE',
  path: '/api/vehicules/:id',
  access: 'admin',
  params: vehicleIdParamsSchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;
