import { inLanguage, isPickupPast, parisMoment, type RefundReason } from '@navette/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/client';
import type { PaymentRow } from '../../db/schema';
import { hasLiveBon, type DocumentIssuer } from '../documents';
import type { NotifyCompany } from '../mail';
import type { EnqueueMail } from '../mail';
import { mintManageUrl } from '../manage-booking';
import { euros } from '../../db/values';
import type { CheckoutEvent, CheckoutState } from './payments.gateway';
import {
  closePendingPayment,
  lockPayableReservation,
  lockPaymentBySession,
  markPaymentPaid,
  markReservationPaid,
  recordPaymentEvent,
  type PayableReservation,
} from './payments.repository';
import { requestRefund } from './payments-tasks.repository';

/*
 * Fulfilment: what happens when the provider says a checkout session is paid, whoever brings
 * the news — Stripe's signed webhook, the success page's check (the server asking Stripe), or
 * the test checkout's Pay button. One function, in one transaction, safe to run any number of
 * times: the second run finds the payment paid and changes nothing
 * (docs/decisions/0028-card-payments.md). A paid session the reservation can no longer take is
 * refunded (docs/decisions/0042-payments-follow-the-reservation.md).
 */

export interface FulfilmentContext {
  db: Database;
  enqueueMail: EnqueueMail;
  /**
   * tells the company of a payment received online, whoever brought the news
   * (docs/product/emails.md#company-notices)
   */
  notifyCompany: NotifyCompany;
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
  /**
   * paid, but the reservation could not take it (cancelled, deleted, not confirmed, already paid,
   * another quote, another amount charged, pick-up passed): the payment is to be refunded
   */
  | 'refunded'
  /** not a session of ours */
  | 'unknown-session';

/**
 * Why a paid session cannot pay its reservation, in this order; undefined when it can
 * (docs/decisions/0042-payments-follow-the-reservation.md): the reservation exists and is not
 * deleted, is `confirmé`, unpaid, the provider charged what we asked, that is its current devis,
 * and its pick-up time has not come.
 */
const refusalOf = (
  reservation: PayableReservation | undefined,
  payment: PaymentRow,
  state: CheckoutState,
  now: Date,
): RefundReason | undefined => {
  if (!reservation || reservation.deletedAt) return 'reservation-deleted';
  if (reservation.statut === 'annulé') return 'reservation-cancelled';
  if (reservation.statut !== 'confirmé') return 'not-confirmed';
  if (reservation.paid) return 'already-paid';
  if (state.amountTotal !== payment.amountCents || state.currency !== payment.currency) {
    return 'amount-mismatch';
  }
  if (reservation.devisCents !== payment.amountCents) return 'devis-changed';
  if (isPickupPast(reservation.date, reservation.heure, parisMoment(now))) return 'pick-up-passed';
  return undefined;
};

/**
 * Locks the payment, then its reservation (always in this order: two sessions of one
 * reservation, or the webhook and the return page of one session, are fulfilled one after the
 * other), and records the money the provider took. When the reservation can take it, both are
 * marked paid, bumping the reservation's version (an administrator's older copy cannot undo
 * it), with the invoice issued and sent with the payment e-mail, once. Otherwise the payment is
 * recorded with its refund due, for the reason found: nothing is ever kept twice, or for a trip
 * that no longer wants it. The caller runs the provider work after the commit.
 */
export const fulfilCheckout = async (
  tx: Queryable,
  ctx: FulfilmentContext,
  state: CheckoutState,
  now: Date = new Date(),
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
  // the money was taken: the payment is paid, whatever became of the reservation since
  await markPaymentPaid(tx, payment.id, state.paymentIntentId);
  const refusal = refusalOf(reservation, payment, state, now);
  if (refusal || !reservation) {
    const reason = refusal ?? 'reservation-deleted';
    await requestRefund(tx, payment, reason, state.amountTotal ?? payment.amountCents);
    ctx.log.warn(
      { ...where, reason, asked: payment.amountCents, charged: state.amountTotal },
      'payment: a session was paid that the reservation cannot take; refund due',
    );
    return 'refunded';
  }
  await markReservationPaid(tx, reservation.id);
  await issuePaidDocuments(tx, ctx, payment.id, reservation, payment.amountCents);
  // a payment taken on board is recorded by the company itself: only online payments are told
  await ctx.notifyCompany(tx, {
    event: 'payment',
    reservation,
    amountCents: payment.amountCents,
    dedupeKey: `payment:${payment.id}:company`,
  });
  return 'paid';
};

/** What every payment e-mail says of the trip and the amount, and where the customer follows it. */
export const paymentMailTrip = (
  publicUrl: string,
  reservation: Pick<
    PayableReservation,
    | 'reference'
    | 'prenom'
    | 'nom'
    | 'serviceName'
    | 'serviceNameEn'
    | 'language'
    | 'date'
    | 'heure'
    | 'adresseDepart'
    | 'adresseArrivee'
  >,
  amountCents: number,
) => ({
  name: `${reservation.prenom} ${reservation.nom}`,
  reference: reservation.reference,
  amount: euros(amountCents),
  // in the customer's language, as the e-mail (docs/decisions/0049-company-texts-in-both-languages.md)
  service:
    reservation.serviceName === null
      ? null
      : inLanguage(reservation.language, reservation.serviceName, reservation.serviceNameEn),
  date: reservation.date,
  heure: reservation.heure,
  from: reservation.adresseDepart,
  to: reservation.adresseArrivee,
  url: `${publicUrl}/profile`,
});

/**
 * The invoice of a payment now recorded on its reservation, and the payment e-mail with it,
 * once (the dedupe key names the payment): a card payment online and a payment taken on board
 * go through this one step.
 */
export const issuePaidDocuments = async (
  tx: Queryable,
  ctx: FulfilmentContext,
  paymentId: string,
  reservation: PayableReservation,
  amountCents: number,
): Promise<void> => {
  const invoice = await ctx.documents.facture(tx, paymentId);
  // a trip booked at the tariff's price was sent no bon when booked: it follows the payment
  const bon =
    reservation.tarification?.instant && !(await hasLiveBon(tx, reservation.id))
      ? await ctx.documents.bon(tx, reservation.id)
      : null;
  await ctx.enqueueMail(tx, {
    template: 'paymentReceived',
    to: reservation.email,
    language: reservation.language,
    dedupeKey: `payment:${paymentId}:received`,
    attachments: bon ? [invoice.attachment, bon.attachment] : [invoice.attachment],
    params: {
      ...paymentMailTrip(ctx.publicUrl, reservation, amountCents),
      invoiceNumber: invoice.number,
      bonNumber: bon?.number ?? null,
      manageUrl: await mintManageUrl(tx, reservation, ctx.publicUrl),
    },
  });
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
