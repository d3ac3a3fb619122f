/**
 * The back-office's e-mail log (docs/product/back-office.md#e-mails): the outbox read newest
 * first, with the recipient masked, and the resend of a failed e-mail
 * (docs/decisions/0035-mail-resend.md).
 */
import type { AdminMail, AdminMailDetail, AdminMailPage, MailLogStatus } from '@navette/shared';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, type MailOutboxRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { maskEmail } from '../../lib/log-privacy';
import { containing } from '../../lib/like-pattern';
import { isUuid } from '../../db/values';

const iso = (date: Date | null): string | null => date?.toISOString() ?? null;

/** A row as the log shows it: never the full address, not even inside an SMTP error. */
export const toAdminMail = (row: MailOutboxRow): AdminMail => ({
  _id: row.id,
  recipient: maskEmail(row.recipient),
  template: row.template,
  language: row.language,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError === null ? null : maskEmail(row.lastError),
  createdAt: row.createdAt.toISOString(),
  sentAt: iso(row.sentAt),
  nextAttemptAt: row.nextAttemptAt.toISOString(),
  redactedAt: iso(row.redactedAt),
});

/** Subject and text only while the row still holds them: not once sent, not once purged. */
const toAdminMailDetail = (row: MailOutboxRow): AdminMailDetail => {
  const hasBody = row.redactedAt === null && row.status !== 'sent';
  return {
    ...toAdminMail(row),
    subject: hasBody ? row.subject : null,
    text: hasBody ? row.text : null,
  };
};

/** One page of the outbox, newest first, in one state or all, with how many match. */
export const listMailsForAdmin = async (
  db: Database,
  query: { status?: MailLogStatus; q?: string | undefined; page: number; pageSize: number },
): Promise<AdminMailPage> => {
  // the recipient search: contains the term, ignoring case, `%` and `_` taken literally
  const where = and(
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.q
      ? sql`lower(${mailOutbox.recipient}) like ${containing(query.q.toLowerCase())}`
      : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return {
    items: rows.map(toAdminMail),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

const findMail = async (db: Database, id: string): Promise<MailOutboxRow> => {
  // not a uuid: no such e-mail (and no database error for a malformed id)
  if (!isUuid(id)) throw new AppError('MAIL_NOT_FOUND');
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new AppError('MAIL_NOT_FOUND');
  return row;
};

export const getMailForAdmin = async (db: Database, id: string): Promise<AdminMailDetail> =>
  toAdminMailDetail(await findMail(db, id));

/**
 * Puts a failed e-mail back in the queue: the same row (same Message-ID), pending now, with a
 * new budget of attempts; `last_error` stays until a try succeeds. The update's own condition
 * (failed and not redacted) makes two concurrent resends queue it once.
 */
export const resendMail = async (db: Database, id: string): Promise<AdminMailDetail> => {
  if (!isUuid(id)) throw new AppError('MAIL_NOT_FOUND');
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
    .where(
      and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed'), isNull(mailOutbox.redactedAt)),
    )
    .returning();
  if (row) return toAdminMailDetail(row);
  const current = await findMail(db, id);
  if (current.redactedAt !== null) throw new AppError('MAIL_REDACTED');
  throw new AppError('MAIL_NOT_RESENDABLE');
};

/** The dashboard's figure: failed e-mails, and when the oldest of them was queued. */
export const failedMailSummary = async (
  db: Database,
): Promise<{ failed: number; oldestFailureAt: string | null }> => {
  const [row] = await db
    .select({ failed: count(), oldest: sql<Date | string | null>`min(${mailOutbox.createdAt})` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'));
  const oldest = row?.oldest ?? null;
  return {
    failed: row?.failed ?? 0,
    oldestFailureAt: oldest === null ? null : new Date(oldest).toISOString(),
  };
};
