import { and, eq } from 'drizzle-orm';
import {
  BOOKING_TIME_ZONE,
  parisToday,
  RUN_SHEET_DAYS,
  TRIP_LEG_KINDS,
  TRIP_STATE_NEXT,
  type RunSheet,
  type TripLegKind,
  type TripLegView,
  type TripState,
} from '@navette/shared';
import type { Database, Queryable } from '../../db/client';
import { tripLegs } from '../../db/schema';
import { isUuid } from '../../db/values';
import { AppError } from '../../lib/app-error';
import { findLeg, findLegs, legView, shiftDay, stateColumnOf, type TripLeg } from '../dispatch';

/*
 * The chauffeur's run sheet (docs/product/dispatch.md#the-run-sheet): their own legs of today and
 * tomorrow, and the states they report, one step at a time, in the order of TRIP_STATE_NEXT.
 */

export interface RunSheetContext {
  db: Database;
  noShowWaitMinutes: number;
  stateReported: (db: Queryable, leg: TripLeg, state: TripState) => Promise<void>;
  /** a state's label in the caller's language, for the refusals */
  stateLabel: (state: TripState | 'none') => string;
  now?: () => Date;
}

/** GET /api/chauffeur/courses: today's and tomorrow's legs of the chauffeur, by Paris day. */
export const runSheetOf = async (
  context: Pick<RunSheetContext, 'db' | 'noShowWaitMinutes' | 'now'>,
  chauffeurId: string,
): Promise<RunSheet> => {
  const now = context.now?.() ?? new Date();
  const fromDay = parisToday(now);
  const days = Array.from({ length: RUN_SHEET_DAYS }, (_, i) => shiftDay(fromDay, i));
  const untilDay = days[days.length - 1] ?? fromDay;
  const legs = await findLegs(context.db, { chauffeurId, fromDay, untilDay });
  return {
    generatedAt: now.toISOString(),
    noShowWaitMinutes: context.noShowWaitMinutes,
    days: days.map((date) => ({
      date,
      legs: legs.filter((leg) => leg.date === date).map(legView),
    })),
  };
};

const isLegKind = (leg: string): leg is TripLegKind =>
  (TRIP_LEG_KINDS as readonly string[]).includes(leg);

/** The chauffeur's own leg, or LEG_NOT_FOUND: another's, an unassigned or unknown one alike. */
export const ownLeg = async (
  db: Queryable,
  chauffeurId: string,
  target: { reservationId: string; leg: string },
): Promise<TripLeg> => {
  const found =
    isLegKind(target.leg) && isUuid(target.reservationId)
      ? await findLeg(db, target.reservationId, target.leg)
      : undefined;
  if (!found || found.chauffeur?._id !== chauffeurId) throw new AppError('LEG_NOT_FOUND');
  return found;
};

const clock = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: BOOKING_TIME_ZONE,
});

/**
 * The customer may be reported absent once the wait is over, counted from the later of the
 * arrival on the spot and the pick-up time (docs/product/dispatch.md#no-show).
 */
const checkNoShowWait = (leg: TripLeg, waitMinutes: number, now: Date) => {
  const arrived = Date.parse(leg.stateTimes['sur place'] ?? leg.startsAt);
  const from = Math.max(arrived, Date.parse(leg.startsAt));
  const allowedAt = new Date(from + waitMinutes * 60_000);
  if (now < allowedAt) {
    throw new AppError('TRIP_NO_SHOW_TOO_EARLY', { params: { time: clock.format(allowedAt) } });
  }
};

/** How far along each state is: a state at or below the current one is behind the leg. */
const RANK: Record<TripState | 'none', number> = {
  none: 0,
  'en route': 1,
  'sur place': 2,
  'à bord': 3,
  'client absent': 3,
  terminé: 4,
};

/** The refusal of a state that does not follow the leg's current one. */
const refuseTransition = (context: RunSheetContext, leg: TripLeg, state: TripState): never => {
  const current = leg.state ?? 'none';
  const next = TRIP_STATE_NEXT[current][0];
  if (leg.state && (RANK[state] <= RANK[current] || !next)) {
    throw new AppError('TRIP_STATE_ALREADY', { params: { state: context.stateLabel(leg.state) } });
  }
  throw new AppError('TRIP_STATE_NOT_NEXT', {
    params: { state: context.stateLabel(state), next: context.stateLabel(next ?? 'en route') },
  });
};

/**
 * POST …/etat, in one transaction with the leg's row locked: the state and its time stamp
 * written, then announced (trip notices). The same state again changes nothing (a retry).
 */
export const reportState = (
  context: RunSheetContext,
  chauffeurId: string,
  target: { reservationId: string; leg: string },
  state: TripState,
): Promise<TripLegView> =>
  context.db.transaction(async (tx) => {
    const unlocked = await ownLeg(tx, chauffeurId, target);
    const kind = unlocked.leg;
    // the row exists: the leg is assigned; locked so that two reports cannot both pass
    await tx
      .select({ id: tripLegs.id })
      .from(tripLegs)
      .where(and(eq(tripLegs.reservationId, unlocked.reservationId), eq(tripLegs.leg, kind)))
      .for('update');
    const leg = await ownLeg(tx, chauffeurId, target);
    if (leg.state === state) return legView(leg);
    if (!TRIP_STATE_NEXT[leg.state ?? 'none'].includes(state))
      refuseTransition(context, leg, state);
    const now = context.now?.() ?? new Date();
    if (state === 'client absent') checkNoShowWait(leg, context.noShowWaitMinutes, now);
    await tx
      .update(tripLegs)
      .set({ state, [stateColumnOf(state)]: now, updatedAt: now })
      .where(and(eq(tripLegs.reservationId, leg.reservationId), eq(tripLegs.leg, kind)));
    const after = await findLeg(tx, leg.reservationId, kind);
    if (!after) throw new Error('a reported leg vanished');
    await context.stateReported(tx, after, state);
    return legView(after);
  });
