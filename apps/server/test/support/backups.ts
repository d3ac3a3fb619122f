/**
 * For the backup and restore tests (README "Backups"): a data folder and database filled by the
 * real app, the commands run as real processes, and what to compare after a restore.
 */
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { loadConfig, type Env } from '../../src/config';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '../../src/db/client';
import { applications, documents, reservations, users } from '../../src/db/schema';
import { openTestApp, type TestApp } from '../build-test-app';
import { databaseUrlFor, quoteIdentifier, withAdminClient } from '../global-setup';
import { insertReservation } from './documents';
import { tinyPdf } from '@navette/test-support/files';
import { postApplication } from './recruitment';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

export type Engine = 'pglite' | 'postgres';

/** Where a test's data lives: a data folder, and a PostgreSQL database or PGlite in it. */
export interface Place {
  dataDir: string;
  databaseUrl?: string;
  open(): Promise<DatabaseHandle>;
  /** removes the folder and drops the database */
  remove(): Promise<void>;
}

/**
 * An empty place: a new folder, and for PostgreSQL a new database on TEST_DATABASE_URL's server,
 * empty or made from the migrated template.
 */
export const newPlace = async (engine: Engine, migrated = false): Promise<Place> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-backup-test-'));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (engine === 'pglite') {
    return {
      dataDir,
      open: () => openDatabase({ dataDir }),
      remove: async () => removeFolder(),
    };
  }
  const target = inject('testDatabase');
  if (target.kind !== 'postgres') throw new Error('PostgreSQL needs TEST_DATABASE_URL');
  const name = `${target.prefix}backup_${randomBytes(4).toString('hex')}`;
  const template = migrated ? ` template ${quoteIdentifier(target.template)}` : '';
  await withAdminClient(target.adminUrl, (client) =>
    client.query(`create database ${quoteIdentifier(name)}${template}`),
  );
  const databaseUrl = databaseUrlFor(target.adminUrl, name);
  return {
    dataDir,
    databaseUrl,
    open: () => openDatabase({ databaseUrl, poolSize: 2 }),
    remove: async () => {
      removeFolder();
      await withAdminClient(target.adminUrl, (client) =>
        client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
    },
  };
};

/** The real app on a place, as `npm start` would run it there (migrated and seeded), with `env`. */
export const startApp = async (place: Place, env: Env = {}): Promise<TestApp> => {
  const config = loadConfig({
    DATA_DIR: place.dataDir,
    ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
    LOG_LEVEL: 'silent',
    RECRUITMENT_RATE_LIMIT_MAX: '1000',
    ...env,
  });
  const database = await place.open();
  await migrateDatabase(database);
  return openTestApp(config, database);
};

/** Reservations with accents, a customer, a job application with its CV and a devis. */
export const fillWithData = async (t: TestApp): Promise<void> => {
  const people = [
    { nom: 'Lefèvre', prenom: 'Hélène', adresseDepart: 'Château de Vaux-le-Vicomte, Maincy' },
    { nom: 'Núñez', prenom: 'Zoé', adresseDepart: 'Gare de l’Est, 75010 Paris' },
    { nom: 'Dupont-Aïssa', prenom: 'Noël', adresseDepart: 'Hôtel Crillon, place de la Concorde' },
  ];
  const ids: string[] = [];
  for (const person of people) ids.push((await insertReservation(t, person)).id);
  await t.database.db.insert(users).values({
    name: 'Françoise Thérèse',
    email: 'francoise@example.test',
    passwordHash: 'argon2-stand-in',
    emailVerifiedAt: new Date('2026-10-01T08:00:00Z'),
  });
  const applied = await postApplication(
    t,
    { nom: 'Mbappé', prenom: 'Éric', email: 'eric@example.test', telephone: '06 12 34 56 78' },
    [{ filename: 'cv-éric.pdf', content: tinyPdf('CV Éric') }],
  );
  if (applied.statusCode >= 300) throw new Error(`application refused: ${applied.body}`);
  await t.database.db.transaction((tx) => t.app.documents.devis(tx, ids[0] ?? ''));
};

/** Every table of the app and drizzle's journal, with its number of rows. */
export const rowCounts = async (database: DatabaseHandle): Promise<Record<string, number>> => {
  const { rows } = await database.db.execute<{ name: string }>(sql`
    select table_schema || '.' || table_name as name from information_schema.tables
    where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE' order by 1`);
  const counts: Record<string, number> = {};
  for (const { name } of rows) {
    const [schema, table] = name.split('.');
    const result = await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(schema ?? '')}.${sql.identifier(table ?? '')}`,
    );
    counts[name] = result.rows[0]?.n ?? -1;
  }
  return counts;
};

/** The rows a restore must give back exactly. */
export const keyTables = async (database: DatabaseHandle) => ({
  reservations: await database.db.select().from(reservations).orderBy(asc(reservations.id)),
  users: await database.db.select().from(users).orderBy(asc(users.id)),
  documents: await database.db.select().from(documents).orderBy(asc(documents.id)),
  applications: await database.db.select().from(applications).orderBy(asc(applications.id)),
});

/**
 * Every file under a folder with the SHA-256 of its bytes; `skip` names top-level entries left
 * out (the PGlite folder, the backups).
 */
export const filesOf = (folder: string, skip: readonly string[] = []): Record<string, string> => {
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (dir === folder && skip.includes(entry.name)) continue;
      if (entry.isDirectory()) walk(full);
      else {
        const digest = createHash('sha256').update(readFileSync(full)).digest('hex');
        found[path.relative(folder, full).split(path.sep).join('/')] = digest;
      }
    }
  };
  walk(folder);
  return found;
};

export interface CommandResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `npm run backup` / `npm run restore` as a real process, configured by its environment. */
export const runCommand = (
  command: 'backup' | 'restore',
  place: Pick<Place, 'dataDir' | 'databaseUrl'>,
  args: string[] = [],
  settings: Record<string, string> = {},
): Promise<CommandResult> =>
  new Promise((resolve) => {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: place.dataDir,
      ...(place.databaseUrl ? { DATABASE_URL: place.databaseUrl } : {}),
      ...settings,
    };
    execFile(
      path.join(ROOT, 'node_modules/.bin/tsx'),
      [path.join(ROOT, `apps/server/src/cli/${command}.ts`), ...args],
      { cwd: ROOT, env },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
