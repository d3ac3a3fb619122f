/**
 * The real app as the in-process benches build it: a scratch DATA_DIR, the database migrated,
 * no web build, no mail worker, no scheduler. `close` stops the app, closes the database and
 * removes the scratch folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp, type AppDependencies } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { migrateDatabase, type DatabaseHandle } from '../apps/server/src/db/client';

export const buildBenchApp = async ({
  env,
  openDatabase,
  dependencies,
}: {
  /** the configuration beyond DATA_DIR and the session secret (log level, limits) */
  env: Record<string, string>;
  /** the database, possibly in the scratch folder */
  openDatabase: (scratch: string) => Promise<DatabaseHandle>;
  dependencies: Pick<AppDependencies, 'logger' | 'logStream'>;
}) => {
  const scratch = await mkdtemp(join(tmpdir(), 'navette-bench-'));
  const config = loadConfig({
    DATA_DIR: scratch,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-012345',
    ...env,
  });
  const database = await openDatabase(scratch);
  // the migrations a branch adds after a seed (indexes) apply here
  await migrateDatabase(database);
  const app = await buildApp(config, {
    database,
    webDistDir: join(scratch, 'no-web-build'),
    startMailWorker: false,
    startScheduler: false,
    ...dependencies,
  });
  const close = async () => {
    await app.close();
    await database.close();
    await rm(scratch, { recursive: true, force: true });
  };
  return { app, database, close };
};
