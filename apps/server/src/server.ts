import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { migrateDatabase, openDatabase } from './db/client';
import { existsSync } from 'node:fs';
import { firstAdminPasswordFile, seedDatabase } from './db/seed';
import { deploymentWarnings } from './lib/deployment-warnings';
import { flushLogs, usePrettyLogs } from './lib/log-privacy';
import { bannerEntries, startupBanner } from './lib/startup-banner';

const SHUTDOWN_GRACE_MS = 10_000;

const start = async (config: AppConfig) => {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(config, { database, ownsDatabase: true });
  for (const warning of deploymentWarnings(config)) app.log.warn(warning);
  try {
    await migrateDatabase(database);
    await seedDatabase(database, {
      adminEmail: config.admin.email,
      adminPassword: config.admin.password,
      dataDir: config.dataDir,
      uploadsDir: config.uploadsDir,
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
