import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '../src/db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    /** a migrated PGlite data directory, dumped once per run (PGlite mode) */
    pgliteTemplateFile: string;
    /** a migrated template database on TEST_DATABASE_URL's server (PostgreSQL mode) */
    postgresTemplate: string;
  }
}

/** Builds one migrated database per run; each test file then gets its own copy of it. */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `navette_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ databaseUrl: url.href });
    await migrateDatabase(handle);
    await handle.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      // per-file databases are dropped by their tests; drop any left by a crashed worker too
      const { rows } = await admin.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname LIKE $1`,
        [`navette_t_${process.pid}_%`],
      );
      for (const { datname } of rows)
        await admin.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
      await admin.end();
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'navette-pglite-template-'));
  const pglite = new PGlite();
  const handle = await openDatabase({ pglite });
  await migrateDatabase(handle);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}
