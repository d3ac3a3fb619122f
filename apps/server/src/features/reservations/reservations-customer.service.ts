import {
  cancellationTerms,
  isPickupPast,
  parisMoment,
  parisToday,
  type CustomerReservation,
  type CustomerStatut,
  type Language,
  type ReservationPricing,
  type ReservationStatus,
} from '@navette/shared';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { customerTripOf } from '../dispatch';
import type { DocumentIssuer } from '../documents';
import type { NotifyCompany } from '../mail';
import type { EnqueueMail } from '../mail';
import type { PaymentHooks } from '../payments';
import { lockReservation, writeReservationChanges } from './reservations-admin.repository';
import {
  findCustomerReservation,
  hasReservationWithStatut,
  listCustomerReservations,
} from './reservations-customer.repository';
import { isHeldBy, mintManageUrl, type ReservationHolder } from '../manage-booking';
import { devisValidUntilOf, reservationStatusMail } from './reservations.mails';
import { cents, euros } from '../../db/values';

/*
 * What a customer may do with their own reservations (docs/product/customer-area.md): read them,
 * and accept or cancel a quote. A reservation that is not theirs does not exist for them: 404,
 * never 403, so that an id tells nothing about someone else's booking.
 */

export interface CustomerReservationContext {
  db: Database;
  enqueueMail: EnqueueMail;
  /** tells the company of the customer's decision (docs/product/emails.md#company-notices) */
  notifyCompany: NotifyCompany;
  /** the site's address, for the e-mail's link to the customer area */
  publicUrl: string;
  /** the signed-in customer and/or the holder of the reservation's link (decision 0047) */
  holder: ReservationHolder;
  /** the request's language, for the dates of a refusal's message */
  language: Language;
  /** issues the bon de réservation of an accepted quote (docs/product/documents.md) */
  documents: DocumentIssuer;
  /** closes the open checkouts of a cancelled reservation, refunds a paid one */
  payments: PaymentHooks;
}

const notFound = () => new AppError('RESERVATION_NOT_FOUND');

export const listMyReservations = (
  db: Queryable,
  userId: string,
  now = new Date(),
): Promise<CustomerReservation[]> => listCustomerReservations(db, userId, parisToday(now));

/**
 * One reservation of its customer (or of the holder of its link), with its trip as it is driven
 * (docs/product/dispatch.md#the-customer-follows-the-trip) once confirmed.
 */
export const getMyReservation = async (
  db: Queryable,
  id: string,
  holder: ReservationHolder,
): Promise<CustomerReservation> => {
  const found = await findCustomerReservation(db, id, holder);
  if (!found) throw notFound();
  // read only once the reservation is known to be the caller's
  const trajet = await customerTripOf(db, found._id);
  return trajet ? { ...found, trajet } : found;
};

/** A reservation as the customer's decision reads it. */
interface DecidedRow {
  statut: ReservationStatus;
  devisCents: number | null;
  paid: boolean;
  version: number;
  date: string;
  heure: string;
  tarification: ReservationPricing | null;
}

/**
 * The cancellation terms the trip was priced with (docs/product/pricing.md#cancellation): a
 * trip priced by the tariff may be cancelled by the customer even once confirmed or paid, under
 * those terms; one never priced keeps the older rule (a paid trip is cancelled by the company).
 */
const cancellationPolicyOf = (row: { tarification: ReservationPricing | null }) =>
  row.tarification?.cancellation ?? null;

/** Why a decision is refused, checked in this order; undefined when it may be made. */
const refusal = (
  row: DecidedRow,
  decision: { statut: CustomerStatut; devisCents: number; version: number },
  now: Date,
): AppError | undefined => {
  const policy = cancellationPolicyOf(row);
  const cancelling = decision.statut === 'annulé';
  if (row.statut === 'annulé') return new AppError('RESERVATION_ALREADY_CANCELLED');
  if (row.statut === 'confirmé' && !(cancelling && policy)) {
    return new AppError('RESERVATION_ALREADY_CONFIRMED');
  }
  if (row.devisCents === null) return new AppError('RESERVATION_NO_DEVIS');
  if (cancelling && row.paid && !policy) return new AppError('RESERVATION_PAID_NO_CANCEL');
  if (row.devisCents !== decision.devisCents) {
    // the page shows the amount it had: it must show the new one before the customer decides
    const amount = euros(row.devisCents);
    return new AppError('DEVIS_CHANGED', { params: { amount }, details: { devis: amount } });
  }
  // the date, the time, the addresses... changed since the page showed them: the customer decides
  // on the trip they saw, or looks again (docs/decisions/0043-booking-follows-the-trip.md)
  if (row.version !== decision.version) return new AppError('RESERVATION_CHANGED');
  // a devis never outlives its trip: once the pick-up time has passed (Paris), it cannot be
  // accepted, whatever its printed end date; a confirmed trip can no longer be cancelled online
  if (isPickupPast(row.date, row.heure, parisMoment(now))) {
    if (!cancelling) return new AppError('RESERVATION_PICKUP_PASSED');
    if (row.statut === 'confirmé') return new AppError('CANCEL_PICKUP_PASSED');
  }
  return undefined;
};

/**
 * What a paid trip's cancellation keeps under its terms (0 before the free limit); undefined
 * when the trip has no terms (then the payment is refunded in full, as when the company cancels).
 */
const cancellationFeeOf = (row: DecidedRow, now: Date): number | undefined => {
  const policy = cancellationPolicyOf(row);
  if (!policy || !row.paid || row.devisCents === null) return undefined;
  return cancellationTerms(policy, row.devisCents, { date: row.date, time: row.heure }, now)
    .feeCents;
};

const SHORT_DATE_LOCALES: Record<Language, string> = { fr: 'fr-FR', en: 'en-GB' };

/** `2026-12-23` as the reader writes it: 23/12/2026 (the day as it is, no time zone shift). */
const shortDate = (isoDate: string, language: Language): string =>
  new Intl.DateTimeFormat(SHORT_DATE_LOCALES[language], {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));

/**
 * A devis can be accepted until the end of its last day in Paris, never after the pick-up day
 * (docs/product/customer-area.md); a reservation quoted before documents existed has no end date.
 * Cancelling is always possible.
 */
const checkStillValid = async (
  tx: Queryable,
  reservation: { id: string; date: string },
  language: Language,
  now: Date,
): Promise<void> => {
  const validUntil = await devisValidUntilOf(tx, reservation);
  if (validUntil === null || validUntil >= parisToday(now)) return;
  throw new AppError('DEVIS_EXPIRED', {
    params: { date: shortDate(validUntil, language) },
    details: { validUntil },
  });
};

/**
 * PUT /api/reservations/:id/statut by the customer: accepts the quote shown ('confirmé') or
 * cancels ('annulé'), only while 'en attente' with a quote, on the version of the reservation the
 * page showed, and (accepting) before the pick-up time. The row is locked as the back-office's
 * edits lock it, the version moves on (an administrator's edit made on the older copy is refused
 * as stale), the history records the customer's decision, and the status e-mail is queued in the
 * same transaction, once per change (its dedupe key names the version the change made). Once
 * accepted, the amount is frozen: an administrator's new quote sends the reservation back to
 * 'en attente' for the customer to accept again (reservations-admin.service.ts).
 */
export const updateMyStatut = async (
  context: CustomerReservationContext,
  id: string,
  decision: { statut: CustomerStatut; devis: number; version: number },
  now = new Date(),
): Promise<CustomerReservation> => {
  const { statut, devis } = decision;
  const updated = await context.db.transaction(async (tx) => {
    const row = await lockReservation(tx, id);
    if (!row || !isHeldBy(row, context.holder)) throw notFound();
    const refused = refusal(
      row,
      { statut, devisCents: cents(devis), version: decision.version },
      now,
    );
    if (refused) throw refused;
    if (statut === 'confirmé') await checkStillValid(tx, row, context.language, now);
    const version = await writeReservationChanges(
      tx,
      id,
      { statut },
      [{ field: 'statut', oldValue: row.statut, newValue: statut }],
      'customer',
    );
    if (statut === 'annulé') {
      await context.payments.closeOpenCheckouts(tx, [id]);
      await context.payments.refundReservation(tx, id, 'cancelled-by-customer', {
        keepCents: cancellationFeeOf(row, now) ?? 0,
      });
    }
    const bon = statut === 'confirmé' ? await context.documents.bon(tx, id) : null;
    await context.enqueueMail(
      tx,
      reservationStatusMail(row, {
        id,
        version,
        publicUrl: context.publicUrl,
        statut,
        by: 'customer',
        bon,
        manageUrl: await mintManageUrl(tx, row, context.publicUrl, now),
      }),
    );
    await context.notifyCompany(tx, {
      event: statut === 'confirmé' ? 'acceptance' : 'cancellation',
      reservation: row,
      amountCents: row.devisCents,
      dedupeKey: `reservation:${id}:company:statut:${version}`,
    });
    return getMyReservation(tx, id, context.holder);
  });
  await context.payments.settle();
  return statut === 'annulé' ? getMyReservation(context.db, id, context.holder) : updated;
};

/**
 * POST /api/mail/confirmationReservation: sends nothing (the e-mail was queued with the change).
 * Answers only for the caller's own address and a reservation of theirs with that statut, so
 * that it says nothing about anyone else.
 */
export const checkStatusMail = async (
  db: Queryable,
  user: { _id: string; email: string },
  input: { email: string; statut: CustomerStatut },
): Promise<void> => {
  if (input.email.toLowerCase() !== user.email.toLowerCase()) {
    throw new AppError('MAIL_ADDRESS_NOT_ACCOUNT');
  }
  if (!(await hasReservationWithStatut(db, user._id, input.statut))) {
    throw new AppError('RESERVATION_STATUS_NOT_FOUND');
  }
};
