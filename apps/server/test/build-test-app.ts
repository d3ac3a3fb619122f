import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppDependencies } from '../src/app';
import { loadConfig, type AppConfig, type Env } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { seedDatabase } from '../src/cli/seed';
import { TEST_ADMIN } from './support/admin';
import { createTestDatabase } from './test-database';

export interface TestAppOptions {
  env?: Env;
  seed?: boolean;
  webDistDir?: AppDependencies['webDistDir'];
  /** false: e-mails stay in the outbox, where the test reads them */
  startMailWorker?: boolean;
  /** log to this stream, with the app's own logger options (no logging without it) */
  logStream?: AppDependencies['logStream'];
}

/**
 * The real application on a fresh database (PGlite, or PostgreSQL when TEST_DATABASE_URL is
 * set) with its own data directory. Close it after the test file.
 */
export const buildTestApp = async (options: TestAppOptions = {}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    // one test file signs in far more often than a person; the limit tests set their own
    AUTH_RATE_LIMIT_IP_MAX: '100000',
    AUTH_RATE_LIMIT_EMAIL_MAX: '100000',
    // the tests that serve an https address run the test checkout on purpose; with Stripe keys
    // set, the Stripe stand-in takes the payments
    ...(options.env?.STRIPE_SECRET_KEY ? {} : { PAYMENTS: 'test' }),
    // a test file's own work (a database restored, a PDF drawn) may hold the loop for a second
    // on a busy machine, which the load guard reads as overload: it is off, and tried by the
    // tests that turn it on (hostile-bodies.test.ts)
    MAX_EVENT_LOOP_DELAY_MS: '0',
    // no test reaches the real address search or routing service: a closed port on loopback
    // answers at once that it is down; the tests of prices start the geo stand-in instead
    GEOCODER_URL: 'http://127.0.0.1:9/search/',
    ROUTER_URL: 'http://127.0.0.1:9/navigation/itineraire',
    ...options.env,
  });
  return openTestApp(config, await createTestDatabase(), options, () =>
    rmSync(dataDir, { recursive: true, force: true }),
  );
};

/**
 * The real application on a migrated `database`, seeded with the test administrator unless told
 * otherwise, as the tests run it: no scheduler, the mail worker only when asked. Its close() closes
 * the app, the database, then runs `cleanUp`.
 */
export const openTestApp = async (
  config: AppConfig,
  database: DatabaseHandle,
  options: Omit<TestAppOptions, 'env'> = {},
  cleanUp: () => void = () => {},
) => {
  const app = await buildApp(config, {
    database,
    webDistDir: options.webDistDir ?? path.join(config.dataDir, 'no-web-build'),
    startMailWorker: options.startMailWorker ?? false,
    startScheduler: false,
    ...(options.logStream ? { logStream: options.logStream } : { logger: false as const }),
  });
  if (options.seed ?? true) {
    await seedDatabase(database, {
      adminEmail: TEST_ADMIN.email,
      adminPassword: TEST_ADMIN.password,
      dataDir: config.dataDir,
      files: app.files,
      log: { info: () => {}, warn: () => {} },
    });
  }
  return {
    app,
    config,
    database,
    close: async () => {
      await app.close();
      await database.close();
      cleanUp();
    },
  };
};

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

/** A valid XSRF pair, as the browser would hold it after its first page load. */
export const getXsrf = async (app: TestApp['app']) => {
  const response = await app.inject({ method: 'GET', url: '/api/health' });
  const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
  if (!cookie) throw new Error('no XSRF-TOKEN cookie was set');
  return { cookies: { 'XSRF-TOKEN': cookie.value }, headers: { 'x-xsrf-token': cookie.value } };
};
