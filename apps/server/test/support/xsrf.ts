import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../build-test-app';
import type { BrowserClient } from '@navette/test-support/browser-client';

/**
 * What the anti-forgery tests need around a request: who sends it (the session cookies of a
 * browser and the token it holds), and what the server holds before and after (every table's
 * content, every file under DATA_DIR), so that a refused request is shown to have changed nothing.
 */

/** A browser as the anti-forgery check sees it: its session cookies and its XSRF token. */
export interface Sender {
  /** the browser's cookies except the token */
  sessionCookies: Record<string, string>;
  token: string;
}

export const senderOf = async (browser: BrowserClient): Promise<Sender> => {
  if (!browser.cookies.has('XSRF-TOKEN')) await browser.get('/api/health');
  const { 'XSRF-TOKEN': token, ...sessionCookies } = Object.fromEntries(browser.cookies);
  if (!token) throw new Error('the browser holds no XSRF-TOKEN');
  return { sessionCookies, token };
};

/** The request a sender makes with a given header and cookie (either left out when undefined). */
export const forgedRequest = (
  base: { method: InjectOptions['method']; url: string; payload?: InjectOptions['payload'] },
  sender: Sender,
  {
    header,
    cookie,
    headers = {},
  }: { header?: string; cookie?: string; headers?: Record<string, string> },
): InjectOptions => ({
  ...base,
  headers: { ...headers, ...(header === undefined ? {} : { 'x-xsrf-token': header }) },
  cookies: { ...sender.sessionCookies, ...(cookie === undefined ? {} : { 'XSRF-TOKEN': cookie }) },
});

/**
 * A digest of every table of the application's schema: its row count and an MD5 of its rows in a
 * fixed order, so that an inserted, updated or deleted row changes it.
 */
export const tableDigests = async (t: TestApp): Promise<Record<string, string>> => {
  const { rows: tables } = await t.database.db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await t.database.db.execute<{ n: number | string; digest: string }>(sql`
      select count(*) as n, md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as digest
      from ${sql.identifier(name)} r`);
    digests[name] = `${String(rows[0]?.n)} ${rows[0]?.digest}`;
  }
  return digests;
};

/** Every file under a folder, with its size, relative paths sorted. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => statSync(path.join(dir, name)).isFile())
    .map((name) => `${name} (${statSync(path.join(dir, name)).size})`)
    .sort();
