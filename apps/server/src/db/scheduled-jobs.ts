import { and, asc, inArray, sql } from 'drizzle-orm';
import type { Database } from './client';
import { scheduledJobs } from './schema';
import { databaseNowPlus, dueAndUnclaimed, stillClaimed } from './values';

/*
 * The rows of the periodic jobs (lib/jobs/scheduler.ts): one per job name, claimed with
 * `FOR UPDATE SKIP LOCKED` and leased until `locked_until`, so that two instances looking at the
 * same moment never run the same job, and a run whose instance died is taken up once its lease
 * has run out. The lease doubles as a fencing token: a run ends only if it is still the lease
 * it set. Structurally the scheduler's `ScheduledJobsStore`.
 */
export const scheduledJobsStore = (db: Database) => ({
  addMissing: async (names: string[]): Promise<void> => {
    if (names.length === 0) return;
    await db
      .insert(scheduledJobs)
      .values(names.map((name) => ({ name })))
      .onConflictDoNothing({ target: scheduledJobs.name });
  },

  claimDue: async (names: string[], limit: number, leaseMs: number) => {
    const due = db
      .select({ name: scheduledJobs.name })
      .from(scheduledJobs)
      .where(
        and(
          inArray(scheduledJobs.name, names),
          dueAndUnclaimed(scheduledJobs.nextRunAt, scheduledJobs.lockedUntil),
        ),
      )
      .orderBy(asc(scheduledJobs.nextRunAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(scheduledJobs)
      .set({ lockedUntil: databaseNowPlus(leaseMs) })
      .where(inArray(scheduledJobs.name, due))
      .returning({ name: scheduledJobs.name, lockedUntil: scheduledJobs.lockedUntil });
  },

  finish: async (
    claim: { name: string; lockedUntil: Date | null },
    lastError: string | null,
    everyMs: number,
  ): Promise<boolean> => {
    const { lockedUntil } = claim;
    if (!lockedUntil) return false;
    const updated = await db
      .update(scheduledJobs)
      .set({
        lockedUntil: null,
        lastRunAt: sql`now()`,
        lastError,
        nextRunAt: databaseNowPlus(everyMs),
      })
      .where(stillClaimed(scheduledJobs.name, claim.name, scheduledJobs.lockedUntil, lockedUntil))
      .returning({ name: scheduledJobs.name });
    return updated.length > 0;
  },
});
