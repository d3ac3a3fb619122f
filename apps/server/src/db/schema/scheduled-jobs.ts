/**
 * Periodic jobs (retention purge, reminders, expiring checkouts): one row per job name, claimed
 * by whichever instance finds it due first, so each period runs once however many instances run.
 */
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const scheduledJobs = pgTable('scheduled_jobs', {
  /** the name the code schedules the job under: `retention-purge` */
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** an instance that claimed the job owns it until then; a crashed run is taken up again */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  /** the last failed run's error, cleared by the next successful run */
  lastError: text('last_error'),
});

export type ScheduledJobRow = typeof scheduledJobs.$inferSelect;
