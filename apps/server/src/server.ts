import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { existsSync } from 'node:fs';
import { seedDatabase } from './cli/seed';
import { firstAdminPasswordFile } from './lib/private-data-dir';
import { deploymentWarnings } from './lib/deployment-warnings';
import { flushLogs, usePrettyLogs } from './lib/log-destination';
import { tightenDataDir, writePrivately } from './lib/private-data-dir';
import { bannerEntries, startupBanner } from './lib/startup-banner';

const SHUTDOWN_GRACE_MS = 10_000;

const start = async (config: AppConfig) => {
  // before PGlite opens its files: what an older version or a copy left readable is tightened
  const tightened = await tightenDataDir(config.dataDir);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(config, { database, ownsDatabase: true });
  if (tightened.count > 0) {
    app.log.warn(
      { dataDir: config.dataDir, count: tightened.count, examples: tightened.examples },
      'DATA_DIR had files or folders readable by other users: now readable by this user only',
    );
  }
  if (tightened.refused.length > 0) {
    app.log.warn(
      { dataDir: config.dataDir, refused: tightened.refused.slice(0, 5) },
      'DATA_DIR has files or folders of another user readable by others: change them by hand',
    );
  }
  for (const warning of deploymentWarnings(config)) app.log.warn(warning);
  try {
    await migrateDatabase(database);
    await seedDatabase(database, {
      adminEmail: config.admin.email,
      adminPassword: config.admin.password,
      dataDir: config.dataDir,
      files: app.files,
      log: app.log,
    });
  } catch (error) {
    app.log.fatal({ err: error }, 'database preparation failed');
    await app.close();
    process.exit(1);
  }

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // Stop waiting for slow clients after the grace period.
    setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // the banner: a framed block on a terminal, one structured line among JSON logs
  const passwordFile = firstAdminPasswordFile(config.dataDir);
  const facts = { firstAdminPasswordFile: existsSync(passwordFile) ? passwordFile : undefined };
  if (usePrettyLogs(config.logFormat, process.stdout.isTTY === true)) {
    process.stdout.write(`${startupBanner(config, facts)}\n`);
  } else {
    app.log.info(
      { banner: Object.fromEntries(bannerEntries(config, facts)) },
      `${config.company.name} is served at ${config.publicUrl}`,
    );
    // the log is written in batches (docs/decisions/0041-batched-logs-catalogue-bytes.md): the
    // start-up lines leave now, for whoever watches the server start
    flushLogs();
  }
};

// Every file the process writes is its user's alone: DATA_DIR and the session secret that
// loadConfig may create, PGlite's files, uploads, documents (lib/private-data-dir.ts).
writePrivately();
let config: AppConfig;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
await start(config);
