/**
 * The database half of a backup: a plain SQL dump of the database in use, and its replay into an
 * empty one of the same engine. PGlite is dumped by its own pg_dump (compiled to WebAssembly,
 * `@electric-sql/pglite-tools`) and replayed by PGlite; PostgreSQL by `pg_dump` and `psql`.
 */
import { existsSync } from 'node:fs';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { sql } from 'drizzle-orm';
import {
  openDatabase,
  vacuumAnalyze,
  type DatabaseHandle,
  type DatabaseKind,
} from '../../db/client';
import type { StorageLocation } from '../../lib/file-store';
import { BackupError } from './backup.error';
import { pgDumpTo, psqlRestore } from './backup.postgres';

/**
 * Where the data lives: DATABASE_URL when set, else PGlite in DATA_DIR/db; the files in the
 * store of STORAGE_URL, else in DATA_DIR (src/config.ts).
 */
export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
  storage?: StorageLocation | undefined;
}

export const engineOf = (target: BackupTarget): DatabaseKind =>
  target.databaseUrl ? 'postgres' : 'pglite';

export const pgliteFolder = (dataDir: string): string => join(dataDir, 'db');

/**
 * PGlite's dump: INSERTs rather than COPY (PGlite replays SQL statements, not psql's COPY data
 * blocks), a hundred rows to a statement, without owners or grants.
 */
const PGLITE_DUMP_ARGS = ['--inserts', '--rows-per-insert=100', '--no-owner', '--no-privileges'];

/** What went wrong, in the database's words: drizzle wraps them in "Failed query: …". */
const reasonOf = (error: unknown): string => {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error) return cause.message;
  return error instanceof Error ? error.message : String(error);
};

/** How many migrations the database has applied (drizzle's journal), 0 before any. */
const appliedMigrations = async (handle: DatabaseHandle): Promise<number> => {
  const { rows } = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
  );
  return rows[0]?.n ?? 0;
};

/**
 * Opens the PGlite folder as the server does, so its lock refuses a folder the server holds: two
 * processes on one PGlite folder corrupt it.
 */
const openPglite = async (dataDir: string): Promise<{ handle: DatabaseHandle; pglite: PGlite }> => {
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ dataDir });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      `${reason}\nA PGlite database is backed up and restored with the server stopped.`,
    );
  }
  const pglite = (handle.db as unknown as { $client?: unknown }).$client;
  if (!(pglite instanceof PGlite)) {
    await handle.close();
    throw new Error('the PGlite driver did not expose its client');
  }
  return { handle, pglite };
};

/** Refuses, before anything is written, a PGlite folder that holds no database. */
export const checkSource = (target: BackupTarget): void => {
  const folder = pgliteFolder(target.dataDir);
  if (!target.databaseUrl && !existsSync(join(folder, 'PG_VERSION'))) {
    throw new BackupError(`there is no database in ${folder}: nothing to back up`);
  }
};

/** Writes the dump to `file`; returns the database's migration level. */
export const dumpDatabase = async (target: BackupTarget, file: string): Promise<number> => {
  if (target.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 1 });
    let migrations: number;
    try {
      migrations = await appliedMigrations(handle);
    } catch (error) {
      throw new BackupError(
        `could not read the migrations of DATABASE_URL's database: ${reasonOf(error)}`,
      );
    } finally {
      await handle.close();
    }
    await pgDumpTo(target.databaseUrl, file);
    return migrations;
  }
  checkSource(target);
  const { handle, pglite } = await openPglite(target.dataDir);
  try {
    const migrations = await appliedMigrations(handle);
    const dump = await pgDump({ pg: pglite, args: PGLITE_DUMP_ARGS });
    await writeFile(file, Buffer.from(await dump.arrayBuffer()), { flag: 'wx', mode: 0o600 });
    return migrations;
  } finally {
    await handle.close();
  }
};

/** Why the target database cannot take a restore, or undefined when it is empty. */
export const databaseInTheWay = async (target: BackupTarget): Promise<string | undefined> => {
  if (target.databaseUrl) {
    const handle = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 1 });
    try {
      const { rows } = await handle.db.execute<{ n: number }>(sql`
        select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
          and n.nspname not in ('pg_catalog', 'information_schema')
          and n.nspname not like 'pg\_toast%' and n.nspname not like 'pg\_temp%'`);
      const n = rows[0]?.n ?? 0;
      return n > 0
        ? `the PostgreSQL database of DATABASE_URL is not empty (${n} tables, views or sequences)`
        : undefined;
    } finally {
      await handle.close();
    }
  }
  const folder = pgliteFolder(target.dataDir);
  const entries = await readdir(folder).catch(() => []);
  return entries.length > 0 ? `the PGlite folder ${folder} is not empty` : undefined;
};

/**
 * Replays the dump into the (empty) target database and checks it arrived at the archive's
 * migration level. A failure leaves the target as it was: psql rolls back its single
 * transaction; a PGlite folder made by this restore is removed again.
 */
export const restoreDatabase = async (
  target: BackupTarget,
  file: string,
  expectedMigrations: number,
): Promise<void> => {
  if (target.databaseUrl) {
    await psqlRestore(target.databaseUrl, file);
    const handle = await openDatabase({ databaseUrl: target.databaseUrl, poolSize: 1 });
    try {
      await checkLevel(handle, expectedMigrations);
      await vacuumAnalyze(handle);
    } finally {
      await handle.close();
    }
    return;
  }
  const { handle, pglite } = await openPglite(target.dataDir);
  try {
    await pglite.exec(await readFile(file, 'utf8'));
    // the dump empties the search path of its session; this session goes on after it
    await pglite.exec('reset search_path');
    await checkLevel(handle, expectedMigrations);
    // a replayed database has no planner statistics, and PGlite runs no autovacuum to make them
    await vacuumAnalyze(handle);
    await handle.close();
  } catch (error) {
    await handle.close();
    await rm(pgliteFolder(target.dataDir), { recursive: true, force: true });
    throw new BackupError(`the database could not be restored: ${reasonOf(error)}`);
  }
};

const checkLevel = async (handle: DatabaseHandle, expected: number): Promise<void> => {
  const found = await appliedMigrations(handle);
  if (found !== expected) {
    throw new BackupError(
      `the restored database has ${found} migrations applied where the archive says ${expected}`,
    );
  }
};
