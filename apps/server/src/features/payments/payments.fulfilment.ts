import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client';
import type { DocumentIssuer } from '../documents/documents.issuer';
import type { EnqueueMail } from '../mail/mail.outbox';
import { euros } from '../reservations/reservations.repository';
import type { CheckoutEvent, CheckoutState } from './payments.gateway';
import {
  closePendingPayment,
  lockPayableReservation,
  lockPaymentBySession,
  markPaymentPaid,
  markReservationPaid,
  recordPaymentEvent,
} from './payments.repository';

/*
 * Fulfilment: what happens when the provider says a checkout session is paid, whoever brings
 * the news — Stripe's signed webhook, the success page's check (the server asking Stripe), or
 * the test checkout's Pay button. One function, in one transaction, safe to run any number of
 * times: the second run finds the payment paid and changes nothing
 * (docs/decisions/0028-card-payments.md).
 */

export interface FulfilmentContext {
  db: Database;
  enqueueMail: EnqueueMail;
  /** the site's address, for the e-mail's link to the customer area */
  publicUrl: string;
  log: FastifyBaseLogger;
  /** issues the invoice of the payment in its transaction (docs/product/documents.md) */
  documents: DocumentIssuer;
}

export type FulfilmentOutcome =
  /** recorded now: payment and reservation paid, invoice issued, e-mail queued */
  | 'paid'
  /** recorded before: nothing changed */
  | 'already-paid'
  /** the provider says it is not paid (yet) */
  | 'not-paid'
  /** the amount differs from what was asked: nothing marked paid on the reservation */
  | 'amount-mismatch'
  /** not a session of ours */
  | 'unknown-session';

/**
 * Locks the payment, then its reservation (always in this order), checks that the amount the
 * provider charged is the amount asked, and marks both paid, bumping the reservation's version
 * (an administrator's older copy cannot undo it), with the invoice issued and sent with the
 * payment e-mail, once.
 */
export const fulfilCheckout = async (
  tx: Queryable,
  ctx: FulfilmentContext,
  state: CheckoutState,
): Promise<FulfilmentOutcome> => {
  if (state.paymentStatus !== 'paid') return 'not-paid';
  const payment = await lockPaymentBySession(tx, state.sessionId);
  if (!payment) {
    ctx.log.warn({ sessionId: state.sessionId }, 'payment: paid session unknown here, ignored');
    return 'unknown-session';
  }
  const reservation = await lockPayableReservation(tx, payment.reservationId);
  if (payment.status === 'paid') return 'already-paid';
  const where = { paymentId: payment.id, reservationId: payment.reservationId };
  if (state.amountTotal !== payment.amountCents || state.currency !== payment.currency) {
    ctx.log.error(
      {
        ...where,
        asked: payment.amountCents,
        charged: state.amountTotal,
        currency: state.currency,
      },
      'payment: the amount charged differs from the amount asked; not marked paid',
    );
    return 'amount-mismatch';
  }
  // the money was taken: the payment is paid, whatever became of the reservation since
  await markPaymentPaid(tx, payment.id);
  if (!reservation) {
    ctx.log.error(where, 'payment: paid for a deleted reservation; refund it');
    return 'paid';
  }
  if (reservation.paid) {
    ctx.log.error(where, 'payment: the reservation was already paid by another checkout; refund');
    return 'paid';
  }
  if (reservation.devisCents !== payment.amountCents) {
    ctx.log.error(
      { ...where, devis: reservation.devisCents, paid: payment.amountCents },
      'payment: the quote changed after the checkout opened; reservation not marked paid',
    );
    return 'amount-mismatch';
  }
  await markReservationPaid(tx, reservation.id);
  const invoice = await ctx.documents.facture(tx, payment.id);
  await ctx.enqueueMail(tx, {
    template: 'paymentReceived',
    to: reservation.email,
    language: reservation.language,
    dedupeKey: `payment:${payment.id}:received`,
    attachments: [invoice.attachment],
    params: {
      invoiceNumber: invoice.number,
      name: `${reservation.prenom} ${reservation.nom}`,
      amount: euros(payment.amountCents),
      service: reservation.serviceName,
      date: reservation.date,
      heure: reservation.heure,
      from: reservation.adresseDepart,
      to: reservation.adresseArrivee,
      url: `${ctx.publicUrl}/profile`,
    },
  });
  return 'paid';
};

/**
 * What the provider says of a session, applied: paid is fulfilled, expired closes our attempt
 * (a new click opens a new session). Used by the success page's check and the test checkout.
 */
export const applyCheckoutState = (
  ctx: FulfilmentContext,
  state: CheckoutState,
): Promise<FulfilmentOutcome> =>
  ctx.db.transaction(async (tx) => {
    if (state.paymentStatus === 'paid') return fulfilCheckout(tx, ctx, state);
    if (state.status === 'expired') await closePendingPayment(tx, state.sessionId, 'expired');
    return 'not-paid';
  });

/**
 * A verified webhook event, handled once per event id: the id is recorded in the transaction
 * that handles it, so a replayed or retried event finds it and changes nothing. A completed
 * session is paid only when its payment_status says so (a bank debit completes unpaid, then
 * sends async_payment_succeeded or _failed).
 */
export const handleCheckoutEvent = (
  ctx: FulfilmentContext,
  event: CheckoutEvent,
): Promise<FulfilmentOutcome | 'replayed'> =>
  ctx.db.transaction(async (tx) => {
    if (!(await recordPaymentEvent(tx, event.id, event.type))) return 'replayed';
    const { session } = event;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        return fulfilCheckout(tx, ctx, session);
      case 'checkout.session.async_payment_failed':
        await closePendingPayment(tx, session.sessionId, 'failed');
        return 'not-paid';
      case 'checkout.session.expired':
        await closePendingPayment(tx, session.sessionId, 'expired');
        return 'not-paid';
    }
  });
