import type { PaymentSummary } from '@navette/shared';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { payments, reservations, type PaymentRow } from '../../db/schema';
import { euros } from '../../db/values';

/*
 * What the back-office and the customer area show of a reservation's payments, and what the
 * customer's history counts (docs/decisions/0028-card-payments.md).
 */

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
