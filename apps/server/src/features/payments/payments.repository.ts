import { CHECKOUT_SESSION_ID_PATTERN } from '@navette/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  paymentEvents,
  payments,
  reservations,
  services,
  type NewPaymentRow,
  type PaymentRow,
  type ReservationRow,
} from '../../db/schema';
import { isUuid } from '../reservations/reservations.repository';

/*
 * The queries of card payments (docs/decisions/0028-card-payments.md): the reservation as a
 * payment needs it, the checkout attempts of a reservation, the locked reads of the fulfilment
 * and the record of the provider's events already handled. A deleted reservation is in none.
 */

/** What paying a reservation needs to know about it. */
const payableColumns = {
  id: reservations.id,
  userId: reservations.userId,
  statut: reservations.statut,
  devisCents: reservations.devisCents,
  paid: reservations.paid,
  email: reservations.email,
  nom: reservations.nom,
  prenom: reservations.prenom,
  date: reservations.date,
  heure: reservations.heure,
  adresseDepart: reservations.adresseDepart,
  adresseArrivee: reservations.adresseArrivee,
  language: reservations.language,
  serviceName: services.name,
};

export type PayableReservation = Pick<
  ReservationRow,
  Exclude<keyof typeof payableColumns, 'serviceName'>
> & { serviceName: string | null };

const selectPayable = (db: Queryable) =>
  db
    .select(payableColumns)
    .from(reservations)
    .leftJoin(services, eq(services.id, reservations.serviceId));

/** The customer's own reservation, not deleted; anyone else's is as if it did not exist. */
export const findOwnedReservation = async (
  db: Queryable,
  userId: string,
  reservationId: string,
): Promise<PayableReservation | undefined> => {
  if (!isUuid(reservationId)) return undefined;
  const [row] = await selectPayable(db).where(
    and(
      eq(reservations.id, reservationId),
      eq(reservations.userId, userId),
      isNull(reservations.deletedAt),
    ),
  );
  return row;
};

/** Locks the reservation for the fulfilment (its `paid` and `version` change). */
export const lockPayableReservation = async (
  tx: Queryable,
  reservationId: string,
): Promise<PayableReservation | undefined> => {
  const [row] = await selectPayable(tx)
    .where(and(eq(reservations.id, reservationId), isNull(reservations.deletedAt)))
    .for('update', { of: reservations });
  return row;
};

/** Marks the reservation paid and bumps its version, so an older admin copy cannot undo it. */
export const markReservationPaid = async (tx: Queryable, reservationId: string): Promise<void> => {
  await tx
    .update(reservations)
    .set({ paid: true, version: sql`${reservations.version} + 1` })
    .where(eq(reservations.id, reservationId));
};

/** The reservation's checkout attempts, newest first. */
export const listPayments = (db: Queryable, reservationId: string): Promise<PaymentRow[]> =>
  db
    .select()
    .from(payments)
    .where(eq(payments.reservationId, reservationId))
    .orderBy(desc(payments.createdAt));

/** Inserts an attempt; two concurrent clicks insert the same one (same id), once. */
export const insertPayment = async (db: Queryable, row: NewPaymentRow): Promise<void> => {
  await db.insert(payments).values(row).onConflictDoNothing();
};

/**
 * A session id comes from a URL: one that no provider could have issued (a NUL byte, which the
 * database refuses in text) names no payment, as a malformed reservation id names no reservation.
 */
const isSessionId = (sessionId: string) => CHECKOUT_SESSION_ID_PATTERN.test(sessionId);

export const findPaymentBySession = async (
  db: Queryable,
  sessionId: string,
): Promise<PaymentRow | undefined> => {
  if (!isSessionId(sessionId)) return undefined;
  const [row] = await db.select().from(payments).where(eq(payments.providerSessionId, sessionId));
  return row;
};

export const lockPaymentBySession = async (
  tx: Queryable,
  sessionId: string,
): Promise<PaymentRow | undefined> => {
  if (!isSessionId(sessionId)) return undefined;
  const [row] = await tx
    .select()
    .from(payments)
    .where(eq(payments.providerSessionId, sessionId))
    .for('update');
  return row;
};

export const markPaymentPaid = async (tx: Queryable, paymentId: string): Promise<void> => {
  await tx
    .update(payments)
    .set({ status: 'paid', paidAt: new Date() })
    .where(eq(payments.id, paymentId));
};

/** A pending attempt becomes expired or failed; a paid one never changes back. */
export const closePendingPayment = async (
  db: Queryable,
  sessionId: string,
  status: 'expired' | 'failed',
): Promise<boolean> => {
  const closed = await db
    .update(payments)
    .set({ status })
    .where(and(eq(payments.providerSessionId, sessionId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  return closed.length > 0;
};

/**
 * Records a provider event as handled, in the transaction that handles it. False when it was
 * already recorded: a replay, which must change nothing.
 */
export const recordPaymentEvent = async (
  tx: Queryable,
  eventId: string,
  type: string,
): Promise<boolean> => {
  const inserted = await tx
    .insert(paymentEvents)
    .values({ eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return inserted.length > 0;
};

/** The customer's paid reservations booked under this e-mail address (any case). */
export const countPaidReservations = async (
  db: Queryable,
  userId: string,
  email: string,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        eq(reservations.paid, true),
        isNull(reservations.deletedAt),
        sql`lower(${reservations.email}) = lower(${email})`,
      ),
    );
  return row?.n ?? 0;
};
