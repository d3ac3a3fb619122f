/**
 * Periodic jobs on the job runner: `schedule({ name, everyMs, run })` runs `run` about every
 * `everyMs`, once per period across all instances sharing the database. Each job has a row in
 * `scheduled_jobs`; an instance claims the due rows with `FOR UPDATE SKIP LOCKED` and leases them
 * until `locked_until`, so a second instance looking at the same moment skips them, and a run whose
 * instance died is taken up again once the lease has run out.
 *
 * The next period starts when a run ends, successful or not: a failed run is logged, kept in
 * `last_error` and tried again one period later, rather than retried in a tight loop against
 * whatever made it fail.
 */
import { describeError } from './back-off';
import { createJobRunner, type JobLogger, type JobRunner } from './job-runner';

export interface ScheduledJob {
  /** the row's key, stable across deployments: `retention-purge` */
  name: string;
  /** the period, from the end of one run to the start of the next */
  everyMs: number;
  run(): Promise<void>;
}

/** A claimed job: its name, and the lease that fences its end (null once it is over). */
export interface ScheduledJobClaim {
  name: string;
  lockedUntil: Date | null;
}

/**
 * Where the jobs' rows live: `db/scheduled-jobs.ts` keeps them in the `scheduled_jobs` table, so
 * that every instance sharing the database sees the same periods.
 */
export interface ScheduledJobsStore {
  /** creates the rows of these jobs that do not exist yet, due at once */
  addMissing(names: string[]): Promise<void>;
  /** claims up to `limit` due, unleased rows among `names`, leased for `leaseMs` */
  claimDue(names: string[], limit: number, leaseMs: number): Promise<ScheduledJobClaim[]>;
  /**
   * Ends a run if the claim is still ours (its lease unchanged): next run `everyMs` later.
   * Answers false when another instance has claimed the job since.
   */
  finish(claim: ScheduledJobClaim, lastError: string | null, everyMs: number): Promise<boolean>;
}

export interface SchedulerOptions {
  store: ScheduledJobsStore;
  log: JobLogger;
  /** how often an instance looks for due jobs (default 30 s) */
  pollIntervalMs?: number;
  /** how long a claim holds a job; must exceed its longest run (default 10 minutes) */
  leaseMs?: number;
}

export interface Scheduler extends JobRunner {
  /** registers a job; its row is created, due at once, at the next run if it does not exist */
  schedule(job: ScheduledJob): void;
}

export const SCHEDULER_DEFAULTS = { pollIntervalMs: 30_000, leaseMs: 10 * 60_000 } as const;

export const createScheduler = (options: SchedulerOptions): Scheduler => {
  const { store, log } = options;
  const leaseMs = options.leaseMs ?? SCHEDULER_DEFAULTS.leaseMs;
  const jobs = new Map<string, ScheduledJob>();
  let withoutRow: string[] = [];

  const jobFor = (claim: ScheduledJobClaim): ScheduledJob => {
    const job = jobs.get(claim.name);
    if (!job) throw new Error(`no scheduled job named ${claim.name}`);
    return job;
  };

  const claim = async (limit: number): Promise<ScheduledJobClaim[]> => {
    if (jobs.size === 0) return [];
    if (withoutRow.length > 0) {
      const names = withoutRow;
      await store.addMissing(names);
      withoutRow = withoutRow.filter((name) => !names.includes(name));
    }
    // rows of jobs this instance does not know (an older or newer release) are left alone
    return store.claimDue([...jobs.keys()], limit, leaseMs);
  };

  /**
   * Records the end of a run, if the claim is still ours: the lease we set is the fencing token,
   * so a run that outlived its lease cannot reschedule a job another instance has since claimed.
   */
  const finish = async (row: ScheduledJobClaim, lastError: string | null): Promise<boolean> => {
    if (!(await store.finish(row, lastError, jobFor(row).everyMs))) {
      log.warn({ job: row.name }, 'scheduled job ended after its lease ran out');
      return false;
    }
    // one line per run, whichever instance ran it: the operator sees each job once per period
    log.info({ job: row.name, failed: lastError !== null }, 'scheduled job ran');
    return true;
  };

  const runner = createJobRunner<ScheduledJobClaim>({
    name: 'scheduler',
    log,
    pollIntervalMs: options.pollIntervalMs ?? SCHEDULER_DEFAULTS.pollIntervalMs,
    claim,
    handle: (row) => jobFor(row).run(),
    complete: (row) => finish(row, null),
    fail: async (row, failure) => {
      const lastError = describeError(failure.error);
      const recorded = await finish(row, lastError);
      if (recorded) {
        log.error(
          { job: row.name, error: lastError, retryInMs: jobFor(row).everyMs },
          'scheduled job failed, next run in one period',
        );
      }
      return recorded;
    },
  });

  return {
    ...runner,
    schedule: (job) => {
      if (jobs.has(job.name)) throw new Error(`scheduled job ${job.name} is already registered`);
      if (!Number.isInteger(job.everyMs) || job.everyMs <= 0) {
        throw new Error(`scheduled job ${job.name} needs a positive whole everyMs`);
      }
      jobs.set(job.name, job);
      withoutRow.push(job.name);
    },
  };
};
