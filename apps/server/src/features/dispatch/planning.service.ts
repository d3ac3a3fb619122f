import type { Planning, PlanningQuery } from '@navette/shared';
import type { Queryable } from '../../db/client';
import { legView } from './dispatch.service';
import { listChauffeurCandidates, listVehicleCandidates } from './assignment.repository';
import { findLegs, shiftDay } from './legs.repository';

/** The Monday of a day's week (days as YYYY-MM-DD). */
const mondayOf = (day: string): string => {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
};

/**
 * GET /api/admin/planning (docs/product/dispatch.md#planning): the legs picked up on the day, or
 * in its week from Monday to Sunday (Paris days), with every chauffeur and vehicle for the rows.
 */
export const planningOf = async (
  db: Queryable,
  { view, date }: PlanningQuery,
): Promise<Planning> => {
  const from = view === 'day' ? date : mondayOf(date);
  const until = view === 'day' ? date : shiftDay(from, 6);
  const legs = await findLegs(db, { fromDay: from, untilDay: until });
  const chauffeurs = await listChauffeurCandidates(db);
  const vehicles = await listVehicleCandidates(db);
  return {
    from,
    until,
    legs: legs.map(legView),
    chauffeurs: chauffeurs.map(({ id, name, active }) => ({ _id: id, name, active })),
    vehicles: vehicles.map(({ id, nom, plaque }) => ({ _id: id, nom, plaque })),
  };
};
