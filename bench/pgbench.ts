/**
 * pgbench on the bench's PostgreSQL database, at the load's number of clients, for 10 s: what the
 * database alone commits on this machine, printed beside the app's own figures
 * (bench/README.md, "Guest quote requests on PostgreSQL").
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const psqlOf = (databaseUrl: string) => {
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
const runPgbench = (psql: Psql, clients: number, script: string): number => {
  const folder = mkdtempSync(path.join(tmpdir(), 'navette-pgbench-'));
  const file = path.join(folder, 'script.sql');
  writeFileSync(file, script);
  try {
    const output = execFileSync(
      'pgbench',
      [...psql.connection, '-n', '-f', file, '-c', String(clients), '-j', '2', '-T', '10'],
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
export const twoInsertsPerSecond = (databaseUrl: string, clients: number): number => {
  const psql = psqlOf(databaseUrl);
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
 * The statements PostgreSQL runs for one guest quote request, in the app's own tables, with
 * their indexes and trigger: the transaction (the reservation, the per-recipient lock and count,
 * the outbox row) and the worker's update that records the e-mail sent. Rows are copies of the
 * last reservation and e-mail the load stored, with fresh keys. Only the worker's claim, one
 * statement per batch of e-mails, is left out.
 */
export const quoteRequestStatementsPerSecond = (databaseUrl: string, clients: number): number => {
  const psql = psqlOf(databaseUrl);
  const columnsOf = (table: string, own: string[]) =>
    psql.run(
      `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) ` +
        `from information_schema.columns where table_name = '${table}' ` +
        `and column_name not in (${own.map((name) => `'${name}'`).join(', ')})`,
    );
  const reservationColumns = columnsOf('reservations', ['id', 'email', 'idempotency_key']);
  const mailColumns = columnsOf('mail_outbox', ['id', 'recipient', 'dedupe_key', 'status']);
  const reservation = psql.run('select id from reservations order by created_at desc limit 1');
  const mail = psql.run('select id from mail_outbox order by created_at desc limit 1');
  if (!reservation || !mail) throw new Error('the load stored no reservation to copy');
  const guest = `'pgbench-' || :n || '-' || random() || '@example.com'`;
  return runPgbench(
    psql,
    clients,
    '\\set n random(1, 1000000000)\n' +
      'BEGIN;\n' +
      `INSERT INTO reservations (id, email, idempotency_key, ${reservationColumns}) ` +
      `SELECT gen_random_uuid(), ${guest}, gen_random_uuid()::text, ${reservationColumns} ` +
      `FROM reservations WHERE id = '${reservation}';\n` +
      "SELECT pg_advisory_xact_lock(hashtextextended('pgbench-' || :n, 0));\n" +
      "SELECT count(*) FROM mail_outbox WHERE recipient = 'pgbench-' || :n " +
      "AND template = 'quoteRequestReceived' AND created_at > now() - interval '1 hour';\n" +
      `INSERT INTO mail_outbox (id, recipient, dedupe_key, status, ${mailColumns}) ` +
      `SELECT gen_random_uuid(), ${guest}, gen_random_uuid()::text, 'sending', ${mailColumns} ` +
      `FROM mail_outbox WHERE id = '${mail}' RETURNING id AS mail_id \\gset\n` +
      'COMMIT;\n' +
      "UPDATE mail_outbox SET status = 'sent', sent_at = now(), locked_until = NULL, " +
      "last_error = NULL, recipient = 'r•••@example.com', subject = '', html = '', text = '' " +
      "WHERE id = ':mail_id' AND status = 'sending';\n",
  );
};
