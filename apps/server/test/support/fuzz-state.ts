import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../build-test-app';

/*
 * What a refused request must leave as it found it: the rows of every table, the files of the
 * data directory, and Object.prototype.
 */

/** The application's tables (the migrations' own bookkeeping is in another schema). */
const tableNames = async (t: TestApp): Promise<string[]> => {
  const { rows } = await t.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((row) => row.name);
};

/**
 * A reader of the row count of every table, in one query: table name → rows. The table list is
 * read once; the query names them with quote_ident, so any name is safe.
 */
export const rowCounter = async (t: TestApp) => {
  const names = await tableNames(t);
  if (names.length === 0) throw new Error('the database has no table');
  const query = sql.join(
    names.map(
      (name) =>
        sql`select ${name} as name, (select count(*) from ${sql.identifier(name)})::int as n`,
    ),
    sql` union all `,
  );
  return async (): Promise<Record<string, number>> => {
    const { rows } = await t.database.db.execute<{ name: string; n: number }>(query);
    return Object.fromEntries(rows.map((row) => [row.name, Number(row.n)]));
  };
};

/** Every file under `dir` (relative path → size), for a before/after comparison. */
export const filesUnder = (dir: string): Record<string, number> => {
  const found: Record<string, number> = {};
  const walk = (current: string) => {
    let entries;
    try {
      entries = readdirSync(current, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else found[path.relative(dir, full)] = statSync(full).size;
    }
  };
  walk(dir);
  return found;
};

/** The names a pollution would add: Object.prototype's own keys, and a plain object's keys. */
export const prototypeState = () => ({
  objectPrototype: Object.getOwnPropertyNames(Object.prototype).sort(),
  arrayPrototype: Object.getOwnPropertyNames(Array.prototype).sort(),
  plainObjectKeys: (() => {
    const keys: string[] = [];
    // a polluted prototype shows up in a for…in over an empty object
    for (const key in {}) keys.push(key);
    return keys;
  })(),
  polluted: ({} as Record<string, unknown>).polluted,
});

/** The id of one row of each table keyed by a text or uuid `id`: real ids for the paths' `:id`. */
export const sampleIds = async (t: TestApp): Promise<string[]> => {
  const { rows: tables } = await t.database.db.execute<{ name: string }>(
    sql`select table_name as name from information_schema.columns
        where table_schema = 'public' and column_name = 'id' and data_type in ('text', 'uuid')
        order by table_name`,
  );
  const ids: string[] = [];
  for (const { name } of tables) {
    const { rows } = await t.database.db.execute<{ id: string }>(
      sql`select id::text as id from ${sql.identifier(name)} limit 1`,
    );
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
};
