/**
 * Sends the outbox. Any number of workers, in one process or in several instances against one
 * PostgreSQL, can run together: a worker claims a batch of due rows in one statement
 * (`FOR UPDATE SKIP LOCKED`, so two workers never claim the same row) and leases them until
 * `locked_until`. The lease is short (30 s by default) and renewed by the worker's heartbeat while
 * it holds the rows: a worker that dies — `kill -9`, a lost machine — stops renewing, and its rows
 * are claimed again by another instance within the lease (docs/decisions/0055-mail-lease-heartbeat.md).
 *
 * Each e-mail is marked `sent` as soon as its own SMTP answer is in, not when its batch is over:
 * the answers that arrive while one update is in flight are marked together by the next one. A
 * crash between the answer and that update still sends the mail again, with the same Message-ID.
 *
 * A failed send is retried with exponential back-off and jitter, up to `maxAttempts`; then the
 * row is marked `failed` and logged as an error. A row marked `sent` is never claimed again.
 *
 * `attempts` is incremented when a row is claimed (it counts the sends started) and doubles as a
 * fencing token: a worker only records the outcome of (or renews) the claim it still holds, so a
 * slow worker whose lease ran out cannot put back to `pending` a row that another worker has
 * since taken.
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
import { createCoalescer } from '../../lib/jobs/coalesce';
import { withSecret } from './mail.outbox';
import { openAttachments } from './mail.attachments';
import type { MailLogger, MailTransport } from './mail.transport';
import type { SmsTransport } from './mail.sms';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** the text messages' provider; null when they are off (a row of channel `sms` then fails) */
  sms?: SmsTransport | null;
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
  /**
   * how long a claim holds a row without a heartbeat (default 30 s); the worker renews it every
   * third of that while it holds the row, so a send may take longer than the lease
   */
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

export const MAIL_WORKER_DEFAULTS = { ...JOB_RUNNER_DEFAULTS, leaseMs: 30_000 } as const;

/** Heartbeats per lease: two can be missed (a stalled event loop, a slow query) before it ends. */
const HEARTBEATS_PER_LEASE = 3;

/** Re-exported for the mail tests, which pin the outbox's retry schedule. */
export { retryDelayMs };

/**
 * What a sent row keeps (docs/product/emails.md#what-the-outbox-keeps): its template, language,
 * status, times and a masked recipient (`maskEmail`), for the operator; the rendered mail, which
 * holds codes, names and addresses, is gone once the recipient has it. The attachments' entries
 * stay: they point at the files, which their feature keeps or deletes.
 */
const SENT_ROW_CLEARED = { subject: '', html: '', text: '', secret: null } as const;

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

  const send = async (row: MailOutboxRow): Promise<void> => {
    if (row.channel === 'sms') {
      if (!options.sms) throw new Error('text messages are off: SMS_ENABLED and its keys unset');
      await options.sms.send({ to: row.recipient, text: row.text });
      return;
    }
    const attachments = await openAttachments(options.files, row);
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

  // One statement, prepared once per connection where the driver names statements
  // (node-postgres; PGlite runs it as it comes): the due rows, locked and leased.
  const claimDue = db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      lockedUntil: databaseNowPlus(leaseMs),
    })
    .where(
      inArray(
        mailOutbox.id,
        db
          .select({ id: mailOutbox.id })
          .from(mailOutbox)
          .where(
            or(
              and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
              // claimed by a worker that died: its heartbeat stopped renewing the lease
              and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
            ),
          )
          .orderBy(asc(mailOutbox.createdAt))
          .limit(sql.placeholder('limit'))
          .for('update', { skipLocked: true }),
      ),
    )
    .returning()
    .prepare('mail_outbox_claim');

  const claim = async (limit: number): Promise<MailOutboxRow[]> => {
    const claimed = await claimDue.execute({ limit });
    return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  };

  /** The claim we hold: same row, still ours (status and attempts unchanged since we claimed it). */
  const stillOurs = (row: MailOutboxRow) =>
    and(
      eq(mailOutbox.id, row.id),
      eq(mailOutbox.status, 'sending'),
      eq(mailOutbox.attempts, row.attempts),
    );

  /** Extends the lease of the rows still ours, in one statement (the runner's heartbeat). */
  const renew = async (rows: MailOutboxRow[]): Promise<void> => {
    await db
      .update(mailOutbox)
      .set({ lockedUntil: databaseNowPlus(leaseMs) })
      .where(or(...rows.map(stillOurs)));
  };

  /**
   * Marks sent, in one statement, the rows whose SMTP answer came in since the last such update,
   * each with its own masked recipient; returns those still ours.
   */
  const markSent = createCoalescer<MailOutboxRow>(async (rows) => {
    const answered = sql.join(
      rows.map(
        (row) =>
          sql`(${row.id}::uuid, ${row.attempts}::integer, ${maskEmail(row.recipient)}::text)`,
      ),
      sql`, `,
    );
    const updated = await db
      .update(mailOutbox)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        lockedUntil: null,
        lastError: null,
        recipient: sql`answered.recipient`,
        ...SENT_ROW_CLEARED,
      })
      .from(sql`(values ${answered}) as answered (id, attempts, recipient)`)
      .where(
        and(
          eq(mailOutbox.id, sql`answered.id`),
          eq(mailOutbox.attempts, sql`answered.attempts`),
          eq(mailOutbox.status, 'sending'),
        ),
      )
      .returning({ id: mailOutbox.id });
    const marked = new Set(updated.map(({ id }) => id));
    return new Set(rows.filter((row) => marked.has(row.id)));
  });

  const complete = async (row: MailOutboxRow): Promise<boolean> => {
    if (await markSent(row)) return true;
    log.warn(
      { mailId: row.id, template: row.template },
      'mail sent after its lease ran out: another worker may send it again',
    );
    return false;
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
    renew,
    heartbeatMs: leaseMs / HEARTBEATS_PER_LEASE,
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
