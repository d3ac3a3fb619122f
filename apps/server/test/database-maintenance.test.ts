import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scheduledJobs } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';

/**
 * The embedded database has no autovacuum: the app vacuums it every day with the job scheduler
 * (docs/decisions/0026-back-office-indexes.md). PostgreSQL vacuums itself and gets no such job.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

it('vacuums the embedded database from the job scheduler, and leaves PostgreSQL to itself', async () => {
  expect(await t.app.scheduler.drain()).toMatchObject({ failed: 0 });
  const [job] = await t.database.db
    .select()
    .from(scheduledJobs)
    .where(eq(scheduledJobs.name, 'pglite-vacuum'));
  if (t.database.kind === 'pglite') {
    expect(job).toMatchObject({ lastError: null });
    expect(job?.lastRunAt).toBeInstanceOf(Date);
  } else {
    expect(job).toBeUndefined();
  }
});
