import { CHECKOUT_SESSION_ID_PATTERN } from '@navette/shared';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
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
import { isUuid } from '../../db/values';
import { heldBy, type ReservationHolder } from '../manage-booking';

/*
 * The queries of card payments (docs/decisions/0028-card-payments.md): the reservation as a
 * payment needs it, the checkout attempts of a reservation, the locked reads of the fulfilment
 * and the record of the provider's events already handled. A deleted reservation is in none.
 */

/** What paying a reservation needs to know about it. */
const payableColumns = {
  id: reservations.id,
  reference: reservations.reference,
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
  // the company's notice of a payment names the customer's phone and both legs
  telephone: reservations.telephone,
  retour: reservations.retour,
  dateRetour: reservations.dateRetour,
  heureRetour: reservations.heureRetour,
  adresseDepartRetour: reservations.adresseDepartRetour,
  adresseArriveeRetour: reservations.adresseArriveeRetour,
  language: reservations.language,
  // booked at the tariff's price: its bon follows the payment
  tarification: reservations.tarification,
  deletedAt: reservations.deletedAt,
  anonymisedAt: reservations.anonymisedAt,
  serviceName: services.name,
  serviceNameEn: services.nameEn,
};

export type PayableReservation = Pick<
  ReservationRow,
  Exclude<keyof typeof payableColumns, 'serviceName' | 'serviceNameEn'>
> & { serviceName: string | null; serviceNameEn: string | null };

const selectPayable = (db: Queryable) =>
  db
    .select(payableColumns)
    .from(reservations)
    .leftJoin(services, eq(services.id, reservations.serviceId));

/**
 * The reservation of the customer's or of the request's link, not deleted; anyone else's is as
 * if it did not exist.
 */
export const findOwnedReservation = async (
  db: Queryable,
  holder: ReservationHolder,
  reservationId: string,
): Promise<PayableReservation | undefined> => {
  if (!isUuid(reservationId)) return undefined;
  const [row] = await selectPayable(db).where(
    and(eq(reservations.id, reservationId), heldBy(holder), isNull(reservations.deletedAt)),
  );
  return row;
};

/**
 * Locks the reservation for the fulfilment (its `paid` and `version` change), deleted or not:
 * a session paid for a deleted reservation is refunded, and says why.
 */
export const lockPayableReservation = async (
  tx: Queryable,
  reservationId: string,
): Promise<PayableReservation | undefined> => {
  const [row] = await selectPayable(tx)
    .where(eq(reservations.id, reservationId))
    .for('update', { of: reservations });
  return row;
};

/** The reservation a refund e-mail speaks of, deleted or not. */
export const findReservationOfPayment = async (
  db: Queryable,
  reservationId: string,
): Promise<PayableReservation | undefined> => {
  const [row] = await selectPayable(db).where(eq(reservations.id, reservationId));
  return row;
};

/** Locks the reservation for the back-office's payment taken on board. */
export const lockLiveReservation = async (
  tx: Queryable,
  reservationId: string,
): Promise<(PayableReservation & { version: number }) | undefined> => {
  if (!isUuid(reservationId)) return undefined;
  const [row] = await tx
    .select({ ...payableColumns, version: reservations.version })
    .from(reservations)
    .leftJoin(services, eq(services.id, reservations.serviceId))
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

export const markPaymentPaid = async (
  tx: Queryable,
  paymentId: string,
  paymentIntentId: string | null,
): Promise<void> => {
  await tx
    .update(payments)
    .set({ status: 'paid', paidAt: new Date(), providerPaymentId: paymentIntentId })
    .where(eq(payments.id, paymentId));
};

export const findPayment = async (
  db: Queryable,
  paymentId: string,
): Promise<PaymentRow | undefined> => {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
  return row;
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

/** A payment the back-office recorded as taken on board: paid at once, no provider session. */
export const insertOnBoardPayment = async (
  tx: Queryable,
  row: {
    id: string;
    reservationId: string;
    method: 'terminal' | 'cash';
    amountCents: number;
    paidAt: Date;
  },
): Promise<PaymentRow> => {
  const [inserted] = await tx
    .insert(payments)
    .values({
      ...row,
      provider: 'onboard',
      providerSessionId: `onboard_${row.id.replaceAll('-', '')}`,
      status: 'paid',
    })
    .returning();
  if (!inserted) throw new Error('on-board payment not inserted');
  return inserted;
};
