/**
 * When the retention purge runs (docs/product/data-protection.md#the-nightly-purge): once a
 * Paris night from 3 o'clock, again after a failed run, as a job of the scheduler.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { retentionRuns, scheduledJobs } from '../src/db/schema';
import { isPurgeDue, runRetentionPurge } from '../src/features/privacy/privacy.purge';
import { buildTestApp, type TestApp } from './build-test-app';
import { insertApplication, runPurge, yearsAgo } from './support/privacy';

let t: TestApp;
const now = new Date();
beforeAll(async () => {
  t = await buildTestApp();
  // tonight's run has happened
  await runPurge(t, now);
});
afterAll(async () => t?.close());

const purge = (at: Date) => runPurge(t, at);

describe('when the purge runs', () => {
  const parisHour = (moment: Date) =>
    Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Paris',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(moment),
    );
  /** The first moment at hh:30 in Paris, a day or more after the runs above. */
  const tomorrowAt = (hour: number) => {
    const moment = new Date(now.getTime() + 24 * 3600_000);
    moment.setUTCMinutes(30, 0, 0);
    while (parisHour(moment) !== hour) moment.setTime(moment.getTime() + 3600_000);
    return moment;
  };

  it('runs once a Paris night, from 3 o’clock, and again after a failed run', async () => {
    expect(await isPurgeDue(t.database.db, tomorrowAt(2))).toBe(false);
    const due = tomorrowAt(3);
    expect(await isPurgeDue(t.database.db, due)).toBe(true);
    // a run stopped by an error is recorded with the counts so far, and does not count as done
    await insertApplication(t, { createdAt: yearsAgo(due, 2, 1) });
    const failing = runRetentionPurge(t.database.db, {
      fileStore: t.app.files,
      cvStorage: {
        remove: () => Promise.reject(new Error('disk full')),
      },
      now: due,
    });
    await expect(failing).rejects.toThrow('disk full');
    const [failed] = await t.database.db
      .select()
      .from(retentionRuns)
      .where(eq(retentionRuns.startedAt, due));
    expect(failed).toMatchObject({ finishedAt: expect.any(Date), error: 'disk full' });
    expect(failed?.counts).toMatchObject({ applications: 1, sessions: 0 });
    expect(await isPurgeDue(t.database.db, due)).toBe(true);
    await purge(due);
    expect(await isPurgeDue(t.database.db, new Date(due.getTime() + 3600_000))).toBe(false);
  });

  it('is a job of the scheduler', async () => {
    expect(await t.app.scheduler.drain()).toMatchObject({ failed: 0 });
    const [job] = await t.database.db
      .select()
      .from(scheduledJobs)
      .where(eq(scheduledJobs.name, 'retention-purge'));
    expect(job).toMatchObject({ lastError: null });
    expect(job?.lastRunAt).toBeInstanceOf(Date);
  });
});
