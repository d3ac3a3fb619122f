/**
 * Sends the outbox. Any number of workers, in one process or in several instances against one
 * PostgreSQL, can run together: a worker claims a batch of due rows in one statement
 * (`FOR UPDATE SKIP LOCKED`, so two workers never claim the same row) and leases them until
 * `locked_until`; a worker that dies mid-batch leaves its rows to be claimed again after the lease.
 *
 * A failed send is retried with exponential back-off and jitter, up to `maxAttempts`; then the
 * row is marked `failed` and logged as an error. A row marked `sent` is never claimed again.
 *
 * `attempts` is incremented when a row is claimed (it counts the sends started) and doubles as a
 * fencing token: a worker only records the outcome of the claim it still holds, so a slow worker
 * whose lease ran out cannot put back to `pending` a row that another worker has since taken.
 */
import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox, type MailOutboxRow } from '../../db/schema';
import type { FileStore } from '../../lib/file-store';
import { describeError, retryDelayMs } from '../../lib/jobs/back-off';
import { databaseNowPlus } from '../../db/values';
import { maskEmail } from '../../lib/log-privacy';
import {
  createJobRunner,
  JOB_RUNNER_DEFAULTS,
  type JobRunner,
  type RunResult,
} from '../../lib/jobs/job-runner';
import { escapeHtml } from '../../lib/escape-html';
import { MAIL_SECRET_MASK } from './mail.outbox';
import {
  SMTP_SEND_TIMEOUT_MS,
  type MailLogger,
  type MailTransport,
  type OutgoingAttachment,
} from './mail.transport';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** the From header, `"Navette Prestige" <no-reply@example.fr>` */
  from: string;
  log: MailLogger;
  /** the file store (DATA_DIR or a bucket), whose keys the outbox's attachment paths are */
  files?: FileStore;
  /** pause between two looks at the outbox when the worker runs on its own (default 2 s) */
  pollIntervalMs?: number;
  /** rows claimed, and sent concurrently, at a time (default 10) */
  batchSize?: number;
  /** sends tried before a row is given up as `failed` (default 10, about 4 hours of retries) */
  maxAttempts?: number;
  /** how long a claim holds a row; must exceed the longest send (default 5 minutes) */
  leaseMs?: number;
  /** first retry delay (default 30 s), doubled at each failure up to `retryMaxMs` (default 1 h) */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** the jitter's source of randomness, in [0, 1) */
  random?: () => number;
}

/** What a run did: the job runner's counts, with the mails done called `sent`. */
export type DrainResult = Omit<RunResult, 'done'> & { sent: number };

/**
 * The job runner's controls: `start()` polls the outbox every `pollIntervalMs`; `stop()` stops
 * polling, then sends what is due before resolving (graceful shutdown); `drain()` sends
 * everything due now.
 */
export interface MailWorker extends Omit<JobRunner, 'drain'> {
  drain(): Promise<DrainResult>;
}

export const MAIL_WORKER_DEFAULTS = { ...JOB_RUNNER_DEFAULTS, leaseMs: 5 * 60_000 } as const;

/** Re-exported for the mail tests, which pin the outbox's retry schedule. */
export { retryDelayMs };

/**
 * What a sent row keeps (docs/product/emails.md#what-the-outbox-keeps): its template, language,
 * status, times and a masked recipient, for the operator; the rendered mail, which holds codes,
 * names and addresses, is gone once the recipient has it. The attachments' entries stay: they
 * point at the files, which their feature keeps or deletes.
 */
const redactSent = (row: MailOutboxRow) => ({
  recipient: maskEmail(row.recipient),
  subject: '',
  html: '',
  text: '',
  secret: null,
});

/**
 * The mail as the recipient gets it: its one-time code, kept apart in the row, in place of the
 * mask the stored body shows (mail.outbox.ts `MAIL_SECRET_MASK`).
 */
export const withSecret = (row: Pick<MailOutboxRow, 'subject' | 'html' | 'text' | 'secret'>) => {
  const { secret } = row;
  if (secret === null) return { subject: row.subject, html: row.html, text: row.text };
  return {
    subject: row.subject.replaceAll(MAIL_SECRET_MASK, secret),
    html: row.html.replaceAll(MAIL_SECRET_MASK, escapeHtml(secret)),
    text: row.text.replaceAll(MAIL_SECRET_MASK, secret),
  };
};

/**
 * A permanent refusal: the SMTP server answered 5xx (no such mailbox, rejected as spam…). Trying
 * again would get the same answer, so the row fails at once; this is the bounce we can see
 * (docs/product/emails.md#failures-and-resend).
 */
const permanentSmtpCode = (error: unknown): number | undefined => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600 ? code : undefined;
};

/** `<row-id@sender-domain>`: the same Message-ID for every try of one row. */
const messageIdFor = (rowId: string, from: string): string => {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${rowId}@${domain}>`;
};

export const createMailWorker = (options: MailWorkerOptions): MailWorker => {
  const { db, transport, from, log } = options;
  const leaseMs = options.leaseMs ?? MAIL_WORKER_DEFAULTS.leaseMs;
  if (leaseMs <= SMTP_SEND_TIMEOUT_MS && transport.kind === 'smtp') {
    log.warn(
      { leaseMs, smtpSendTimeoutMs: SMTP_SEND_TIMEOUT_MS },
      'mail worker lease is shorter than an SMTP send may take: a slow send may be repeated',
    );
  }

  /** The row's files, opened; a throw fails the try like a refused send: retried, then given up. */
  const openAttachments = async (row: MailOutboxRow): Promise<OutgoingAttachment[]> => {
    const opened: OutgoingAttachment[] = [];
    try {
      for (const { filename, contentType, path: key } of row.attachments ?? []) {
        if (!options.files) throw new Error('mail worker has no file store to find attachments in');
        const file = await options.files.get(key);
        if (!file) throw new Error(`attachment missing from the file store: ${key}`);
        opened.push({ filename, contentType, content: file.stream });
      }
    } catch (error) {
      for (const attachment of opened) attachment.content.destroy();
      throw error;
    }
    return opened;
  };

  const send = async (row: MailOutboxRow): Promise<void> => {
    const attachments = await openAttachments(row);
    try {
      await transport.send({
        from,
        to: row.recipient,
        ...withSecret(row),
        messageId: messageIdFor(row.id, from),
        attachments: attachments.length > 0 ? attachments : undefined,
      });
    } finally {
      // a send refused before it read a file leaves that file's stream (a bucket's connection) open
      for (const attachment of attachments) attachment.content.destroy();
    }
  };

  const claim = async (limit: number): Promise<MailOutboxRow[]> => {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        or(
          and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
          // claimed by a worker that died before recording the outcome
          and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailOutbox.createdAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        lockedUntil: databaseNowPlus(leaseMs),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  };

  /** The claim we hold: same row, still ours (status and attempts unchanged since we claimed it). */
  const stillOurs = (row: MailOutboxRow) =>
    and(
      eq(mailOutbox.id, row.id),
      eq(mailOutbox.status, 'sending'),
      eq(mailOutbox.attempts, row.attempts),
    );

  const complete = async (row: MailOutboxRow): Promise<boolean> => {
    const updated = await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        lockedUntil: null,
        lastError: null,
        ...redactSent(row),
      })
      .where(stillOurs(row))
      .returning({ id: mailOutbox.id });
    if (updated.length === 0) {
      log.warn(
        { mailId: row.id, template: row.template },
        'mail sent after its lease ran out: another worker may send it again',
      );
      return false;
    }
    return true;
  };

  const fail = async (
    row: MailOutboxRow,
    failure: { error: unknown; final: boolean; retryInMs: number },
  ): Promise<boolean> => {
    const refusal = permanentSmtpCode(failure.error);
    const lastError = describeError(
      refusal === undefined
        ? failure.error
        : `refused by the SMTP server (${refusal}): ${describeError(failure.error)}`,
    );
    const updated = await db
      .update(mailOutbox)
      .set(
        failure.final
          ? { status: 'failed', lockedUntil: null, lastError }
          : {
              status: 'pending',
              lockedUntil: null,
              lastError,
              nextAttemptAt: databaseNowPlus(failure.retryInMs),
            },
      )
      .where(stillOurs(row))
      .returning({ id: mailOutbox.id });
    if (updated.length === 0) return false;
    const details = {
      mailId: row.id,
      to: row.recipient,
      template: row.template,
      attempts: row.attempts,
      error: lastError,
    };
    if (refusal !== undefined) log.error(details, 'mail refused by the SMTP server: not retried');
    else if (failure.final)
      log.error(details, `mail given up after ${row.attempts} failed attempts`);
    else log.warn({ ...details, retryInMs: failure.retryInMs }, 'mail not sent, will retry');
    return true;
  };

  const runner = createJobRunner<MailOutboxRow>({
    ...options,
    name: 'mail worker',
    claim,
    handle: send,
    complete,
    fail,
    attemptsOf: (row) => row.attempts,
    isPermanent: (error) => permanentSmtpCode(error) !== undefined,
    // graceful shutdown: what is due is sent (or rescheduled) rather than left to its lease
    drainOnStop: true,
  });

  // A drain() joining a queued run gets the very promise of that run, as the runner's does.
  const drains = new WeakMap<Promise<RunResult>, Promise<DrainResult>>();
  const drain = (): Promise<DrainResult> => {
    const run = runner.drain();
    const known = drains.get(run);
    if (known) return known;
    const mapped = run.then(({ done, retried, failed }) => ({ sent: done, retried, failed }));
    drains.set(run, mapped);
    return mapped;
  };

  return { start: runner.start, stop: runner.stop, drain };
};
