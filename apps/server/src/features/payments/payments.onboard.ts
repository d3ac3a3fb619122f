import { randomUUID } from 'node:crypto';
import { ADMIN_RESERVATION_MESSAGES } from '@navette/shared';
import type { Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { euros } from '../../db/values';
import { issuePaidDocuments, type FulfilmentContext } from './payments.fulfilment';
import {
  insertOnBoardPayment,
  lockLiveReservation,
  markReservationPaid,
} from './payments.repository';
import { closeOpenCheckouts } from './payments-tasks.repository';

/*
 * A payment taken on board (docs/decisions/0042-payments-follow-the-reservation.md): the
 * back-office (later the chauffeur) records that the customer paid the devis on a card terminal
 * or in cash, and when. It is recorded as a paid payment of provider `onboard`, and then goes
 * through the very step a card payment online goes through: the reservation marked paid, the
 * invoice issued and sent with the payment e-mail. No checkout stays open for it.
 */

export interface OnBoardPaymentInput {
  method: 'terminal' | 'cash';
  amountCents: number;
  paidAt: Date;
}

/** A clock a minute ahead of ours is not "the future": the form's time is a person's. */
const CLOCK_SKEW_MS = 60_000;

export const recordOnBoardPayment = async (
  tx: Queryable,
  ctx: FulfilmentContext,
  reservationId: string,
  input: OnBoardPaymentInput,
  now: Date = new Date(),
): Promise<void> => {
  const reservation = await lockLiveReservation(tx, reservationId);
  if (!reservation) throw new AppError('RESERVATION_NOT_FOUND');
  if (reservation.paid) throw new AppError('PAYMENT_ALREADY_DONE');
  if (reservation.statut !== 'confirmé') throw new AppError('ON_BOARD_PAYMENT_NOT_CONFIRMED');
  // a devis of 0 € is nothing to pay (and no payment row can be of 0 €)
  if (reservation.devisCents === null || reservation.devisCents <= 0) {
    throw new AppError('PAYMENT_NO_DEVIS');
  }
  if (input.amountCents !== reservation.devisCents) {
    throw new AppError('PAYMENT_AMOUNT_NOT_DEVIS', {
      params: { amount: euros(reservation.devisCents) },
    });
  }
  if (input.paidAt.getTime() > now.getTime() + CLOCK_SKEW_MS) {
    throw new AppError('VALIDATION_FAILED', {
      fields: { paidAt: ADMIN_RESERVATION_MESSAGES.paidAtFuture },
    });
  }
  const payment = await insertOnBoardPayment(tx, {
    id: randomUUID(),
    reservationId,
    method: input.method,
    amountCents: input.amountCents,
    paidAt: input.paidAt,
  });
  await markReservationPaid(tx, reservationId);
  await closeOpenCheckouts(tx, [reservationId]);
  await issuePaidDocuments(tx, ctx, payment.id, reservation, payment.amountCents);
};
