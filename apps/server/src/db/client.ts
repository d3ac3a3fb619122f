/**
 * Opens the database: node-postgres when a DATABASE_URL is configured, otherwise PGlite (PostgreSQL
 * compiled to WebAssembly) in `${dataDir}/db`, so a fresh machine runs without a database server.
 * Both drivers share the schema, the migrations and one `Database` type.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { tightenDataDir, writePrivately } from '../lib/private-data-dir';
import { resolveMigrationsFolder } from './paths';
import * as schema from './schema';

export { resolveMigrationsFolder } from './paths';

export type Schema = typeof schema;

/**
 * The PostgreSQL extensions the migrations create, which PGlite must load at start: pg_trgm
 * serves the back-office's search (docs/decisions/0023-admin-reservations.md). Every PGlite
 * instance of the app and the tests is created with them.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * What both drivers return from a statement without `.returning()` and from `db.execute()`: a
 * result with its `rows` (PGlite's `Results` and node-postgres' `QueryResult` both have them; the
 * rest, such as affected-row counts, differs and is left out on purpose).
 */
export interface QueryResult<TRow> {
  rows: TRow[];
}

export interface QueryResultHKT extends PgQueryResultHKT {
  type: QueryResult<this['row']>;
}

/**
 * The query interface common to both drivers: each driver's database class extends
 * `PgDatabase<ItsOwnResultHKT, Schema>`, and both result kinds satisfy `QueryResultHKT`, so either
 * database is a `Database` without a cast.
 */
export type Database = PgDatabase<QueryResultHKT, Schema>;

/** The `tx` of `db.transaction(async (tx) => …)`, for repositories that take either. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A database or a transaction: what a repository function accepts. */
export type Queryable = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
  /**
   * The background work's connections (the mail worker, the scheduler): on PostgreSQL a small
   * pool of their own, so that recording a sent e-mail never waits behind the requests' queries
   * (docs/decisions/0039-guest-quote-request-path.md); on PGlite, the one database.
   */
  readonly workerDb: Database;
  readonly kind: DatabaseKind;
  /** true when the database answers a trivial query (readiness probe) */
  ping(): Promise<boolean>;
  /** releases the pool or the PGlite instance; an open PGlite keeps Node alive */
  close(): Promise<void>;
  /** applies the committed migrations with this driver's migrator; see `migrateDatabase` */
  migrate(migrationsFolder: string): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** postgres://… : use this server through a node-postgres pool */
  databaseUrl?: string;
  /** PGlite files go to `${dataDir}/db`; without it (and without `pglite`) the database is in memory */
  dataDir?: string;
  /** an existing PGlite instance (tests load one from a migrated dump); the handle closes it */
  pglite?: PGlite;
  /** maximum pool size for node-postgres (default 10) */
  poolSize?: number;
  /**
   * Errors of idle pooled connections (server restart, network cut). The pool has already dropped
   * the broken connection and opens a new one on the next query; without a listener Node would
   * treat the event as fatal and stop the process.
   */
  onPoolError?: (error: Error) => void;
}

/**
 * Key of the session-level advisory lock held while migrating, so that several instances starting
 * together against one PostgreSQL apply each migration once. Any constant works; this one spells
 * "navette" in ASCII.
 */
const MIGRATION_LOCK_KEY = 0x6e617665747465n;

/** Connections of the background work's own pool on PostgreSQL (the mail worker, the scheduler). */
export const WORKER_POOL_SIZE = 2;

const pingWith = async (db: Database): Promise<boolean> => {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
};

const openPostgres = (databaseUrl: string, options: OpenDatabaseOptions): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: options.poolSize ?? 10 });
  const workerPool = new pg.Pool({ connectionString: databaseUrl, max: WORKER_POOL_SIZE });
  for (const each of [pool, workerPool]) each.on('error', options.onPoolError ?? (() => undefined));
  const db = drizzleNodePostgres(pool, { schema });
  let closed = false;
  return {
    db,
    workerDb: drizzleNodePostgres(workerPool, { schema }),
    kind: 'postgres',
    ping: () => pingWith(db),
    close: async () => {
      // pool.end() throws when called twice; shutdown paths may well do that
      if (closed) return;
      closed = true;
      await Promise.all([pool.end(), workerPool.end()]);
    },
    migrate: async (migrationsFolder) => {
      // The advisory lock belongs to a connection: migrate through that same connection.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
        try {
          await migrateNodePostgres(drizzleNodePostgres(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
        }
      } finally {
        client.release();
      }
    },
  };
};

const hasErrorCode = (error: unknown, code: string): boolean =>
  error instanceof Error && 'code' in error && error.code === code;

const isProcessAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else
    return hasErrorCode(error, 'EPERM');
  }
};

/** Data folders opened by this process, which a pid in a lock file cannot tell apart. */
const lockedHere = new Set<string>();

/**
 * PGlite has no protection against a second process opening the same folder (it starts happily
 * and both corrupt the files), and `npm run admin:create` next to a running server is exactly
 * that. A lock file holding the owner's pid refuses the second opener; a lock left by a process
 * that no longer runs (a crash, a container restart that reuses the pid) is taken over.
 */
const lockDataFolder = async (folder: string): Promise<() => Promise<void>> => {
  const lockFile = `${folder}.lock`;
  if (lockedHere.has(lockFile)) {
    throw new Error(`The database in ${folder} is already open in this process`);
  }
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
      lockedHere.add(lockFile);
      return async () => {
        lockedHere.delete(lockFile);
        await rm(lockFile, { force: true });
      };
    } catch (error) {
      if (!hasErrorCode(error, 'EEXIST')) throw error;
      const owner = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
      if (Number.isInteger(owner) && owner > 0 && owner !== process.pid && isProcessAlive(owner)) {
        throw new Error(
          `The database in ${folder} is in use by process ${owner}: stop that process first ` +
            `(or delete ${lockFile} if it is not a Navette server), or share a PostgreSQL server ` +
            'through DATABASE_URL.',
          { cause: error },
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock the database in ${folder}`);
};

const openPglite = async (options: OpenDatabaseOptions): Promise<DatabaseHandle> => {
  let client: PGlite;
  let unlock = async (): Promise<void> => undefined;
  if (options.pglite) {
    client = options.pglite;
  } else if (options.dataDir !== undefined) {
    // PGlite creates its files 0666 and its folders 0777 less the umask: the process's must be
    // private before it starts, whichever command opens it (lib/private-data-dir.ts)
    writePrivately();
    const folder = join(options.dataDir, 'db');
    await mkdir(folder, { recursive: true, mode: 0o700 });
    unlock = await lockDataFolder(folder);
    try {
      client = await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS });
      // a new database's first files (its first write-ahead log among them) come out of PGlite's
      // initdb 0666, whatever the umask: made private before the first row is written
      await tightenDataDir(folder);
    } catch (error) {
      await unlock();
      throw error;
    }
  } else {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    workerDb: db,
    kind: 'pglite',
    ping: () => pingWith(db),
    close: async () => {
      if (!client.closed) await client.close();
      await unlock();
    },
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
  };
};

export const openDatabase = async (options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> =>
  options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);

/** Brings the schema up to date; safe to run on every start and from several instances at once. */
/** How many migrations the database has applied (drizzle's own journal table), 0 before any. */
const appliedMigrations = async (db: Database): Promise<number> => {
  try {
    const { rows } = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return rows[0]?.n ?? 0;
  } catch {
    return 0;
  }
};

/**
 * Reclaims dead rows, sets the visibility map and refreshes the planner's statistics. A migration
 * that rewrites a table (a backfill) leaves it without them: index-only scans read the table again
 * and the planner guesses, until a vacuum runs — which PGlite, having no autovacuum, never does on
 * its own (docs/decisions/0026-back-office-indexes.md).
 */
export const vacuumAnalyze = async (handle: DatabaseHandle): Promise<void> => {
  await handle.db.execute(sql`vacuum (analyze)`);
};

export const migrateDatabase = async (
  handle: DatabaseHandle,
  migrationsFolder: string = resolveMigrationsFolder(),
): Promise<void> => {
  const before = await appliedMigrations(handle.db);
  await handle.migrate(migrationsFolder);
  if ((await appliedMigrations(handle.db)) > before) await vacuumAnalyze(handle);
};
