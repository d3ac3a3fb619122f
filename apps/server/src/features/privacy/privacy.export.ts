/**
 * The export of everything held about a person (docs/product/data-protection.md#export): the
 * customer's own from their account, or an administrator's for a person who asked by e-mail.
 * Never a hash, a code or a secret; the e-mails without their bodies.
 */
import { parisToday, type DocumentSummary, type Reservation } from '@navette/shared';
import type { Database } from '../../db/client';
import { listDocumentsOfReservations } from '../documents';
import { toReservation } from '../reservations';
import { euros } from '../../db/values';
import {
  findApplicationsOf,
  findMailsTo,
  findPaymentsOf,
  findReservationRowsOfPerson,
  findReviewsOf,
} from './privacy-export.repository';
import { findAccountByEmail, findAccountById } from './privacy.repository';

const iso = (moment: Date | null): string | null => (moment ? moment.toISOString() : null);

export interface PersonalDataExport {
  exportedAt: string;
  account: {
    name: string;
    email: string;
    language: string;
    createdAt: string;
    emailVerifiedAt: string | null;
    signsInWithGoogle: boolean;
    hasPassword: boolean;
    lastActiveAt: string;
  } | null;
  reservations: (Reservation & {
    deletedAt: string | null;
    updatedAt: string;
    documents: DocumentSummary[];
  })[];
  payments: {
    reservation: string;
    amount: number;
    currency: string;
    status: string;
    createdAt: string;
    paidAt: string | null;
  }[];
  reviews: {
    note: number;
    commentaire: string;
    city: string | null;
    createdAt: string;
    status: 'approved' | 'rejected' | 'pending';
  }[];
  applications: {
    nom: string;
    prenom: string;
    email: string;
    telephone: string;
    cvFileName: string;
    createdAt: string;
  }[];
  emails: {
    template: string;
    subject: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
  }[];
}

/** The export of the account (by id) or of the address; `now` names the moment it was made. */
export const exportPersonalData = async (
  db: Database,
  person: { email: string; userId?: string },
  now = new Date(),
): Promise<PersonalDataExport> => {
  const account = person.userId
    ? await findAccountById(db, person.userId)
    : await findAccountByEmail(db, person.email.trim().toLowerCase());
  const email = account?.email ?? person.email.trim().toLowerCase();
  const rows = await findReservationRowsOfPerson(db, { email, userId: account?.id ?? null });
  const ids = rows.map((row) => row.id);
  const documentsOf = await listDocumentsOfReservations(db, ids);
  const paymentRows = await findPaymentsOf(db, ids);
  const reviewRows = account ? await findReviewsOf(db, account.id) : [];
  const applicationRows = await findApplicationsOf(db, email);
  const mailRows = await findMailsTo(db, email);

  return {
    exportedAt: now.toISOString(),
    account: account
      ? {
          name: account.name,
          email: account.email,
          language: account.language,
          createdAt: account.createdAt.toISOString(),
          emailVerifiedAt: iso(account.emailVerifiedAt),
          signsInWithGoogle: account.googleSub !== null,
          hasPassword: account.passwordHash !== null,
          lastActiveAt: account.lastActiveAt.toISOString(),
        }
      : null,
    reservations: rows.map((row) => ({
      ...toReservation(row),
      deletedAt: iso(row.deletedAt),
      updatedAt: row.updatedAt.toISOString(),
      documents: documentsOf.get(row.id) ?? [],
    })),
    payments: paymentRows.map((row) => ({
      reservation: row.reservationId,
      amount: euros(row.amountCents),
      currency: row.currency,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      paidAt: iso(row.paidAt),
    })),
    reviews: reviewRows.map((row) => ({
      note: row.note,
      commentaire: row.commentaire,
      city: row.city,
      createdAt: row.createdAt.toISOString(),
      status: row.approvedAt ? 'approved' : row.rejectedAt ? 'rejected' : 'pending',
    })),
    applications: applicationRows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
    emails: mailRows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      sentAt: iso(row.sentAt),
    })),
  };
};

/** Whether the export holds anything about the person. */
export const holdsAnything = (data: PersonalDataExport): boolean =>
  data.account !== null ||
  data.reservations.length > 0 ||
  data.applications.length > 0 ||
  data.emails.length > 0;

/** `navette-donnees-2026-11-23.json`: the day of the export, in Paris. */
export const exportFileName = (now: Date): string => `navette-donnees-${parisToday(now)}.json`;
