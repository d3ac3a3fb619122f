/**
 * The statements of an erasure (docs/product/data-protection.md), shared by a person's request
 * and the retention purge: what must be kept, the anonymisation of a reservation kept for its
 * invoice, and the deletes of everything else held about a person.
 */
import { RETENTION, type Language } from '@navette/shared';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  applications,
  documents,
  mailOutbox,
  payments,
  reservationAccessLinks,
  reservationChanges,
  reservations,
  reviews,
  sessions,
  signInFailures,
  users,
} from '../../db/schema';
import { deleteReceivedMail } from '../recruitment';
import type { FilesToRemove } from './privacy.files';

/** The moment `years` calendar years before `now`. */
export const yearsBefore = (now: Date, years: number): Date => {
  const moment = new Date(now);
  moment.setUTCFullYear(moment.getUTCFullYear() - years);
  return moment;
};

export const daysBefore = (now: Date, days: number): Date =>
  new Date(now.getTime() - days * 24 * 3600_000);

/** A timestamp parameter both drivers read the same way. */
export const at = (moment: Date): SQL => sql`${moment.toISOString()}::timestamptz`;

/**
 * A reservation the law makes us keep (docs/product/data-protection.md#what-is-kept): it has an
 * invoice, or a payment received, not yet RETENTION.invoicesYears old (accounting records; a
 * payment taken before invoices existed has no invoice row but is kept all the same), or a bon de
 * réservation issued less than RETENTION.bookingDataYears ago.
 */
export const mustKeepReservation = (now: Date): SQL => {
  const invoiceCutoff = at(yearsBefore(now, RETENTION.invoicesYears));
  return sql`(exists (
  select 1 from ${documents} d
  where d.reservation_id = ${reservations.id}
    and ((d.kind = 'facture' and d.issued_at >= ${invoiceCutoff})
      or (d.kind = 'bon' and d.issued_at >= ${at(yearsBefore(now, RETENTION.bookingDataYears))})))
  or exists (
  select 1 from ${payments} p
  where p.reservation_id = ${reservations.id}
    and p.status = 'paid' and p.paid_at >= ${invoiceCutoff}))`;
};

export interface PersonReservation {
  id: string;
  keep: boolean;
  language: Language;
}

/**
 * The reservations a person owns (docs/product/data-protection.md#whose-reservation): those of
 * their account, and the guest requests made with their address that no account holds. Never a
 * reservation that another account made with the address written in it: it is that account's.
 */
export const ownedBy = (person: { email: string; userId: string | null }): SQL =>
  or(
    person.userId ? eq(reservations.userId, person.userId) : undefined,
    and(isNull(reservations.userId), sql`lower(${reservations.email}) = ${person.email}`),
  ) ?? sql`false`;

/** Every reservation the person owns, and whether the law makes us keep it. */
export const findReservationsOfPerson = (
  db: Queryable,
  person: { email: string; userId: string | null },
  now: Date,
): Promise<PersonReservation[]> =>
  db
    .select({
      id: reservations.id,
      keep: sql<boolean>`${mustKeepReservation(now)}`,
      language: reservations.language,
    })
    .from(reservations)
    .where(ownedBy(person));

/**
 * Replaces the personal columns of reservations kept for their invoice; the trip's date, the
 * service, the amounts, the statut and the documents stay. The address is unique per row and can
 * receive no mail (`.invalid` is reserved, RFC 2606). Their history goes: its values are the
 * columns just erased.
 */
export const anonymiseReservations = async (
  db: Queryable,
  ids: readonly string[],
  now: Date,
): Promise<number> => {
  if (ids.length === 0) return 0;
  await db.delete(reservationChanges).where(inArray(reservationChanges.reservationId, [...ids]));
  // its "Gérer ma réservation" links die with its personal data (decision 0047)
  await db
    .delete(reservationAccessLinks)
    .where(inArray(reservationAccessLinks.reservationId, [...ids]));
  const rows = await db
    .update(reservations)
    .set({
      nom: 'Anonyme',
      prenom: '',
      email: sql`'anonyme-' || ${reservations.id} || '@invalid'`,
      telephone: '',
      adresseDepart: '',
      adresseArrivee: '',
      arretIntermediaire: null,
      adresseDepartRetour: null,
      adresseArriveeRetour: null,
      numeroTrain: null,
      numeroVol: null,
      numeroTrainRetour: null,
      numeroVolRetour: null,
      commentaire: null,
      nomPassagerPrincipal: null,
      telephonePassagerPrincipal: null,
      idempotencyKey: null,
      idempotencyScope: null,
      userId: null,
      anonymisedAt: now,
    })
    .where(and(inArray(reservations.id, [...ids]), isNull(reservations.anonymisedAt)))
    .returning({ id: reservations.id });
  return rows.length;
};

/**
 * Deletes reservations with their documents (rows here, files after the commit); their payments
 * and history go with them (ON DELETE CASCADE).
 */
export const deleteReservations = async (
  db: Queryable,
  ids: readonly string[],
  files: FilesToRemove,
): Promise<{ reservations: number; documents: number }> => {
  if (ids.length === 0) return { reservations: 0, documents: 0 };
  const docs = await db
    .delete(documents)
    .where(inArray(documents.reservationId, [...ids]))
    .returning({ file: documents.file });
  files.documents.push(...docs.map((doc) => doc.file));
  const rows = await db
    .delete(reservations)
    .where(inArray(reservations.id, [...ids]))
    .returning({ id: reservations.id });
  return { reservations: rows.length, documents: docs.length };
};

export const findAccountByEmail = async (db: Queryable, email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
};

export const findAccountById = async (db: Queryable, id: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
};

/** The account's reviews, then the account: sessions, codes and second factors cascade. */
export const deleteAccount = async (
  db: Queryable,
  userId: string,
): Promise<{ reviews: number }> => {
  const gone = await db
    .delete(reviews)
    .where(eq(reviews.userId, userId))
    .returning({ id: reviews.id });
  await db.delete(users).where(eq(users.id, userId));
  return { reviews: gone.length };
};

export const deleteSignInFailuresOf = async (db: Queryable, email: string): Promise<void> => {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
};

/** The applications sent with the address, and the company's e-mail about each. */
export const deleteApplicationsOf = async (
  db: Queryable,
  email: string,
  files: FilesToRemove,
): Promise<number> => {
  const rows = await db
    .delete(applications)
    .where(sql`lower(${applications.email}) = ${email}`)
    .returning({ id: applications.id, cvFile: applications.cvFile });
  for (const row of rows) await deleteReceivedMail(db, row.id);
  files.cvs.push(...rows.map((row) => row.cvFile));
  return rows.length;
};

/**
 * The outbox rows to the address, and those that carry it in their text (the company's e-mail
 * about a contact message or an application): a delivered row names nobody already.
 */
export const deleteMailsAbout = async (db: Queryable, email: string): Promise<number> => {
  const rows = await db
    .delete(mailOutbox)
    .where(
      or(
        sql`lower(${mailOutbox.recipient}) = ${email}`,
        sql`strpos(lower(${mailOutbox.text}), ${email}) > 0`,
        sql`strpos(lower(${mailOutbox.html}), ${email}) > 0`,
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
};

/** When the session with this token hash was opened: a sign-in's moment. */
export const findSessionCreatedAt = async (
  db: Queryable,
  tokenHash: string,
): Promise<Date | undefined> => {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row?.createdAt;
};
