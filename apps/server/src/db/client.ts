/**
 * Opens the database: node-postgres when a DATABASE_URL is configured, otherwise PGlite (PostgreSQL
 * compiled to WebAssembly) in `${dataDir}/db`, so a fresh machine runs without a database server.
 * Both drivers share the schema, the migrations and one `Database` type.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { resolveMigrationsFolder } from './paths';
import * as schema from './schema';

export { resolveMigrationsFolder } from './paths';

export type Schema = typeof schema;

/**
 * The query interface common to both drivers. Each driver's database class extends
 * `PgDatabase<ItsOwnResultHKT, Schema>`; typed on the base HKT, repositories cannot depend on what
 * one driver returns from raw `execute()` that the other does not.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** The `tx` of `db.transaction(async (tx) => …)`, for repositories that take either. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A database or a transaction: what a repository function accepts. */
export type Queryable = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  readonly db: Database;
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
  pool.on('error', options.onPoolError ?? (() => undefined));
  const db = drizzleNodePostgres(pool, { schema });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    ping: () => pingWith(db),
    close: async () => {
      // pool.end() throws when called twice; shutdown paths may well do that
      if (closed) return;
      closed = true;
      await pool.end();
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

const openPglite = async (options: OpenDatabaseOptions): Promise<DatabaseHandle> => {
  let client: PGlite;
  if (options.pglite) {
    client = options.pglite;
  } else if (options.dataDir !== undefined) {
    const folder = join(options.dataDir, 'db');
    await mkdir(folder, { recursive: true });
    client = await PGlite.create(folder);
  } else {
    client = await PGlite.create();
  }
  const db = drizzlePglite(client, { schema });
  return {
    db,
    kind: 'pglite',
    ping: () => pingWith(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
  };
};

export const openDatabase = async (options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> =>
  options.databaseUrl ? openPostgres(options.databaseUrl, options) : openPglite(options);

/** Brings the schema up to date; safe to run on every start and from several instances at once. */
export const migrateDatabase = async (
  handle: DatabaseHandle,
  migrationsFolder: string = resolveMigrationsFolder(),
): Promise<void> => {
  await handle.migrate(migrationsFolder);
};

/** The SQLSTATE of a PostgreSQL error, looked for on the error and its `cause` chain. */
export const postgresErrorCode = (error: unknown): string | undefined => {
  let current: unknown = error;
  // drizzle wraps driver errors (DrizzleQueryError) with the original as `cause`; a few levels is
  // more than any wrapper here adds, and bounds a pathological cyclic chain.
  for (let depth = 0; depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined;
    if (
      'code' in current &&
      typeof current.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(current.code)
    ) {
      return current.code;
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
};

const constraintOf = (error: unknown): string | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 5; depth += 1) {
    if (typeof current !== 'object' || current === null) return undefined;
    if ('constraint' in current && typeof current.constraint === 'string')
      return current.constraint;
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
};

const hasCode = (code: string, error: unknown, constraint: string | undefined): boolean =>
  postgresErrorCode(error) === code &&
  (constraint === undefined || constraintOf(error) === constraint);

/**
 * A unique constraint refused the row (SQLSTATE 23505), optionally a given one, e.g.
 * `isUniqueViolation(err, 'users_email_unique')`.
 */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  hasCode('23505', error, constraint);

/** A foreign key refused the row (SQLSTATE 23503), e.g. a reservation for an unknown service. */
export const isForeignKeyViolation = (error: unknown, constraint?: string): boolean =>
  hasCode('23503', error, constraint);

/** A CHECK constraint refused the row (SQLSTATE 23514). */
export const isCheckViolation = (error: unknown, constraint?: string): boolean =>
  hasCode('23514', error, constraint);
