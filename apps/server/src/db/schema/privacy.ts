/** The nightly retention purge's runs: when it ran and how many rows each step removed. */
import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { PurgeCount } from '@navette/shared';
import { id } from './columns';

export const retentionRuns = pgTable('retention_runs', {
  id: id(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** counts per step, never a person's data */
  counts: jsonb('counts').$type<Partial<Record<PurgeCount, number>>>().notNull().default({}),
  error: text('error'),
});

export type RetentionRunRow = typeof retentionRuns.$inferSelect;
