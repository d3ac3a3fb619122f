/**
 * Guest quote requests (`POST /api/reservations`) on PostgreSQL at a fixed number of connections,
 * against the built server with its production settings, beside what `pgbench` commits on the
 * same machine (bench/README.md, "Guest quote requests on PostgreSQL").
 *
 *   npm run build && npm run bench:reservations
 *   npm run bench:reservations -- --connections 50 --duration 10
 *
 * Options: --connections N (50), --duration S (10, after a 3 s warm-up), --database-url URL
 * (default: a fresh database created and dropped on postgres://postgres@127.0.0.1:5432),
 * --skip-pgbench (both pgbench runs: bench/pgbench.ts). Every request has its own
 * Idempotency-Key and guest e-mail address; the mail worker sends each confirmation to a real
 * SMTP receiver during the run. Prints Markdown.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { guestQuoteRequest } from '@navette/test-support/guest-request';
import { startSmtpReceiver } from '@navette/test-support/smtp-receiver';
import { startServer } from '../e2e/support/server';
import { quoteRequestStatementsPerSecond, twoInsertsPerSecond } from './pgbench';
import { openScratchDatabase } from './scratch-database';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    'database-url': { type: 'string' },
    'skip-pgbench': { type: 'boolean', default: false },
    /** a folder: the server writes a CPU profile of the run there (node --cpu-prof) */
    'cpu-prof': { type: 'string' },
  },
});
const CONNECTIONS = Number(args.connections);
const DURATION_S = Number(args.duration);

/** CPU time (user + system) of processes, in ms, from /proc: the server, or every postgres. */
const cpuMsOf = (pids: number[]): number =>
  pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime, fields 14 and 15 of stat, in clock ticks (100 per second)
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return sum; // gone since
    }
  }, 0);
const postgresPids = (): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        return readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres';
      } catch {
        return false;
      }
    });
const rssMbOf = (pid: number): number => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};

const target = await openScratchDatabase('navette_rt', args['database-url']);
const smtp = await startSmtpReceiver();
const server = await startServer(
  {
    NODE_ENV: 'production',
    // the bench pays nothing: the test checkout, on purpose
    PAYMENTS: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: target.url,
    SMTP_URL: smtp.url,
    // one client machine sends everything: the limits per address are raised out of its way
    RATE_LIMIT_MAX: '100000000',
    RESERVATION_RATE_LIMIT_MAX: '100000000',
  },
  {
    logs: 'discard',
    nodeArgs: args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [],
  },
);

try {
  const pgbenchTps = args['skip-pgbench']
    ? undefined
    : twoInsertsPerSecond(target.url, CONNECTIONS);

  // one browser: its anti-forgery cookie and token, sent with every request
  const first = await fetch(`${server.baseUrl}/api/services`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const services = (await first.json()) as { _id: string }[];
  const serviceId = services[0]?._id;
  if (!serviceId) throw new Error('no service to book');
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  let sent = 0;
  const load = (duration: number) =>
    autocannon({
      url: `${server.baseUrl}/api/reservations`,
      connections: CONNECTIONS,
      duration,
      requests: [
        {
          method: 'POST',
          setupRequest: (request) => {
            sent += 1;
            const email = `guest-${sent}-${randomUUID().slice(0, 8)}@example.com`;
            return {
              ...request,
              headers: {
                ...request.headers,
                'content-type': 'application/json',
                cookie: `XSRF-TOKEN=${xsrf}`,
                'x-xsrf-token': xsrf,
                origin: server.baseUrl,
                'accept-language': 'fr-FR,fr;q=0.9',
                'idempotency-key': randomUUID(),
              },
              body: JSON.stringify(guestQuoteRequest(serviceId, email, date)),
            };
          },
        },
      ],
    });

  await load(3);
  const serverPid = server.pid ?? 0;
  const cpuBefore = { server: cpuMsOf([serverPid]), postgres: cpuMsOf(postgresPids()) };
  const result = await load(DURATION_S);
  const served = result['2xx'];
  const cpuPerRequest = {
    server: (cpuMsOf([serverPid]) - cpuBefore.server) / served,
    postgres: (cpuMsOf(postgresPids()) - cpuBefore.postgres) / served,
  };
  const rssMb = rssMbOf(serverPid);
  const load1 = loadavg()[0]?.toFixed(1);

  // every acknowledged request is a row, and its confirmation is sent
  const pool = new pg.Pool({ connectionString: target.url, max: 1 });
  const drainedBy = Date.now() + 120_000;
  let unsent = -1;
  while (Date.now() < drainedBy) {
    const { rows } = await pool.query<{ n: number }>(
      "select count(*)::int as n from mail_outbox where status in ('pending', 'sending')",
    );
    unsent = rows[0]?.n ?? -1;
    if (unsent === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // counted once the outbox is empty: the requests still in flight when the load stopped have
  // committed by then
  const [{ reservations }] = (
    await pool.query<{ reservations: number }>(
      'select count(*)::int as reservations from reservations',
    )
  ).rows as [{ reservations: number }];
  const guests = (
    await pool.query<{ email: string }>("select email from reservations where email like 'guest-%'")
  ).rows.map((row) => row.email.toLowerCase());
  await pool.end();
  const received = new Map<string, number>();
  for (const message of smtp.messages) {
    for (const to of message.to) received.set(to, (received.get(to) ?? 0) + 1);
  }
  const confirmedOnce = guests.filter((email) => received.get(email) === 1).length;
  const others = [...received.keys()].filter((to) => !to.startsWith('guest-'));
  // the database alone, running the statements of the requests just counted
  const statementsTps = args['skip-pgbench']
    ? undefined
    : quoteRequestStatementsPerSecond(target.url, CONNECTIONS);

  const rows = [
    ['connections', String(CONNECTIONS)],
    ['duration', `${DURATION_S} s (after 3 s of warm-up)`],
    ['requests per second', String(Math.round(result.requests.average))],
    ['latency p50', `${result.latency.p50} ms`],
    ['latency p99', `${result.latency.p99} ms`],
    ['2xx / non-2xx / errors', `${result['2xx']} / ${result.non2xx} / ${result.errors}`],
    ['server CPU per request', `${cpuPerRequest.server.toFixed(2)} ms`],
    ['PostgreSQL CPU per request (all its processes)', `${cpuPerRequest.postgres.toFixed(2)} ms`],
    ['server RSS at the end', `${rssMb} MB`],
    ['reservations stored (warm-up included)', String(reservations)],
    [
      'confirmations received by SMTP',
      `${smtp.messages.length} (${unsent} still queued); guests with exactly one: ` +
        `${confirmedOnce} of ${guests.length}; other recipients: ${others.join(', ') || 'none'}`,
    ],
    [
      'pgbench, transactions of two inserts per second',
      pgbenchTps === undefined ? 'skipped' : String(Math.round(pgbenchTps)),
    ],
    [
      "pgbench, a quote request's own statements per second (its transaction and the send)",
      statementsTps === undefined ? 'skipped' : String(Math.round(statementsTps)),
    ],
    ['load average at the end', String(load1)],
  ];
  console.log('| measure | value |\n| --- | ---: |');
  for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
  if (result.non2xx > 0 || result.errors > 0) process.exitCode = 1;
} finally {
  await server.stop();
  await smtp.close();
  await target.drop();
}
