/** The reads of a person's export (privacy.export.ts): everything held about one address. */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  applications,
  mailOutbox,
  payments,
  reservations,
  reviews,
  type ReservationRow,
} from '../../db/schema';
import { ownedBy } from './privacy.repository';

/**
 * The reservations the person owns (privacy.repository.ts `ownedBy`), soft-deleted ones included
 * (they are still held), oldest first.
 */
export const findReservationRowsOfPerson = (
  db: Queryable,
  person: { email: string; userId: string | null },
): Promise<ReservationRow[]> =>
  db
    .select()
    .from(reservations)
    .where(ownedBy(person))
    .orderBy(asc(reservations.createdAt), asc(reservations.id));

export const findPaymentsOf = async (db: Queryable, reservationIds: readonly string[]) =>
  reservationIds.length === 0
    ? []
    : db
        .select({
          reservationId: payments.reservationId,
          amountCents: payments.amountCents,
          currency: payments.currency,
          status: payments.status,
          createdAt: payments.createdAt,
          paidAt: payments.paidAt,
        })
        .from(payments)
        .where(inArray(payments.reservationId, [...reservationIds]))
        .orderBy(asc(payments.createdAt));

export const findReviewsOf = (db: Queryable, userId: string) =>
  db
    .select({
      note: reviews.note,
      commentaire: reviews.commentaire,
      city: reviews.city,
      // the month of the trip it is about (its reservation is exported with the reservations)
      tripMonth: reviews.tripMonth,
      createdAt: reviews.createdAt,
      approvedAt: reviews.approvedAt,
      rejectedAt: reviews.rejectedAt,
    })
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(asc(reviews.createdAt));

export const findApplicationsOf = (db: Queryable, email: string) =>
  db
    .select({
      nom: applications.nom,
      prenom: applications.prenom,
      email: applications.email,
      telephone: applications.telephone,
      cvFileName: applications.cvOriginalName,
      createdAt: applications.createdAt,
    })
    .from(applications)
    .where(sql`lower(${applications.email}) = ${email}`)
    .orderBy(asc(applications.createdAt));

/**
 * The e-mails still addressed to the person in the outbox: a delivered one keeps only a masked
 * recipient (docs/product/emails.md#what-the-outbox-keeps), so it is no longer theirs to list.
 */
export const findMailsTo = (db: Queryable, email: string) =>
  db
    .select({
      template: mailOutbox.template,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(sql`lower(${mailOutbox.recipient}) = ${email}`)
    .orderBy(desc(mailOutbox.createdAt));
