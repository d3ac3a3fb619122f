/** A PostgreSQL database of a bench's own on the local server, created and dropped by the bench. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const ADMIN_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

const runAsAdmin = async (statement: string) => {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/** `given` when set (kept at the end), else a fresh `<prefix>_<hex>` database dropped by `drop`. */
export const openScratchDatabase = async (
  prefix: string,
  given?: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  if (given) return { url: given, drop: async () => undefined };
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await runAsAdmin(`create database ${name}`);
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAsAdmin(`drop database if exists ${name} with (force)`),
  };
};
