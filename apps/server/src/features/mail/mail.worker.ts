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
import { SMTP_SEND_TIMEOUT_MS, type MailLogger, type MailTransport } from './mail.transport';

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  /** the From header, `"Navette Prestige" <no-reply@example.fr>` */
  from: string;
  log: MailLogger;
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

export interface DrainResult {
  sent: number;
  /** failed this time, to be tried again later */
  retried: number;
  /** failed for the last time */
  failed: number;
}

export interface MailWorker {
  /** polls the outbox every `pollIntervalMs` until `stop()` */
  start(): void;
  /** stops polling, then sends what is due before resolving (graceful shutdown) */
  stop(): Promise<void>;
  /**
   * Sends everything due now and resolves with what happened. Runs never overlap: a call made
   * during a run is served by a run that starts after it.
   */
  drain(): Promise<DrainResult>;
}

export const MAIL_WORKER_DEFAULTS = {
  pollIntervalMs: 2_000,
  batchSize: 10,
  maxAttempts: 10,
  leaseMs: 5 * 60_000,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
} as const;

/** Longest `last_error` kept: enough for an SMTP reply, not for a stack trace to fill the table. */
const LAST_ERROR_MAX = 1_000;

/**
 * Delay before the next try after `attempts` failed sends: 30 s, 1 min, 2 min … capped at 1 h.
 * "Equal jitter" (half fixed, half random) spreads the retries of a batch that failed together,
 * so a mail server coming back is not hit by all of them in the same second.
 */
export const retryDelayMs = (
  attempts: number,
  options: { baseMs: number; maxMs: number; random: () => number },
): number => {
  const exponential = Math.min(options.maxMs, options.baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(exponential / 2 + (options.random() * exponential) / 2);
};

/** `now() + ms` computed by the database: every instance compares against the same clock. */
const databaseNowPlus = (ms: number) =>
  sql`now() + ${Math.max(0, Math.round(ms))}::integer * interval '1 millisecond'`;

const describeError = (error: unknown): string => {
  const message = error instanceof Error ? error.message : String(error);
  return message.length > LAST_ERROR_MAX ? `${message.slice(0, LAST_ERROR_MAX - 1)}…` : message;
};

/** `<row-id@sender-domain>`: the same Message-ID for every try of one row. */
const messageIdFor = (rowId: string, from: string): string => {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${rowId}@${domain}>`;
};

type Outcome = keyof DrainResult | 'lost';

export const createMailWorker = (options: MailWorkerOptions): MailWorker => {
  const { db, transport, from, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? MAIL_WORKER_DEFAULTS.pollIntervalMs;
  const batchSize = options.batchSize ?? MAIL_WORKER_DEFAULTS.batchSize;
  const maxAttempts = options.maxAttempts ?? MAIL_WORKER_DEFAULTS.maxAttempts;
  const leaseMs = options.leaseMs ?? MAIL_WORKER_DEFAULTS.leaseMs;
  const retryBaseMs = options.retryBaseMs ?? MAIL_WORKER_DEFAULTS.retryBaseMs;
  const retryMaxMs = options.retryMaxMs ?? MAIL_WORKER_DEFAULTS.retryMaxMs;
  const random = options.random ?? Math.random;
  if (leaseMs <= SMTP_SEND_TIMEOUT_MS && transport.kind === 'smtp') {
    log.warn(
      { leaseMs, smtpSendTimeoutMs: SMTP_SEND_TIMEOUT_MS },
      'mail worker lease is shorter than an SMTP send may take: a slow send may be repeated',
    );
  }

  const claimDue = async (): Promise<MailOutboxRow[]> => {
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
      .limit(batchSize)
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

  const recordSent = async (row: MailOutboxRow): Promise<Outcome> => {
    const updated = await db
      .update(mailOutbox)
      .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
      .where(stillOurs(row))
      .returning({ id: mailOutbox.id });
    if (updated.length === 0) {
      log.warn(
        { mailId: row.id, template: row.template },
        'mail sent after its lease ran out: another worker may send it again',
      );
      return 'lost';
    }
    return 'sent';
  };

  const recordFailure = async (row: MailOutboxRow, error: unknown): Promise<Outcome> => {
    const lastError = describeError(error);
    const isLastAttempt = row.attempts >= maxAttempts;
    const delayMs = retryDelayMs(row.attempts, { baseMs: retryBaseMs, maxMs: retryMaxMs, random });
    const updated = await db
      .update(mailOutbox)
      .set(
        isLastAttempt
          ? { status: 'failed', lockedUntil: null, lastError }
          : {
              status: 'pending',
              lockedUntil: null,
              lastError,
              nextAttemptAt: databaseNowPlus(delayMs),
            },
      )
      .where(stillOurs(row))
      .returning({ id: mailOutbox.id });
    if (updated.length === 0) return 'lost';
    const details = {
      mailId: row.id,
      to: row.recipient,
      template: row.template,
      attempts: row.attempts,
      error: lastError,
    };
    if (isLastAttempt) {
      log.error(details, `mail given up after ${row.attempts} failed attempts`);
      return 'failed';
    }
    log.warn({ ...details, retryInMs: delayMs }, 'mail not sent, will retry');
    return 'retried';
  };

  const deliver = async (row: MailOutboxRow): Promise<Outcome> => {
    try {
      await transport.send({
        from,
        to: row.recipient,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: messageIdFor(row.id, from),
      });
    } catch (error) {
      return recordFailure(row, error);
    }
    return recordSent(row);
  };

  const processDue = async (): Promise<DrainResult> => {
    const result: DrainResult = { sent: 0, retried: 0, failed: 0 };
    for (;;) {
      const claimed = await claimDue();
      const outcomes = await Promise.all(claimed.map(deliver));
      for (const outcome of outcomes) if (outcome !== 'lost') result[outcome] += 1;
      // A short batch means nothing else was due when we looked; rows that became due since
      // are for the next run. This also bounds a run when the transport keeps failing.
      if (claimed.length < batchSize) return result;
    }
  };

  // Runs are chained, never concurrent. A drain() call made while a run is waiting to start joins
  // that run, which will see everything due at the time of the call.
  let tail: Promise<unknown> = Promise.resolve();
  let queued: Promise<DrainResult> | undefined;
  const drain = (): Promise<DrainResult> => {
    if (queued) return queued;
    const run = tail.then(() => {
      queued = undefined;
      return processDue();
    });
    queued = run;
    tail = run.catch(() => undefined);
    return run;
  };

  let polling = false;
  let timer: NodeJS.Timeout | undefined;
  const tick = async () => {
    timer = undefined;
    try {
      await drain();
    } catch (error) {
      // the database is unreachable, say: the rows wait, and the next tick tries again
      log.error({ err: error }, 'mail worker could not process the outbox');
    }
    if (polling) {
      timer = setTimeout(tick, pollIntervalMs);
      // the worker alone must not keep a process alive that has nothing else to do
      timer.unref();
    }
  };

  return {
    start: () => {
      if (polling) return;
      polling = true;
      timer = setTimeout(tick, 0);
      timer.unref();
    },
    stop: async () => {
      polling = false;
      if (timer) clearTimeout(timer);
      timer = undefined;
      try {
        await drain();
      } catch (error) {
        log.error({ err: error }, 'mail worker could not process the outbox before stopping');
      }
    },
    drain,
  };
};
