/**
 * The loop every background job kind shares (the mail outbox, the scheduled jobs): claim a batch
 * of due jobs, handle them concurrently, record each outcome, and go on until a short batch says
 * nothing else is due. Polls on its own between `start()` and `stop()`, or runs on demand with
 * `drain()`.
 *
 * The job kind supplies the storage side: `claim` takes due rows for this runner alone (in SQL,
 * `UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING *` with a lease in
 * `locked_until`, so any number of runners in any number of instances share one table), and
 * `complete` / `fail` record the outcome only if the claim is still theirs, returning false when
 * the lease ran out and another runner took the row. The runner decides what a failure means:
 * retried after an exponential back-off with jitter, or given up after `maxAttempts`.
 *
 * A job kind that can `renew` its claims keeps a short lease alive by a heartbeat while it holds
 * them: every `heartbeatMs` during a batch, the jobs still in hand (claimed, outcome not yet
 * recorded) have their lease extended in one statement. A runner that dies stops beating, and its
 * jobs are claimable again once that short lease runs out (docs/decisions/0055-mail-lease-heartbeat.md).
 */
import { retryDelayMs } from './back-off';

/** The part of a pino / Fastify logger the runner uses. */
export interface JobLogger {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface JobFailure {
  error: unknown;
  /** tries made so far, this one included */
  attempts: number;
  /** true when the job is given up; otherwise it is due again after `retryInMs` */
  final: boolean;
  retryInMs: number;
}

export interface JobRunnerOptions<TJob> {
  /** names the runner in its log lines: `mail worker` */
  name: string;
  log: JobLogger;
  /** claims up to `limit` due jobs for this runner */
  claim(limit: number): Promise<TJob[]>;
  /** does the work; a throw is a failed try */
  handle(job: TJob): Promise<void>;
  /** records success; false if the claim was lost meanwhile */
  complete(job: TJob): Promise<boolean>;
  /** records a failure (reschedules or gives up, as `failure.final` says); false if lost */
  fail(job: TJob, failure: JobFailure): Promise<boolean>;
  /** tries made so far, this one included; without it every failure is retried */
  attemptsOf?(job: TJob): number;
  /** a failure that another try would only repeat (an SMTP 5xx): given up at once */
  isPermanent?(error: unknown): boolean;
  /** pause between two runs when polling (default 2 s) */
  pollIntervalMs?: number;
  /** jobs claimed, and handled concurrently, at a time (default 10) */
  batchSize?: number;
  /** tries before a job is given up (default 10) */
  maxAttempts?: number;
  /** first retry delay (default 30 s), doubled at each failure up to `retryMaxMs` (default 1 h) */
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** the jitter's source of randomness, in [0, 1) */
  random?: () => number;
  /** whether `stop()` runs once more after the last poll, for what became due (default false) */
  drainOnStop?: boolean;
  /** extends the leases of the jobs still in hand; jobs another runner has taken are left alone */
  renew?(jobs: TJob[]): Promise<void>;
  /** how often `renew` runs while a batch is in hand; without it (or `renew`), never */
  heartbeatMs?: number;
}

export interface RunResult {
  done: number;
  /** failed this time, to be tried again later */
  retried: number;
  /** failed for the last time */
  failed: number;
}

export interface JobRunner {
  /** runs every `pollIntervalMs` until `stop()` */
  start(): void;
  /** stops polling and resolves once the run in progress (if any) is over */
  stop(): Promise<void>;
  /**
   * Handles everything due now and resolves with what happened. Runs never overlap: a call made
   * during a run is served by a run that starts after it.
   */
  drain(): Promise<RunResult>;
}

export const JOB_RUNNER_DEFAULTS = {
  pollIntervalMs: 2_000,
  batchSize: 10,
  maxAttempts: 10,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
} as const;

type Outcome = keyof RunResult | 'lost';

export const createJobRunner = <TJob>(options: JobRunnerOptions<TJob>): JobRunner => {
  const { name, log } = options;
  const pollIntervalMs = options.pollIntervalMs ?? JOB_RUNNER_DEFAULTS.pollIntervalMs;
  const batchSize = options.batchSize ?? JOB_RUNNER_DEFAULTS.batchSize;
  const maxAttempts = options.maxAttempts ?? JOB_RUNNER_DEFAULTS.maxAttempts;
  const backOff = {
    baseMs: options.retryBaseMs ?? JOB_RUNNER_DEFAULTS.retryBaseMs,
    maxMs: options.retryMaxMs ?? JOB_RUNNER_DEFAULTS.retryMaxMs,
    random: options.random ?? Math.random,
  };

  const runOne = async (job: TJob): Promise<Outcome> => {
    try {
      await options.handle(job);
    } catch (error) {
      const attempts = options.attemptsOf?.(job) ?? 1;
      const final =
        options.isPermanent?.(error) === true ||
        (options.attemptsOf !== undefined && attempts >= maxAttempts);
      const retryInMs = retryDelayMs(attempts, backOff);
      const recorded = await options.fail(job, { error, attempts, final, retryInMs });
      if (!recorded) return 'lost';
      return final ? 'failed' : 'retried';
    }
    return (await options.complete(job)) ? 'done' : 'lost';
  };

  /**
   * Renews the leases of the jobs in `inHand` every `heartbeatMs` until the returned function is
   * called, which also waits for a renewal in flight: once a batch is over, nothing of it touches
   * the database. The timer never keeps the process alive on its own.
   */
  const startHeartbeat = (inHand: Set<TJob>): (() => Promise<void>) => {
    const { renew, heartbeatMs } = options;
    if (!renew || !heartbeatMs || inHand.size === 0) return async () => undefined;
    let beat: Promise<void> | undefined;
    const timer = setInterval(() => {
      if (beat || inHand.size === 0) return;
      beat = renew([...inHand])
        .catch((error: unknown) => {
          // the next beat tries again; the lease has room for two missed ones
          log.warn({ err: error }, `${name} could not renew the leases of its jobs`);
        })
        .finally(() => {
          beat = undefined;
        });
    }, heartbeatMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await beat;
    };
  };

  const processDue = async (): Promise<RunResult> => {
    const result: RunResult = { done: 0, retried: 0, failed: 0 };
    for (;;) {
      const claimed = await options.claim(batchSize);
      const inHand = new Set(claimed);
      const stopHeartbeat = startHeartbeat(inHand);
      // Each job's outcome is recorded as soon as its own work is over, not with the batch's.
      // The batch ends when every job has ended, even if recording one failed (the database went
      // away): until then the others are still in hand, and their leases still renewed.
      const settled = await Promise.allSettled(
        claimed.map((job) => runOne(job).finally(() => inHand.delete(job))),
      );
      await stopHeartbeat();
      for (const outcome of settled) {
        if (outcome.status === 'rejected') throw outcome.reason;
        if (outcome.value !== 'lost') result[outcome.value] += 1;
      }
      // A short batch means nothing else was due when we looked; jobs that became due since are
      // for the next run. This also bounds a run when every try keeps failing.
      if (claimed.length < batchSize) return result;
    }
  };

  // Runs are chained, never concurrent. A drain() call made while a run is waiting to start joins
  // that run, which will see everything due at the time of the call.
  let tail: Promise<unknown> = Promise.resolve();
  let queued: Promise<RunResult> | undefined;
  const drain = (): Promise<RunResult> => {
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
      // the database is unreachable, say: the jobs wait, and the next tick tries again
      log.error({ err: error }, `${name} could not process its jobs`);
    }
    if (polling) {
      timer = setTimeout(tick, pollIntervalMs);
      // the runner alone must not keep a process alive that has nothing else to do
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
        if (options.drainOnStop) await drain();
        else await tail;
      } catch (error) {
        log.error({ err: error }, `${name} could not process its jobs before stopping`);
      }
    },
    drain,
  };
};
