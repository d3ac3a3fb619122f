/**
 * The statements the server sends for a quote request, beside the pgbench script's
 * (QUOTE_REQUEST_SCRIPT in pgbench.ts): a module node loads before the server (`--import`)
 * counts each SQL text given to node-postgres and writes the counts on SIGUSR2; the bench
 * compares them kind by kind and names what differs (bench/README.md, "Keeping it in line").
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { QUOTE_REQUEST_SCRIPT } from './pgbench';

/** The script's statements, one a line (the meta-commands left out). */
const statementsOf = (script: string) =>
  script.split('\n').filter((line) => line && !line.startsWith('\\'));

export const statementCounter = (file: string) => {
  const bundle = path.resolve(import.meta.dirname, '../apps/server/dist/server.js');
  const source = `
import { createRequire } from 'node:module';
import { renameSync, writeFileSync } from 'node:fs';
const pg = createRequire(${JSON.stringify(bundle)})('pg');
const counts = new Map();
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const text = typeof config === 'string' ? config : config?.text;
  if (typeof text === 'string') counts.set(text, (counts.get(text) ?? 0) + 1);
  return query.call(this, config, ...rest);
};
process.on('SIGUSR2', () => {
  writeFileSync(${JSON.stringify(`${file}.tmp`)}, JSON.stringify([...counts]));
  renameSync(${JSON.stringify(`${file}.tmp`)}, ${JSON.stringify(file)});
});`;
  return {
    nodeArgs: ['--import', `data:text/javascript,${encodeURIComponent(source)}`],
    /** SQL text → times sent, so far */
    read: async (pid: number): Promise<Map<string, number>> => {
      rmSync(file, { force: true });
      process.kill(pid, 'SIGUSR2');
      for (let tries = 0; !existsSync(file); tries += 1) {
        if (tries > 100) throw new Error('the server wrote no statement counts');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return new Map(JSON.parse(readFileSync(file, 'utf8')) as [string, number][]);
    },
  };
};

/** `insert reservations`, `claim mail_outbox`, `advisory lock`, `commit`…: what a statement does. */
export const statementKind = (sql: string): string => {
  const text = sql
    .replaceAll('"', '')
    .replace(/\s*(;|\\gset.*)$/, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  const verb = text.split(' ')[0] ?? '';
  if (['begin', 'commit', 'rollback', 'end'].includes(verb))
    return verb === 'end' ? 'commit' : verb;
  if (text.includes('pg_advisory_xact_lock')) return 'advisory lock';
  const writes = [...text.matchAll(/\b(insert into|(?<!for )update|delete from) (\w+)/g)].map(
    ([, what, table]) => `${what?.split(' ')[0]} ${table}`,
  );
  if (text.includes('skip locked') && writes[0]?.startsWith('update')) {
    return writes[0].replace('update', 'claim');
  }
  if (writes.length > 0) return writes.join(' + ');
  return `select ${/\bfrom (\w+)/.exec(text)?.[1] ?? ''}`.trim();
};

export interface StatementComparison {
  rows: { kind: string; app: number; script: number }[];
  /** the kinds whose counts differ: the script no longer mirrors the request */
  differing: string[];
}

/**
 * The app's statements per request (`sent` counts over `requests` requests, background jobs
 * under 0.05 a request left out) beside the script's per transaction. The claim is allowed to
 * differ: the app's worker claims up to ten rows a statement, the script one transaction's two.
 */
export const compareStatements = (sent: Map<string, number>, requests: number) => {
  const app = new Map<string, number>();
  for (const [sql, times] of sent) {
    const kind = statementKind(sql);
    app.set(kind, (app.get(kind) ?? 0) + times / requests);
  }
  const script = new Map<string, number>();
  const scriptText = QUOTE_REQUEST_SCRIPT((table) => `(…) SELECT … FROM ${table}`);
  for (const sql of statementsOf(scriptText)) {
    const kind = statementKind(sql);
    script.set(kind, (script.get(kind) ?? 0) + 1);
  }
  const rows = [...new Set([...script.keys(), ...app.keys()])]
    .map((kind) => ({ kind, app: app.get(kind) ?? 0, script: script.get(kind) ?? 0 }))
    .filter((row) => row.script > 0 || row.app >= 0.05);
  const differing = rows
    .filter(({ kind, app: a, script: s }) =>
      kind.startsWith('claim') ? a > s + 0.05 : Math.abs(a - s) >= 0.5,
    )
    .map((row) => row.kind);
  return { rows, differing } satisfies StatementComparison;
};
