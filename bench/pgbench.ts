/**
 * pgbench on the bench's PostgreSQL database, at the load's number of clients: what the database
 * alone commits on this machine, beside the app's own figures (bench/README.md, "Guest quote
 * requests on PostgreSQL"). Two scripts: two plain inserts in tables of their own, and the
 * statements a guest quote request sends today (QUOTE_REQUEST_SCRIPT), in the app's own tables
 * with their indexes, triggers and defaults. The bench counts the statements the server really
 * sends (STATEMENT_COUNTER) and compares them with that script, kind by kind (`compareStatements`):
 * when the request's statements change, the bench says so, and the script is edited here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const psqlOf = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  const connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username];
  const database = url.pathname.slice(1);
  return {
    connection,
    database,
    run: (sql: string) =>
      execFileSync('psql', [...connection, '-qAt', '-v', 'ON_ERROR_STOP=1', '-c', sql, database], {
        encoding: 'utf8',
      }).trim(),
  };
};

type Psql = ReturnType<typeof psqlOf>;

/** Transactions per second of `script` (pgbench's own language) at `clients` clients. */
const runPgbench = (psql: Psql, clients: number, durationS: number, script: string): number => {
  const folder = mkdtempSync(path.join(tmpdir(), 'navette-pgbench-'));
  const file = path.join(folder, 'script.sql');
  writeFileSync(file, script);
  try {
    const output = execFileSync(
      'pgbench',
      [
        ...psql.connection,
        '-n',
        '-f',
        file,
        '-c',
        String(clients),
        '-j',
        '2',
        '-T',
        `${durationS}`,
      ],
      { encoding: 'utf8', env: { ...process.env, PGDATABASE: psql.database } },
    );
    const tps = /tps = ([\d.]+)/.exec(output)?.[1];
    if (!tps) throw new Error(`pgbench printed no tps:\n${output}`);
    return Number(tps);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/** Transactions of two inserts (a row of 10 columns and a row of 6), in tables of their own. */
export const twoInsertsPerSecond = (url: string, clients: number, durationS: number): number => {
  const psql = psqlOf(url);
  psql.run(
    'create table bench_a (id bigserial primary key, a text, b text, c text, d text, e date, ' +
      'f text, g int, h boolean, created_at timestamptz default now()); ' +
      'create table bench_b (id bigserial primary key, a_id bigint, subject text, body text, ' +
      'status text, created_at timestamptz default now());',
  );
  try {
    return runPgbench(
      psql,
      clients,
      durationS,
      'BEGIN;\n' +
        "INSERT INTO bench_a (a, b, c, d, e, f, g, h) VALUES ('Martin', 'Léa', " +
        "'lea@example.com', '06 12 34 56 78', current_date + 5, '09:00', 2, true);\n" +
        "INSERT INTO bench_b (a_id, subject, body, status) VALUES (currval('bench_a_id_seq'), " +
        "'Votre demande de devis', repeat('x', 2000), 'pending');\n" +
        'END;\n',
    );
  } finally {
    psql.run('drop table bench_a; drop table bench_b;');
  }
};

/**
 * Keeps a copy of every outbox row as the app writes it (before the worker sends and empties
 * it), for the script to insert the same bytes. On while the bench sends its first request only.
 */
export const keepOutboxRowsAsWritten = (url: string) => {
  const psql = psqlOf(url);
  psql.run(
    'create table bench_outbox_as_written (like mail_outbox); ' +
      'create function bench_keep_outbox_row() returns trigger language plpgsql as ' +
      '$$ begin insert into bench_outbox_as_written select (new).*; return null; end $$; ' +
      'create trigger bench_keep_outbox_row after insert on mail_outbox ' +
      'for each row execute function bench_keep_outbox_row();',
  );
  return () =>
    psql.run(
      'drop trigger bench_keep_outbox_row on mail_outbox; drop function bench_keep_outbox_row();',
    );
};

/**
 * One pgbench transaction per quote request: the statements of `createReservation`
 * (features/reservations/reservations.service.ts) in its transaction, then the mail worker's
 * (features/mail/mail.worker.ts) for its two e-mails. Rows are copies of the bench's first
 * request's (`source`), with fresh keys; a column with a default (the id, the reference and its
 * per-year counter, the times, the statut) gets it, as from the app. The worker claims up to ten
 * rows a statement; here each transaction claims its own two (about 0.8 statement per request
 * more than the app). Outbox rows are due tomorrow, so that the app's own worker leaves them be.
 * Keep it in line with the code: the bench's statement check names what differs.
 */
export const QUOTE_REQUEST_SCRIPT = (
  copy: (table: string, set: Record<string, string>) => string,
) => {
  const guest = `'pgbench-' || :n || '@example.com'`;
  const later = `now() + interval '1 day'`;
  return [
    '\\set n random(1, 1000000000)',
    'BEGIN;',
    // insertReservation (reservations.repository.ts)
    `INSERT INTO reservations ${copy('reservations', {
      email: guest,
      idempotency_key: 'gen_random_uuid()::text',
      idempotency_scope: `'guest:pgbench-' || :n`,
    })} ON CONFLICT (idempotency_scope, idempotency_key) DO NOTHING RETURNING * \\gset r_`,
    // mintManageUrl (features/manage-booking/manage-booking.links.ts)
    'INSERT INTO reservation_access_links (reservation_id, token_hash, created_at, expires_at) ' +
      "VALUES (':r_id', encode(sha256(gen_random_uuid()::text::bytea), 'base64'), now(), " +
      "now() + interval '30 days');",
    // enqueueMail's limit per recipient (features/mail/mail.outbox.ts countRecentMails)
    `SELECT pg_advisory_xact_lock(hashtextextended('mail-recipient:quoteRequestReceived:' || ${guest}, 0));`,
    `SELECT count(*) FROM mail_outbox WHERE recipient = ${guest} ` +
      "AND template = 'quoteRequestReceived' AND created_at > now() - interval '1 hour';",
    // enqueueMail: the guest's confirmation, then notifyCompany's notice (mail.notices.ts)
    `INSERT INTO mail_outbox ${copy('quoteRequestReceived', {
      recipient: guest,
      dedupe_key: `'reservation:' || ':r_id' || ':received'`,
      next_attempt_at: later,
    })} ON CONFLICT (dedupe_key) DO NOTHING RETURNING id AS customer_mail \\gset`,
    `INSERT INTO mail_outbox ${copy('companyNotice', {
      dedupe_key: `'reservation:' || ':r_id' || ':company:request'`,
      next_attempt_at: later,
    })} ON CONFLICT (dedupe_key) DO NOTHING RETURNING id AS company_mail \\gset`,
    'COMMIT;',
    // the worker: its claim (`claim`), then `complete` for each e-mail sent
    "UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, " +
      "locked_until = now() + interval '5 minutes' WHERE id IN (SELECT id FROM mail_outbox " +
      "WHERE id IN (':customer_mail', ':company_mail') ORDER BY created_at " +
      'FOR UPDATE SKIP LOCKED) RETURNING *;',
    ...['customer_mail', 'company_mail'].map(
      (mail) =>
        "UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, " +
        "last_error = NULL, recipient = 'r•••@example.com', subject = '', html = '', text = '', " +
        `secret = NULL WHERE id = ':${mail}' AND status = 'sending' AND attempts = 1 RETURNING id;`,
    ),
  ].join('\n');
};

/** The script's statements, one a line (the meta-commands left out). */
const statementsOf = (script: string) =>
  script.split('\n').filter((line) => line && !line.startsWith('\\'));

/** QUOTE_REQUEST_SCRIPT with the copies' column lists of this database. */
export const quoteRequestScript = (psql: Psql) => {
  const first = psql.run('select id from reservations order by created_at limit 1');
  if (!first) throw new Error('no reservation to copy: the bench sends its first request before');
  const copy = (source: string, set: Record<string, string>) => {
    const table = source === 'reservations' ? 'reservations' : 'mail_outbox';
    const from =
      table === 'reservations'
        ? `reservations WHERE id = '${first}'`
        : `bench_outbox_as_written WHERE template = '${source}' LIMIT 1`;
    // the columns with no default, which the app sets (and the trigger's search text, overwritten)
    const plain = psql
      .run(
        `select string_agg(column_name, ',' order by ordinal_position) from information_schema.columns ` +
          `where table_name = '${table}' and column_default is null and is_generated = 'NEVER'`,
      )
      .split(',')
      .filter((column) => !(column in set));
    const columns = [...Object.keys(set), ...plain];
    const values = [...Object.values(set), ...plain];
    return `(${columns.join(', ')}) SELECT ${values.join(', ')} FROM ${from}`;
  };
  return QUOTE_REQUEST_SCRIPT(copy);
};

/**
 * Transactions per second of QUOTE_REQUEST_SCRIPT, once the bench's first request has been
 * stored with its outbox rows kept as written (`keepOutboxRowsAsWritten`).
 */
export const quoteRequestStatementsPerSecond = (
  url: string,
  clients: number,
  durationS: number,
): number => {
  const psql = psqlOf(url);
  return runPgbench(psql, clients, durationS, `${quoteRequestScript(psql)}\n`);
};

// --------------------------------------------------------------------------------------------
// The statements the server sends: a module node loads before the server (`--import`), which
// counts each SQL text given to node-postgres and writes the counts on SIGUSR2.

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
