import type { Vehicle } from '@navette/shared';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../lib/app-error';
import {
  deleteVehicle,
  findVehicles,
  insertVehicle,
  updateVehicle,
  type VehicleFields,
} from './vehicles.repository';

/*
 * The fleet (docs/product/back-office.md#vehicles). The body is already checked by its schema
 * (capacities, a luggage maximum not below the minimum), which the table's checks repeat.
 */

const notFound = () => new AppError('VEHICLE_NOT_FOUND');

/** Two vehicles never share a plate (docs/product/dispatch.md): the second is refused. */
const plateTaken = async <T>(write: () => Promise<T>): Promise<T> => {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'vehicles_plaque_unique'))
      throw new AppError('VEHICLE_PLATE_TAKEN');
    throw error;
  }
};

export const listVehicles = (db: Database): Promise<Vehicle[]> => findVehicles(db);

export const createVehicle = (db: Database, fields: VehicleFields): Promise<Vehicle> =>
  plateTaken(() => insertVehicle(db, fields));

export const replaceVehicle = async (
  db: Database,
  id: string,
  fields: VehicleFields,
): Promise<Vehicle> => {
  const vehicle = await plateTaken(() => updateVehicle(db, id, fields));
  if (!vehicle) throw notFound();
  return vehicle;
};

export const removeVehicle = async (db: Database, id: string): Promise<void> => {
  if (!(await deleteVehicle(db, id))) throw notFound();
};
