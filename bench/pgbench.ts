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
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
 * request's (`source`), with fresh keys; a column with a default (the id, the reference from its
 * year's sequence, the times, the statut) gets it, as from the app. The worker claims up to ten
 * rows a statement and marks the answers that arrive together in one update; here each
 * transaction claims and marks its own two. Outbox rows are due tomorrow, so that the app's own
 * worker leaves them be. Keep it in line with the code: the bench's statement check names what
 * differs. `copy(source, set, gate)` writes `(columns) SELECT values FROM <source's row>`, joined
 * with `gate` (a CTE whose `limited` column says no) when given.
 */
export const QUOTE_REQUEST_SCRIPT = (
  copy: (table: string, set: Record<string, string>, gate?: string) => string,
) => {
  const guest = `'pgbench-' || :n || '@example.com'`;
  const later = `now() + interval '1 day'`;
  /** enqueueMail (features/mail/mail.outbox.ts): the limit's count and the insert, one statement */
  const enqueue = (template: string, limited: string, set: Record<string, string>, as: string) =>
    `WITH recent AS MATERIALIZED (SELECT ${limited} AS limited), inserted AS (` +
    `INSERT INTO mail_outbox ${copy(template, set, 'recent')} ` +
    `ON CONFLICT (dedupe_key) DO NOTHING RETURNING id) ` +
    `SELECT (SELECT id FROM inserted) AS ${as} \\gset`;
  return [
    '\\set n random(1, 1000000000)',
    'BEGIN;',
    // insertReservation with its manage link (reservations.repository.ts, manage-booking.links.ts)
    `WITH inserted AS (INSERT INTO reservations ${copy('reservations', {
      email: guest,
      idempotency_key: 'gen_random_uuid()::text',
      idempotency_scope: `'guest:pgbench-' || :n`,
    })} ON CONFLICT (idempotency_scope, idempotency_key) DO NOTHING RETURNING *), ` +
      'linked AS (INSERT INTO reservation_access_links ' +
      '(reservation_id, token_hash, created_at, expires_at) ' +
      "SELECT id, encode(sha256(gen_random_uuid()::text::bytea), 'base64'), now(), " +
      "now() + interval '30 days' FROM inserted) SELECT * FROM inserted \\gset r_",
    // the guest's confirmation, under the limit per recipient (navette_recent_mails, 0023)
    enqueue(
      'quoteRequestReceived',
      `navette_recent_mails(${guest}, 'quoteRequestReceived', now() - interval '1 hour') >= 3`,
      {
        recipient: guest,
        dedupe_key: `'reservation:' || ':r_id' || ':received'`,
        next_attempt_at: later,
      },
      'customer_mail',
    ),
    // notifyCompany's notice (mail.notices.ts), no limit
    enqueue(
      'companyNotice',
      'false',
      { dedupe_key: `'reservation:' || ':r_id' || ':company:request'`, next_attempt_at: later },
      'company_mail',
    ),
    'COMMIT;',
    // the worker: its claim (`claimDue`), then `markSent` for the answers in
    "UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, " +
      "locked_until = now() + interval '30 seconds' WHERE id IN (SELECT id FROM mail_outbox " +
      "WHERE id IN (':customer_mail', ':company_mail') ORDER BY created_at " +
      'FOR UPDATE SKIP LOCKED) RETURNING *;',
    "UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, " +
      "last_error = NULL, recipient = answered.recipient, subject = '', html = '', text = '', " +
      "secret = NULL FROM (VALUES (':customer_mail'::uuid, 1, 'r•••@example.com'), " +
      "(':company_mail'::uuid, 1, 'c•••@example.com')) AS answered (id, attempts, recipient) " +
      'WHERE mail_outbox.id = answered.id AND mail_outbox.attempts = answered.attempts ' +
      "AND mail_outbox.status = 'sending' RETURNING mail_outbox.id;",
  ].join('\n');
};

/** QUOTE_REQUEST_SCRIPT with the copies' column lists of this database. */
export const quoteRequestScript = (psql: Psql) => {
  const first = psql.run('select id from reservations order by created_at limit 1');
  if (!first) throw new Error('no reservation to copy: the bench sends its first request before');
  const copy = (source: string, set: Record<string, string>, gate?: string) => {
    const table = source === 'reservations' ? 'reservations' : 'mail_outbox';
    const row =
      table === 'reservations'
        ? `(SELECT * FROM reservations WHERE id = '${first}') AS source`
        : `(SELECT * FROM bench_outbox_as_written WHERE template = '${source}' LIMIT 1) AS source`;
    const from = gate ? `${row}, ${gate} WHERE NOT ${gate}.limited` : row;
    // the columns with no default, which the app sets (and the trigger's search text, overwritten)
    const plain = psql
      .run(
        `select string_agg(column_name, ',' order by ordinal_position) from information_schema.columns ` +
          `where table_name = '${table}' and column_default is null and is_generated = 'NEVER'`,
      )
      .split(',')
      .filter((column) => !(column in set));
    const columns = [...Object.keys(set), ...plain];
    const values = [...Object.values(set), ...plain.map((column) => `source.${column}`)];
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
