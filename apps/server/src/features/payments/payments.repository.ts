import { CHECKOUT_SESSION_ID_PATTERN } from '@navette/shared';
import type { PaymentSummary, RefundReason } from '@navette/shared';
import { and, count, desc, eq, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  paymentEvents,
  paymentProviderTasks,
  payments,
  reservations,
  services,
  type NewPaymentRow,
  type PaymentProvider,
  type PaymentProviderTaskRow,
  type PaymentRow,
  type ReservationRow,
} from '../../db/schema';
import { databaseNowPlus } from '../../db/values';
import { euros, isUuid } from '../../db/values';
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

/** Queues provider tasks; one per kind and session, however often asked. */
const addProviderTasks = async (
  tx: Queryable,
  tasks: Array<Pick<PaymentProviderTaskRow, 'kind' | 'provider' | 'sessionId' | 'paymentId'>>,
): Promise<void> => {
  if (tasks.length === 0) return;
  await tx.insert(paymentProviderTasks).values(tasks).onConflictDoNothing();
};

/**
 * The reservations' open checkout sessions are closed, in the transaction of the change that
 * makes them stale (a new devis, a cancellation, a deletion, an erasure): our row says expired at
 * once (the test checkout's session is that row), and a task asks the provider to expire the
 * session, which the provider work does after the commit, and retries until the provider
 * confirms (docs/decisions/0042-payments-follow-the-reservation.md).
 */
export const closeOpenCheckouts = async (
  tx: Queryable,
  reservationIds: readonly string[],
): Promise<number> => {
  if (reservationIds.length === 0) return 0;
  const closed = await tx
    .update(payments)
    .set({ status: 'expired' })
    .where(
      and(
        inArray(payments.reservationId, [...reservationIds]),
        eq(payments.status, 'pending'),
        ne(payments.provider, 'onboard'),
      ),
    )
    .returning({
      id: payments.id,
      provider: payments.provider,
      sessionId: payments.providerSessionId,
    });
  await addProviderTasks(
    tx,
    closed.map((row) => ({
      kind: 'expire' as const,
      provider: row.provider,
      sessionId: row.sessionId,
      paymentId: row.id,
    })),
  );
  return closed.length;
};

/** A paid payment is to be given back in full (by the provider work), for this reason. */
export const requestRefund = async (
  tx: Queryable,
  payment: PaymentRow,
  reason: RefundReason,
  amountCents: number,
): Promise<void> => {
  const due = await tx
    .update(payments)
    .set({ refundStatus: 'due', refundReason: reason, refundCents: amountCents })
    .where(and(eq(payments.id, payment.id), isNull(payments.refundStatus)))
    .returning({ id: payments.id });
  if (due.length === 0) return;
  await addProviderTasks(tx, [
    {
      kind: 'refund',
      provider: payment.provider,
      sessionId: payment.providerSessionId,
      paymentId: payment.id,
    },
  ]);
};

/**
 * The reservation's paid online payment is to be refunded (its cancellation): the reservation is
 * no longer paid. A payment taken on board is given back by hand, not by a provider.
 */
export const requestRefundOfReservation = async (
  tx: Queryable,
  reservationId: string,
  reason: RefundReason,
): Promise<boolean> => {
  const due = await tx
    .update(payments)
    .set({ refundStatus: 'due', refundReason: reason, refundCents: payments.amountCents })
    .where(
      and(
        eq(payments.reservationId, reservationId),
        eq(payments.status, 'paid'),
        isNull(payments.refundStatus),
        ne(payments.provider, 'onboard'),
      ),
    )
    .returning({
      id: payments.id,
      provider: payments.provider,
      sessionId: payments.providerSessionId,
    });
  if (due.length === 0) return false;
  await addProviderTasks(
    tx,
    due.map((row) => ({
      kind: 'refund' as const,
      provider: row.provider,
      sessionId: row.sessionId,
      paymentId: row.id,
    })),
  );
  await tx
    .update(reservations)
    .set({ paid: false, version: sql`${reservations.version} + 1` })
    .where(eq(reservations.id, reservationId));
  return true;
};

/**
 * Claims up to `limit` due provider tasks for this runner alone, leased until `leaseMs` from
 * now. Only the current provider's: a test checkout's session left from before Stripe was
 * configured is not Stripe's to settle.
 */
export const claimProviderTasks = (
  db: Queryable,
  provider: PaymentProvider,
  limit: number,
  leaseMs: number,
): Promise<PaymentProviderTaskRow[]> => {
  const due = db
    .select({ id: paymentProviderTasks.id })
    .from(paymentProviderTasks)
    .where(
      and(
        eq(paymentProviderTasks.provider, provider),
        lte(paymentProviderTasks.dueAt, sql`now()`),
        or(
          isNull(paymentProviderTasks.lockedUntil),
          lt(paymentProviderTasks.lockedUntil, sql`now()`),
        ),
      ),
    )
    .orderBy(paymentProviderTasks.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(paymentProviderTasks)
    .set({
      lockedUntil: databaseNowPlus(leaseMs),
      attempts: sql`${paymentProviderTasks.attempts} + 1`,
    })
    .where(inArray(paymentProviderTasks.id, due))
    .returning();
};

/** The provider confirmed: the task is done (if the claim is still ours). */
export const completeProviderTask = async (
  db: Queryable,
  task: PaymentProviderTaskRow,
): Promise<boolean> => {
  if (!task.lockedUntil) return false;
  const done = await db
    .delete(paymentProviderTasks)
    .where(
      and(
        eq(paymentProviderTasks.id, task.id),
        eq(paymentProviderTasks.lockedUntil, task.lockedUntil),
      ),
    )
    .returning({ id: paymentProviderTasks.id });
  return done.length > 0;
};

/** The provider could not be reached: the task is due again after `retryInMs`. */
export const retryProviderTask = async (
  db: Queryable,
  task: PaymentProviderTaskRow,
  failure: { error: string; retryInMs: number },
): Promise<boolean> => {
  if (!task.lockedUntil) return false;
  const updated = await db
    .update(paymentProviderTasks)
    .set({ lockedUntil: null, lastError: failure.error, dueAt: databaseNowPlus(failure.retryInMs) })
    .where(
      and(
        eq(paymentProviderTasks.id, task.id),
        eq(paymentProviderTasks.lockedUntil, task.lockedUntil),
      ),
    )
    .returning({ id: paymentProviderTasks.id });
  return updated.length > 0;
};

/** The provider confirmed the refund: recorded once (false when another run recorded it). */
export const markRefunded = async (
  tx: Queryable,
  paymentId: string,
  providerRefundId: string,
): Promise<boolean> => {
  const done = await tx
    .update(payments)
    .set({ refundStatus: 'done', providerRefundId, refundedAt: new Date() })
    .where(and(eq(payments.id, paymentId), eq(payments.refundStatus, 'due')))
    .returning({ id: payments.id });
  return done.length > 0;
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

const toPaymentSummary = (row: PaymentRow): PaymentSummary => ({
  _id: row.id,
  provider: row.provider,
  method: row.method,
  status: row.status,
  amount: euros(row.amountCents),
  createdAt: row.createdAt.toISOString(),
  paidAt: row.paidAt?.toISOString() ?? null,
  refund:
    row.refundStatus && row.refundReason
      ? {
          status: row.refundStatus,
          reason: row.refundReason,
          amount: euros(row.refundCents ?? row.amountCents),
          refundedAt: row.refundedAt?.toISOString() ?? null,
        }
      : null,
});

/**
 * The payments of these reservations, newest first, as the back-office and the customer area
 * show them (one query for all of them).
 */
export const listPaymentsOfReservations = async (
  db: Queryable,
  reservationIds: readonly string[],
): Promise<Map<string, PaymentSummary[]>> => {
  const byReservation = new Map<string, PaymentSummary[]>();
  if (reservationIds.length === 0) return byReservation;
  const rows = await db
    .select()
    .from(payments)
    .where(inArray(payments.reservationId, [...reservationIds]))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  for (const row of rows) {
    const list = byReservation.get(row.reservationId) ?? [];
    list.push(toPaymentSummary(row));
    byReservation.set(row.reservationId, list);
  }
  return byReservation;
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
