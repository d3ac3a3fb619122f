import type { RefundReason } from '@navette/shared';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  paymentProviderTasks,
  payments,
  reservations,
  type PaymentProvider,
  type PaymentProviderTaskRow,
  type PaymentRow,
} from '../../db/schema';
import { databaseNowPlus, dueAndUnclaimed, stillClaimed } from '../../db/values';

/*
 * The provider work's queue (docs/decisions/0042-payments-follow-the-reservation.md): what must
 * still be said to the payment provider after a commit (expire a checkout session, refund a
 * payment), claimed by one instance at a time and retried until the provider confirms.
 */

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
 * The reservation's paid online payment is to be refunded (its cancellation), less `keepCents`
 * (a cancellation fee): the reservation is no longer paid. A payment taken on board is given back
 * by hand, not by a provider; a payment the fee keeps whole is not refunded at all.
 */
export const requestRefundOfReservation = async (
  tx: Queryable,
  reservationId: string,
  reason: RefundReason,
  keepCents = 0,
): Promise<boolean> => {
  const due = await tx
    .update(payments)
    .set({
      refundStatus: 'due',
      refundReason: reason,
      refundCents: sql`${payments.amountCents} - ${keepCents}::integer`,
    })
    .where(
      and(
        eq(payments.reservationId, reservationId),
        eq(payments.status, 'paid'),
        isNull(payments.refundStatus),
        ne(payments.provider, 'onboard'),
        gt(payments.amountCents, keepCents),
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
        dueAndUnclaimed(paymentProviderTasks.dueAt, paymentProviderTasks.lockedUntil),
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

/** The condition "this task is still claimed by the run that holds it", or null if it is not claimed. */
const ourClaim = (task: PaymentProviderTaskRow) =>
  task.lockedUntil &&
  stillClaimed(
    paymentProviderTasks.id,
    task.id,
    paymentProviderTasks.lockedUntil,
    task.lockedUntil,
  );

/** The provider confirmed: the task is done (if the claim is still ours). */
export const completeProviderTask = async (
  db: Queryable,
  task: PaymentProviderTaskRow,
): Promise<boolean> => {
  const claim = ourClaim(task);
  if (!claim) return false;
  const done = await db
    .delete(paymentProviderTasks)
    .where(claim)
    .returning({ id: paymentProviderTasks.id });
  return done.length > 0;
};

/** The provider could not be reached: the task is due again after `retryInMs`. */
export const retryProviderTask = async (
  db: Queryable,
  task: PaymentProviderTaskRow,
  failure: { error: string; retryInMs: number },
): Promise<boolean> => {
  const claim = ourClaim(task);
  if (!claim) return false;
  const updated = await db
    .update(paymentProviderTasks)
    .set({ lockedUntil: null, lastError: failure.error, dueAt: databaseNowPlus(failure.retryInMs) })
    .where(claim)
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
