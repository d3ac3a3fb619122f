import type { Queryable } from '../../db/client';
import type { OnBoardPaymentInput } from './payments.onboard';

/*
 * `app.payments`: what the reservation changes call so that payments follow the reservation
 * (docs/decisions/0042-payments-follow-the-reservation.md). The two writes run inside the
 * change's transaction, so they happen if and only if the change is committed; `settle` runs
 * after the commit and asks the provider at once, and whatever the provider does not confirm
 * then (it is down) is retried by the job runner until it does.
 */

export type CancellationRefundReason = 'cancelled-by-company' | 'cancelled-by-customer';

export interface PaymentHooks {
  /**
   * Closes every open checkout session of these reservations (a new devis, a cancellation, a
   * deletion, an erasure): none of them can be paid any more.
   */
  closeOpenCheckouts(tx: Queryable, reservationIds: readonly string[]): Promise<void>;
  /**
   * The reservation is cancelled: its online payment, if any, is refunded — in full, or less
   * `keepCents`, the fee its cancellation terms keep (docs/product/pricing.md#cancellation) —
   * and the reservation is no longer paid. True when a refund was requested; nothing is
   * requested (and it stays paid) when the fee keeps the whole payment.
   */
  refundReservation(
    tx: Queryable,
    reservationId: string,
    reason: CancellationRefundReason,
    options?: { keepCents: number },
  ): Promise<boolean>;
  /**
   * A payment taken on board (card terminal or cash), recorded in the caller's transaction: the
   * reservation paid, the invoice issued and mailed as for a card payment online.
   */
  recordOnBoard(tx: Queryable, reservationId: string, input: OnBoardPaymentInput): Promise<void>;
  /** After the commit: expires and refunds at the provider now; never throws. */
  settle(): Promise<void>;
}
