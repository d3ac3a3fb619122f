import type { Planning, PlanningRows, PlanningView, TripLegView } from '@navette/shared';

/*
 * The planning's arithmetic (docs/product/dispatch.md#planning): the days a view covers, the rows
 * of a grid, where a leg sits on the day's axis. Days are YYYY-MM-DD calendar days (Paris).
 */

/** The day `n` days after (or before) `day`. */
export const shiftDay = (day: string, n: number): string => {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + n);
  return date.toISOString().slice(0, 10);
};

/** The Monday of a day's week. */
export const mondayOf = (day: string): string =>
  shiftDay(day, -((new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7));

/** The day a step back or forward lands on: a day, or a week. */
export const stepFrom = (view: PlanningView, day: string, direction: -1 | 1): string =>
  shiftDay(day, direction * (view === 'day' ? 1 : 7));

/** The seven days of the week starting on `monday`. */
export const weekDays = (monday: string): string[] =>
  Array.from({ length: 7 }, (_, index) => shiftDay(monday, index));

/** A leg still waiting for its chauffeur or its vehicle. */
export const isUnassigned = (leg: TripLegView): boolean => !leg.chauffeur || !leg.vehicle;

export interface PlanningRow {
  id: string;
  label: string;
  legs: TripLegView[];
}

/**
 * One row per vehicle or per chauffeur, with the legs it has; a last row gathers the legs that
 * have none yet (labelled `unassignedLabel`). A deactivated chauffeur has a row only if a leg
 * still names them.
 */
export const rowsOf = (
  planning: Planning,
  by: PlanningRows,
  unassignedLabel: string,
): PlanningRow[] => {
  const ownerOf = (leg: TripLegView) => (by === 'vehicle' ? leg.vehicle?._id : leg.chauffeur?._id);
  const legsOf = (id: string | undefined) => planning.legs.filter((leg) => ownerOf(leg) === id);
  const rows: PlanningRow[] =
    by === 'vehicle'
      ? planning.vehicles.map((v) => ({
          id: v._id,
          label: v.plaque ? `${v.nom} · ${v.plaque}` : v.nom,
          legs: legsOf(v._id),
        }))
      : planning.chauffeurs
          .map((c) => ({ id: c._id, label: c.name, legs: legsOf(c._id), active: c.active }))
          .filter((row) => row.active || row.legs.length > 0)
          .map(({ active: _active, ...row }) => row);
  const without = legsOf(undefined);
  return without.length ? [...rows, { id: '', label: unassignedLabel, legs: without }] : rows;
};

const DAY_MINUTES = 24 * 60;

/** Where a leg sits on its day's axis, in percent of the day (cut at midnight). */
export const placeOf = (leg: TripLegView): { left: number; width: number } => {
  const [hours = 0, minutes = 0] = leg.heure.split(':').map(Number);
  const start = hours * 60 + minutes;
  const length = Math.max(15, Math.min(leg.durationMinutes, DAY_MINUTES - start));
  return { left: (start / DAY_MINUTES) * 100, width: (length / DAY_MINUTES) * 100 };
};
