import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { scheduledJobsStore } from '../../db/scheduled-jobs';
import { scheduledJobs } from '../../db/schema';
import type { JobLogger } from './job-runner';
import { createScheduler, type SchedulerOptions } from './scheduler';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());
beforeEach(async () => {
  await database.db.delete(scheduledJobs);
});

const silentLog = (): JobLogger & { errors: string[] } => {
  const errors: string[] = [];
  return {
    errors,
    info: () => undefined,
    warn: () => undefined,
    error: (_details, message) => {
      errors.push(message);
    },
  };
};

const schedulerFor = (options: Partial<SchedulerOptions> = {}) =>
  createScheduler({ store: scheduledJobsStore(database.db), log: silentLog(), ...options });

const rowOf = async (name: string) => {
  const [row] = await database.db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  if (!row) throw new Error(`no scheduled job row ${name}`);
  return row;
};

/** Makes the job due now, as if its period had elapsed. */
const makeDue = (name: string) =>
  database.db
    .update(scheduledJobs)
    .set({ nextRunAt: sql`now() - interval '1 second'` })
    .where(eq(scheduledJobs.name, name));

describe('the scheduler', () => {
  it('runs a due job once and schedules its next run one period later', async () => {
    const scheduler = schedulerFor();
    let runs = 0;
    scheduler.schedule({ name: 'purge', everyMs: 3_600_000, run: async () => void (runs += 1) });

    expect(await scheduler.drain()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect(runs).toBe(1);
    const row = await rowOf('purge');
    expect(row.lockedUntil).toBeNull();
    expect(row.lastError).toBeNull();
    expect(row.lastRunAt).toBeInstanceOf(Date);
    const lastRunAt = row.lastRunAt?.getTime() ?? 0;
    expect(row.nextRunAt.getTime() - lastRunAt).toBeGreaterThanOrEqual(3_599_000);
    expect(row.nextRunAt.getTime() - lastRunAt).toBeLessThanOrEqual(3_601_000);

    // not due again until the period has elapsed
    expect(await scheduler.drain()).toEqual({ done: 0, retried: 0, failed: 0 });
    await makeDue('purge');
    await scheduler.drain();
    expect(runs).toBe(2);
  });

  it('keeps a failed run’s error and tries again one period later', async () => {
    const log = silentLog();
    const scheduler = schedulerFor({ log });
    let fail = true;
    scheduler.schedule({
      name: 'reminders',
      everyMs: 60_000,
      run: async () => {
        if (fail) throw new Error('mail server down');
      },
    });

    expect(await scheduler.drain()).toEqual({ done: 0, retried: 1, failed: 0 });
    const failed = await rowOf('reminders');
    expect(failed.lastError).toBe('mail server down');
    expect(failed.lockedUntil).toBeNull();
    expect(failed.nextRunAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    expect(log.errors).toEqual(['scheduled job failed, next run in one period']);

    fail = false;
    await makeDue('reminders');
    expect(await scheduler.drain()).toEqual({ done: 1, retried: 0, failed: 0 });
    expect((await rowOf('reminders')).lastError).toBeNull();
  });

  it('leaves a leased job alone, and takes it up again once the lease has run out', async () => {
    const scheduler = schedulerFor();
    let runs = 0;
    scheduler.schedule({ name: 'checkouts', everyMs: 60_000, run: async () => void (runs += 1) });
    await database.db.insert(scheduledJobs).values({
      name: 'checkouts',
      nextRunAt: sql`now() - interval '1 minute'`,
      lockedUntil: sql`now() + interval '1 minute'`,
    });
    await scheduler.drain();
    expect(runs).toBe(0);

    // the instance holding it died: its lease runs out
    await database.db
      .update(scheduledJobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(scheduledJobs.name, 'checkouts'));
    await scheduler.drain();
    expect(runs).toBe(1);
  });

  it('ignores the rows of jobs it does not know', async () => {
    await database.db.insert(scheduledJobs).values({ name: 'from-another-release' });
    const scheduler = schedulerFor();
    expect(await scheduler.drain()).toEqual({ done: 0, retried: 0, failed: 0 });
    expect((await rowOf('from-another-release')).lastRunAt).toBeNull();
  });

  it('refuses a name registered twice and a period that is not a positive whole number', () => {
    const scheduler = schedulerFor();
    const run = async () => undefined;
    scheduler.schedule({ name: 'purge', everyMs: 1_000, run });
    expect(() => scheduler.schedule({ name: 'purge', everyMs: 1_000, run })).toThrow(
      'scheduled job purge is already registered',
    );
    expect(() => scheduler.schedule({ name: 'other', everyMs: 0, run })).toThrow(
      'scheduled job other needs a positive whole everyMs',
    );
  });

  // PGlite has a single connection, so row locks only compete on a real PostgreSQL server
  // (TEST_DATABASE_URL). The two schedulers share the pool, so their claims run on two connections.
  it('two instances sharing one PostgreSQL run each due job once', async (context) => {
    if (database.kind !== 'postgres') context.skip();
    const names = Array.from({ length: 8 }, (_, i) => `job-${i}`);
    const runs = new Map<string, number>();
    const instance = () => {
      const scheduler = schedulerFor();
      for (const name of names) {
        scheduler.schedule({
          name,
          everyMs: 60_000,
          run: async () => {
            runs.set(name, (runs.get(name) ?? 0) + 1);
            // long enough for the other instance to look while this one holds its claim
            await new Promise((resolve) => setTimeout(resolve, 30));
          },
        });
      }
      return scheduler;
    };
    const first = instance();
    const second = instance();

    for (let period = 1; period <= 3; period += 1) {
      const [a, b] = await Promise.all([first.drain(), second.drain()]);
      expect(a.done + b.done).toBe(names.length);
      expect(names.map((name) => runs.get(name))).toEqual(names.map(() => period));
      await database.db.update(scheduledJobs).set({ nextRunAt: sql`now() - interval '1 second'` });
    }
  });
});
