/**
 * The set-based statements of the retention purge (privacy.purge.ts), each given the moment its
 * period ends. Every statement selects only what is past its period and not yet handled, so a
 * second run, or a run on another instance after this one, finds nothing left to do.
 */
import { RETENTION, parisToday } from '@navette/shared';
import { and, desc, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  applications,
  documents,
  mailOutbox,
  passwordResetCodes,
  paymentEvents,
  reservations,
  retentionRuns,
  sessions,
  users,
  verificationCodes,
  type RetentionRunRow,
} from '../../db/schema';
import { receivedMailKey } from '../recruitment';
import type { FilesToRemove } from './privacy.files';
import { at, mustKeepReservation, yearsBefore } from './privacy.repository';

/** Applications and the company's e-mail about each; their CVs once committed. */
export const deleteApplicationsBefore = async (
  db: Queryable,
  before: Date,
  files: FilesToRemove,
): Promise<number> => {
  const rows = await db
    .delete(applications)
    .where(lt(applications.createdAt, before))
    .returning({ id: applications.id, cvFile: applications.cvFile });
  if (rows.length > 0) {
    const keys = rows.map((row) => receivedMailKey(row.id));
    await db.delete(mailOutbox).where(inArray(mailOutbox.dedupeKey, keys));
  }
  files.cvs.push(...rows.map((row) => row.cvFile));
  return rows.length;
};

/** Customer accounts whose address was never proven, created before the moment. */
export const deleteUnverifiedAccountsBefore = async (db: Queryable, before: Date) => {
  const rows = await db
    .delete(users)
    .where(
      and(
        sql`${users.role} = 'customer'`,
        isNull(users.emailVerifiedAt),
        lt(users.createdAt, before),
      ),
    )
    .returning({ id: users.id });
  return rows.length;
};

export const deleteExpiredSessions = async (db: Queryable, now: Date) =>
  (await db.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id }))
    .length;

/** Verification and password reset codes past their expiry, used or not. */
export const deleteExpiredCodes = async (db: Queryable, now: Date) => {
  const verification = await db
    .delete(verificationCodes)
    .where(lt(verificationCodes.expiresAt, now))
    .returning({ id: verificationCodes.id });
  const reset = await db
    .delete(passwordResetCodes)
    .where(lt(passwordResetCodes.expiresAt, now))
    .returning({ id: passwordResetCodes.userId });
  return verification.length + reset.length;
};

/**
 * Invoices past RETENTION.invoicesYears, and devis and bons past RETENTION.bookingDataYears whose
 * reservation is gone or anonymised: rows now, files once committed.
 */
export const deleteExpiredDocuments = async (
  db: Queryable,
  now: Date,
  files: FilesToRemove,
): Promise<number> => {
  const bookingCutoff = yearsBefore(now, RETENTION.bookingDataYears);
  const rows = await db
    .delete(documents)
    .where(
      sql`(${documents.kind} = 'facture' and ${documents.issuedAt} < ${at(yearsBefore(now, RETENTION.invoicesYears))})
        or (${documents.kind} in ('devis', 'bon') and ${documents.issuedAt} < ${at(bookingCutoff)}
          and (${documents.reservationId} is null or exists (
            select 1 from ${reservations} r
            where r.id = ${documents.reservationId} and r.anonymised_at is not null)))`,
    )
    .returning({ file: documents.file });
  files.documents.push(...rows.map((row) => row.file));
  return rows.length;
};

/**
 * The reservation's owner active since the moment: its account, or for a guest request no account
 * holds, the account of its address (privacy.repository.ts `ownedBy`).
 */
const someoneActiveSince = (cutoff: Date) => sql`exists (
  select 1 from ${users} u
  where (u.id = ${reservations.userId}
      or (${reservations.userId} is null and u.email = lower(${reservations.email})))
    and u.last_active_at >= ${at(cutoff)})`;

/** The trip (and its return) and the last change of the reservation are before the moment. */
const staleSince = (cutoff: Date) =>
  sql`greatest(${reservations.date}, coalesce(${reservations.dateRetour}, ${reservations.date})) < ${parisToday(cutoff)}::date
    and ${reservations.updatedAt} < ${at(cutoff)}`;

/**
 * A batch of the reservations past their period: soft-deleted before it, or old and of nobody
 * active since, or anonymised and no longer needed; with whether the law still keeps them. The
 * anonymised ones still kept are left out, so each batch is new work.
 */
export const findExpiredReservations = (db: Queryable, now: Date, limit: number) => {
  const cutoff = yearsBefore(now, RETENTION.bookingDataYears);
  const keep = mustKeepReservation(now);
  return db
    .select({ id: reservations.id, keep: sql<boolean>`${keep}` })
    .from(reservations)
    .where(
      sql`(${reservations.deletedAt} < ${at(cutoff)}
          or ${reservations.anonymisedAt} is not null
          or (${staleSince(cutoff)} and not ${someoneActiveSince(cutoff)}))
        and (${reservations.anonymisedAt} is null or not ${keep})`,
    )
    .limit(limit);
};

/**
 * Customer accounts inactive for RETENTION.bookingDataYears with no reservation they own (by
 * account, or a guest request with the address) travelled or changed since: a batch of them, to erase one by one.
 */
export const findInactiveAccounts = (db: Queryable, now: Date, limit: number) => {
  const cutoff = yearsBefore(now, RETENTION.bookingDataYears);
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      sql`${users.role} = 'customer' and ${users.lastActiveAt} < ${at(cutoff)}
        and not exists (
          select 1 from ${reservations}
          where (${reservations.userId} = ${users.id}
              or (${reservations.userId} is null and lower(${reservations.email}) = ${users.email}))
            and not (${staleSince(cutoff)}))`,
    )
    .limit(limit);
};

/** Empties the bodies of the mails queued before the moment and no longer to be sent. */
export const redactMailBodiesBefore = async (db: Queryable, before: Date, now: Date) => {
  const rows = await db
    .update(mailOutbox)
    .set({ html: '', text: '', secret: null, attachments: null, redactedAt: now })
    .where(
      and(
        lt(mailOutbox.createdAt, before),
        inArray(mailOutbox.status, ['sent', 'failed']),
        isNull(mailOutbox.redactedAt),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
};

export const deleteMailsBefore = async (db: Queryable, before: Date) =>
  (
    await db
      .delete(mailOutbox)
      .where(lt(mailOutbox.createdAt, before))
      .returning({ id: mailOutbox.id })
  ).length;

export const deletePaymentEventsBefore = async (db: Queryable, before: Date) =>
  (
    await db
      .delete(paymentEvents)
      .where(lt(paymentEvents.receivedAt, before))
      .returning({ id: paymentEvents.eventId })
  ).length;

/* ---- the runs ---- */

export const insertRun = async (db: Queryable, startedAt: Date): Promise<string> => {
  const [row] = await db
    .insert(retentionRuns)
    .values({ startedAt })
    .returning({ id: retentionRuns.id });
  if (!row) throw new Error('the retention run was not recorded');
  return row.id;
};

export const finishRun = async (
  db: Queryable,
  id: string,
  values: Pick<RetentionRunRow, 'finishedAt' | 'counts' | 'error'>,
) => {
  await db
    .update(retentionRuns)
    .set(values)
    .where(sql`${retentionRuns.id} = ${id}`);
};

export const findLastRun = async (db: Queryable): Promise<RetentionRunRow | undefined> => {
  const [row] = await db
    .select()
    .from(retentionRuns)
    .orderBy(desc(retentionRuns.startedAt))
    .limit(1);
  return row;
};

/** When the last run that went through finished. */
export const findLastSuccessfulFinish = async (db: Queryable): Promise<Date | undefined> => {
  const [row] = await db
    .select({ finishedAt: retentionRuns.finishedAt })
    .from(retentionRuns)
    .where(and(isNotNull(retentionRuns.finishedAt), isNull(retentionRuns.error)))
    .orderBy(desc(retentionRuns.finishedAt))
    .limit(1);
  return row?.finishedAt ?? undefined;
};
