/**
 * The nightly retention purge (docs/product/data-protection.md#the-nightly-purge): each period
 * of RETENTION applied by one set-based step, each step in its own transaction, its files removed
 * once it is committed. Every run is recorded in `retention_runs` with its counts (never a
 * person's data), or with the error that stopped it.
 */
import { BOOKING_TIME_ZONE, RETENTION, parisToday, type PurgeCount } from '@navette/shared';
import type { Database } from '../../db/client';
import { describeError } from '../../lib/jobs/back-off';
import { clearStaleSignInFailures } from '../auth';
import { erasePerson } from './privacy.erasure';
import {
  addFiles,
  noFiles,
  removeFiles,
  type FilesToRemove,
  type PrivacyFiles,
} from './privacy.files';
import {
  deleteApplicationsBefore,
  deleteExpiredCodes,
  deleteExpiredDocuments,
  deleteExpiredSessions,
  deleteMailsBefore,
  deletePaymentEventsBefore,
  deleteUnverifiedAccountsBefore,
  findExpiredReservations,
  findInactiveAccounts,
  findLastSuccessfulFinish,
  finishRun,
  insertRun,
  redactMailBodiesBefore,
} from './privacy-purge.repository';
import {
  anonymiseReservations,
  daysBefore,
  deleteReservations,
  yearsBefore,
} from './privacy.repository';

/**
 * The webhook events already handled are kept this long: Stripe retries an event for 3 days,
 * so an older id can no longer come back (docs/decisions/0028-card-payments.md).
 */
const PAYMENT_EVENTS_KEPT_DAYS = 90;

/** How many rows one statement of a looping step handles: bounded locks and parameters. */
const BATCH = 500;

export type PurgeCounts = Record<PurgeCount, number>;

export interface PurgeOptions extends PrivacyFiles {
  /** the moment the periods are counted back from (the tests' fake clock) */
  now?: Date;
}

/** One run's database, folders, clock and counts, as its steps share them. */
interface PurgeRun {
  db: Database;
  options: PurgeOptions;
  now: Date;
  counts: PurgeCounts;
}

const zeroCounts = (): PurgeCounts => ({
  applications: 0,
  unverifiedAccounts: 0,
  sessions: 0,
  codes: 0,
  inactiveAccounts: 0,
  reservationsDeleted: 0,
  reservationsAnonymised: 0,
  documents: 0,
  mailBodies: 0,
  mails: 0,
  paymentEvents: 0,
});

/** One step: its statements in one transaction, then the files it freed. */
const step = async (
  db: Database,
  files: PrivacyFiles,
  work: (
    tx: Parameters<Parameters<Database['transaction']>[0]>[0],
    freed: FilesToRemove,
  ) => Promise<void>,
) => {
  const freed = noFiles();
  await db.transaction((tx) => work(tx, freed));
  await removeFiles(files, freed);
};

/** The inactive customers, each erased as their own request would, with no e-mail. */
const eraseInactiveAccounts = async ({ db, options, now, counts }: PurgeRun) => {
  for (;;) {
    const batch = await findInactiveAccounts(db, now, BATCH);
    for (const account of batch) {
      const freed = noFiles();
      await db.transaction(async (tx) => {
        const erasure = await erasePerson(
          tx,
          { email: account.email, userId: account.id },
          { now, applications: false },
        );
        counts.inactiveAccounts += erasure.counts.accounts;
        counts.reservationsDeleted += erasure.counts.reservationsDeleted;
        counts.reservationsAnonymised += erasure.counts.reservationsAnonymised;
        counts.documents += erasure.documents;
        addFiles(freed, erasure.files);
      });
      await removeFiles(options, freed);
    }
    if (batch.length < BATCH) return;
  }
};

/** Reservations past their period: anonymised while the law keeps them, deleted after. */
const purgeReservations = async ({ db, options, now, counts }: PurgeRun) => {
  for (;;) {
    const batch = await findExpiredReservations(db, now, BATCH);
    let progressed = false;
    await step(db, options, async (tx, freed) => {
      const kept = batch.filter((r) => r.keep).map((r) => r.id);
      counts.reservationsAnonymised += await anonymiseReservations(tx, kept, now);
      const gone = batch.filter((r) => !r.keep).map((r) => r.id);
      const deleted = await deleteReservations(tx, gone, freed);
      counts.reservationsDeleted += deleted.reservations;
      counts.documents += deleted.documents;
      progressed = kept.length + gone.length > 0;
    });
    // every row of a batch leaves the selection; a batch that changed nothing would loop
    if (batch.length < BATCH || !progressed) return;
  }
};

const runSteps = async (db: Database, options: PurgeOptions, now: Date, counts: PurgeCounts) => {
  await step(db, options, async (tx, freed) => {
    const before = yearsBefore(now, RETENTION.applicationsYears);
    counts.applications = await deleteApplicationsBefore(tx, before, freed);
  });
  await step(db, options, async (tx) => {
    const before = daysBefore(now, RETENTION.unverifiedAccountsDays);
    counts.unverifiedAccounts = await deleteUnverifiedAccountsBefore(tx, before);
    counts.sessions = await deleteExpiredSessions(tx, now);
    counts.codes = (await deleteExpiredCodes(tx, now)) + (await clearStaleSignInFailures(tx, now));
  });
  // invoices past their period first: a reservation anonymised for one of them is then free to go
  await step(db, options, async (tx, freed) => {
    counts.documents += await deleteExpiredDocuments(tx, now, freed);
  });
  await eraseInactiveAccounts({ db, options, now, counts });
  await purgeReservations({ db, options, now, counts });
  await step(db, options, async (tx) => {
    // the rows past every period go first: only those that stay as a log line are redacted
    counts.mails = await deleteMailsBefore(tx, yearsBefore(now, RETENTION.bookingDataYears));
    counts.mailBodies = await redactMailBodiesBefore(
      tx,
      daysBefore(now, RETENTION.mailBodiesDays),
      now,
    );
    counts.paymentEvents = await deletePaymentEventsBefore(
      tx,
      daysBefore(now, PAYMENT_EVENTS_KEPT_DAYS),
    );
  });
};

/**
 * Runs every step once and records the run. A failed step stops the run: it is recorded with
 * the counts so far and its error, and thrown for the scheduler to log.
 */
export const runRetentionPurge = async (
  db: Database,
  options: PurgeOptions,
): Promise<PurgeCounts> => {
  const now = options.now ?? new Date();
  const startedMs = Date.now();
  const finishedAt = () => new Date(now.getTime() + (Date.now() - startedMs));
  const runId = await insertRun(db, now);
  const counts = zeroCounts();
  try {
    await runSteps(db, options, now, counts);
  } catch (error) {
    await finishRun(db, runId, { finishedAt: finishedAt(), counts, error: describeError(error) });
    throw error;
  }
  await finishRun(db, runId, { finishedAt: finishedAt(), counts, error: null });
  return counts;
};

/** The purge starts from this hour of the Paris night, when nobody books. */
export const PURGE_FROM_PARIS_HOUR = 3;

const parisHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: BOOKING_TIME_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * Whether the nightly run is due: it is PURGE_FROM_PARIS_HOUR or later in Paris and no run went
 * through yet on this Paris day. The scheduler asks every hour (once across the instances, by
 * its lease), so the run happens once a night between 3 and 4, or at the first check after a
 * stop, and a failed run is tried again an hour later.
 */
export const isPurgeDue = async (db: Database, now: Date): Promise<boolean> => {
  if (Number(parisHour.format(now)) < PURGE_FROM_PARIS_HOUR) return false;
  const last = await findLastSuccessfulFinish(db);
  return !last || parisToday(last) !== parisToday(now);
};

/** How often the scheduler asks whether the purge is due. */
export const PURGE_CHECK_EVERY_MS = 3600_000;
