import { and, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { payments, reservationChanges, reservations, tripLegs } from '../../db/schema';

/**
 * Claims a leg's day-before e-mail: only the first caller, across instances, gets true; the
 * chauffeur and vehicle it names are kept to tell a later change apart.
 */
export const claimReminder = async (
  db: Queryable,
  legRowId: string,
  told: { chauffeurId: string; vehicleId: string },
): Promise<boolean> => {
  const claimed = await db
    .update(tripLegs)
    .set({
      reminderSentAt: new Date(),
      remindedChauffeurId: told.chauffeurId,
      remindedVehicleId: told.vehicleId,
    })
    .where(and(eq(tripLegs.id, legRowId), isNull(tripLegs.reminderSentAt)))
    .returning({ id: tripLegs.id });
  return claimed.length > 0;
};

/** Records what the update e-mail told the customer. */
export const markReminded = async (
  db: Queryable,
  legRowId: string,
  told: { chauffeurId: string; vehicleId: string },
): Promise<void> => {
  await db
    .update(tripLegs)
    .set({ remindedChauffeurId: told.chauffeurId, remindedVehicleId: told.vehicleId })
    .where(eq(tripLegs.id, legRowId));
};

/**
 * Marks a confirmed reservation `terminé` with its history row (the chauffeur's report), its
 * version bumped; answers false when it was not confirmed any more.
 */
export const completeReservation = async (db: Queryable, reservationId: string) => {
  const [done] = await db
    .update(reservations)
    .set({ statut: 'terminé', version: sql`${reservations.version} + 1` })
    .where(and(eq(reservations.id, reservationId), eq(reservations.statut, 'confirmé')))
    .returning({ id: reservations.id, paid: reservations.paid });
  if (!done) return undefined;
  await db.insert(reservationChanges).values({
    reservationId,
    actor: 'chauffeur',
    field: 'statut',
    oldValue: 'confirmé',
    newValue: 'terminé',
  });
  return done;
};

/** The reservation's latest paid payment, whose invoice the trip's end makes sure of. */
export const latestPaidPayment = async (db: Queryable, reservationId: string) => {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.reservationId, reservationId), eq(payments.status, 'paid')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.id;
};

/**
 * Claims the review requests due: completed reservations not asked yet whose last leg ended
 * before `endedBefore`. Each is claimed once, whatever the instances.
 */
export const claimDueReviewRequests = async (db: Queryable, endedBefore: Date) => {
  const ended = db
    .select({ id: tripLegs.reservationId })
    .from(tripLegs)
    .groupBy(tripLegs.reservationId)
    .having(lte(sql`max(${tripLegs.termineAt})`, endedBefore));
  return db
    .update(reservations)
    .set({ reviewRequestedAt: new Date() })
    .where(
      and(
        eq(reservations.statut, 'terminé'),
        isNull(reservations.reviewRequestedAt),
        isNull(reservations.deletedAt),
        isNull(reservations.anonymisedAt),
        sql`${reservations.id} in (${ended})`,
      ),
    )
    .returning({
      id: reservations.id,
      reference: reservations.reference,
      prenom: reservations.prenom,
      email: reservations.email,
      language: reservations.language,
    });
};
