/**
 * Runs once per `vitest run` for the server project. Building a migrated database is the slow
 * part (a new PGlite takes seconds to start), so it is done here once, and every test file gets a
 * cheap, isolated copy of it through `createTestDatabase()` (test/test-database.ts):
 *
 * - by default a PGlite data directory, migrated and dumped to a temporary tar file;
 * - with TEST_DATABASE_URL (a PostgreSQL server), a migrated template database from which each
 *   test file creates its own database with CREATE DATABASE … TEMPLATE.
 */
import { randomBytes } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGLITE_EXTENSIONS, migrateDatabase, openDatabase } from '../src/db/client';

export type TestDatabaseTarget =
  | { kind: 'pglite'; dumpPath: string }
  | {
      kind: 'postgres';
      /** the server's maintenance database, where databases are created and dropped */
      adminUrl: string;
      template: string;
      /** every per-file database name starts with it, so teardown can find leftovers */
      prefix: string;
    };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseTarget;
  }
}

/** A PostgreSQL identifier from our own generated names only (letters, digits, underscores). */
export const quoteIdentifier = (name: string): string => {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected database name: ${name}`);
  return `"${name}"`;
};

export const databaseUrlFor = (serverUrl: string, database: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
};

export const withAdminClient = async <T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
};

const setupPglite = async (project: TestProject, runId: string) => {
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const handle = await openDatabase({ pglite });
  try {
    await migrateDatabase(handle);
    // 'none': an uncompressed tar loads faster than gzip, and it only lives for this run
    const dump = await pglite.dumpDataDir('none');
    const dumpPath = join(tmpdir(), `navette-test-${runId}.tar`);
    await writeFile(dumpPath, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabase', { kind: 'pglite', dumpPath });
    return async () => {
      await rm(dumpPath, { force: true });
    };
  } finally {
    await handle.close();
  }
};

const setupPostgres = async (project: TestProject, adminUrl: string, runId: string) => {
  const template = `navette_tpl_${runId}`;
  const prefix = `navette_test_${runId}_`;
  await withAdminClient(adminUrl, (client) =>
    client.query(`create database ${quoteIdentifier(template)}`),
  );
  const handle = await openDatabase({ databaseUrl: databaseUrlFor(adminUrl, template) });
  try {
    await migrateDatabase(handle);
  } finally {
    await handle.close();
  }
  // Nobody may connect to the template any more: CREATE DATABASE … TEMPLATE fails while another
  // session is connected to it, and a stray connection would make every test file fail.
  await withAdminClient(adminUrl, (client) =>
    client.query(`alter database ${quoteIdentifier(template)} allow_connections false`),
  );
  project.provide('testDatabase', { kind: 'postgres', adminUrl, template, prefix });
  return async () => {
    await withAdminClient(adminUrl, async (client) => {
      const leftovers = await client.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1)`,
        [prefix],
      );
      for (const name of [...leftovers.rows.map((row) => row.datname), template]) {
        await client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`);
      }
    });
  };
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // Lower-case, digits and underscores: usable unquoted-looking in database and file names.
  const runId = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const serverUrl = process.env.TEST_DATABASE_URL;
  return serverUrl ? setupPostgres(project, serverUrl, runId) : setupPglite(project, runId);
}
