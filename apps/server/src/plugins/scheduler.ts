/**
 * Periodic work (lib/jobs/scheduler.ts): `app.scheduler.schedule({ name, everyMs, run })` from a
 * feature's plugin, once per period across all instances. The scheduler starts once the app is
 * ready and stops, after the run in progress, when it closes.
 */
import fp from 'fastify-plugin';
import { scheduledJobsStore } from '../db/scheduled-jobs';
import { createScheduler, type Scheduler } from '../lib/jobs/scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}

export interface SchedulerPluginOptions {
  /** poll for due jobs in this process (tests run them with `app.scheduler.drain()`) */
  start: boolean;
  /** how often this instance looks for due jobs */
  pollIntervalMs?: number;
}

export const schedulerPlugin = fp<SchedulerPluginOptions>(
  async (app, options) => {
    const log = app.log.child({ feature: 'scheduler' });
    const scheduler = createScheduler({
      store: scheduledJobsStore(app.database.workerDb),
      log,
      pollIntervalMs: options.pollIntervalMs,
    });
    app.decorate('scheduler', scheduler);
    if (options.start) app.addHook('onReady', async () => scheduler.start());
    // registered after the database plugin: runs before the database is closed
    app.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'scheduler', dependencies: ['database'] },
);
