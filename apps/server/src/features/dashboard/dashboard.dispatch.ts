import {
  DISPATCH_TODAY_KEYS,
  documentWarning,
  type DashboardDispatch,
  type DispatchTodayKey,
  type ExpiringDocument,
  type Vehicle,
} from '@navette/shared';
import type { Database } from '../../db/client';
import { listChauffeurs } from '../chauffeurs';
import { findLegs, shiftDay, type TripLeg } from '../dispatch';
import type { PeriodRange } from './dashboard.period';
import { countNoShows } from './dashboard.repository';

/*
 * The dashboard's dispatch block (docs/product/dispatch.md#dashboard), from the legs the
 * planning reads: today's by where they stand, the next 48 hours' still to assign, the period's
 * no-shows, and the papers of the road about to expire.
 */

const SOON_MS = 48 * 3_600_000;

const isAssigned = (leg: TripLeg) => leg.chauffeur !== null && leg.vehicle !== null;

const standingOf = (leg: TripLeg): DispatchTodayKey =>
  leg.state ?? (isAssigned(leg) ? 'assigned' : 'unassigned');

/** Every document of the road flagged today, the most urgent first. */
const expiringDocuments = (
  chauffeurs: { _id: string; name: string; carteVtcExpireLe: string; active: boolean }[],
  vehicles: Vehicle[],
  today: string,
): ExpiringDocument[] => {
  const flagged: ExpiringDocument[] = [];
  const flag = (
    document: ExpiringDocument['document'],
    subject: string,
    ownerId: string,
    lastValidDay: string | null | undefined,
  ) => {
    const daysLeft = documentWarning(lastValidDay, today);
    if (daysLeft !== null && lastValidDay) {
      flagged.push({ document, subject, ownerId, lastValidDay, daysLeft });
    }
  };
  // a deactivated chauffeur drives no more: their card is no longer the office's concern
  for (const chauffeur of chauffeurs.filter((c) => c.active)) {
    flag('carteVtc', chauffeur.name, chauffeur._id, chauffeur.carteVtcExpireLe);
  }
  for (const vehicle of vehicles) {
    const subject = vehicle.plaque ? `${vehicle.nom} · ${vehicle.plaque}` : vehicle.nom;
    flag('assurance', subject, vehicle._id, vehicle.assurance_expire_le);
    flag('controleTechnique', subject, vehicle._id, vehicle.controle_technique_expire_le);
  }
  return flagged.sort((a, b) => a.daysLeft - b.daysLeft || a.subject.localeCompare(b.subject));
};

export const dispatchSummary = async (
  db: Database,
  context: { today: string; now: Date; period: PeriodRange; vehicles: Vehicle[] },
): Promise<DashboardDispatch> => {
  const { today, now, period } = context;
  // two days of legs at most are read; the period's no-shows are counted by the database
  const [soonLegs, noShows, chauffeurs] = await Promise.all([
    findLegs(db, { fromDay: today, untilDay: shiftDay(today, 2) }),
    countNoShows(db, period),
    listChauffeurs(db),
  ]);
  const todayLegs = soonLegs.filter((leg) => leg.date === today);
  const counts = new Map<DispatchTodayKey, number>();
  for (const leg of todayLegs) {
    const standing = standingOf(leg);
    counts.set(standing, (counts.get(standing) ?? 0) + 1);
  }
  const until = now.getTime() + SOON_MS;
  const unassignedSoon = soonLegs.filter((leg) => {
    const startsAt = Date.parse(leg.startsAt);
    return startsAt >= now.getTime() && startsAt <= until && !isAssigned(leg) && !leg.state;
  }).length;
  return {
    today: DISPATCH_TODAY_KEYS.map((key) => ({ key, count: counts.get(key) ?? 0 })),
    unassignedSoon,
    noShows,
    expiringDocuments: expiringDocuments(chauffeurs, context.vehicles, today),
  };
};
