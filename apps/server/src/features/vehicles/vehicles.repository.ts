import type { Vehicle } from '@navette/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { vehicles as v } from '../../db/schema';
import { isUuid } from '../../db/values';

/* The fleet's queries (docs/product/back-office.md#vehicles); the dashboard reads the list too. */

const columns = {
  _id: v.id,
  nom: v.nom,
  capacite_passagers: v.capacitePassagers,
  capacite_bagages_min: v.capaciteBagagesMin,
  capacite_bagages_max: v.capaciteBagagesMax,
  plaque: v.plaque,
  couleur: v.couleur,
  assurance_expire_le: v.assuranceExpireLe,
  controle_technique_expire_le: v.controleTechniqueExpireLe,
};

export interface VehicleFields {
  nom: string;
  capacite_passagers: number;
  capacite_bagages_min: number;
  capacite_bagages_max: number;
  plaque?: string | null;
  couleur?: string | null;
  assurance_expire_le?: string | null;
  controle_technique_expire_le?: string | null;
}

const toRow = (fields: VehicleFields) => ({
  nom: fields.nom,
  capacitePassagers: fields.capacite_passagers,
  capaciteBagagesMin: fields.capacite_bagages_min,
  capaciteBagagesMax: fields.capacite_bagages_max,
  // absent: unchanged; null: cleared
  plaque: fields.plaque,
  couleur: fields.couleur,
  assuranceExpireLe: fields.assurance_expire_le,
  controleTechniqueExpireLe: fields.controle_technique_expire_le,
});

/** The fleet, by name (a handful of rows). */
export const findVehicles = (db: Database): Promise<Vehicle[]> =>
  db.select(columns).from(v).orderBy(v.nom, v.id);

export const insertVehicle = async (db: Database, fields: VehicleFields): Promise<Vehicle> => {
  const [row] = await db.insert(v).values(toRow(fields)).returning(columns);
  return row!;
};

/** The vehicle as it now is, or undefined when the id names none. */
export const updateVehicle = async (
  db: Database,
  id: string,
  fields: VehicleFields,
): Promise<Vehicle | undefined> => {
  if (!isUuid(id)) return undefined;
  const [row] = await db.update(v).set(toRow(fields)).where(eq(v.id, id)).returning(columns);
  return row;
};

/** true when a vehicle was deleted. */
export const deleteVehicle = async (db: Database, id: string): Promise<boolean> => {
  if (!isUuid(id)) return false;
  const rows = await db.delete(v).where(eq(v.id, id)).returning({ id: v.id });
  return rows.length > 0;
};
