/**
 * Guest quote requests (`POST /api/reservations`) on PostgreSQL at a fixed number of connections,
 * against the built server with its production settings, beside what `pgbench` commits on the
 * same database in the same run (bench/README.md, "Guest quote requests on PostgreSQL").
 *
 *   npm run build && npm run bench:reservations
 *   npm run bench:reservations -- --connections 50 --duration 10 --runs 3
 *
 * Options: --connections N (50), --duration S (10, after a 3 s warm-up for the app), --runs N (3:
 * each figure is the median of N runs, the app and both pgbench scripts in turn),
 * --database-url URL (default: a fresh database created and dropped on
 * postgres://postgres@127.0.0.1:5432), --skip-pgbench, --cpu-prof <folder> (the server writes a
 * CPU profile there). The load comes from autocannon in a plain `node` process of its own
 * (bench/load-generator.mjs). Every request has its own Idempotency-Key and guest e-mail address;
 * the mail worker sends each confirmation to a real SMTP receiver. Prints Markdown.
 */
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { guestQuoteRequest } from '@navette/test-support/guest-request';
import { startSmtpReceiver } from '@navette/test-support/smtp-receiver';
import { startServer } from '../e2e/support/server';
import { machineLoad, median, postgresPids, runLoadGenerator, verdict } from './load-driver';
import { browserVisit } from './bench-client';
import type { GeneratorRun } from './load-driver';
import {
  keepOutboxRowsAsWritten,
  quoteRequestStatementsPerSecond,
  twoInsertsPerSecond,
} from './pgbench';
import { compareStatements, statementCounter } from './statement-check';
import { openScratchDatabase } from './scratch-database';

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '10' },
    runs: { type: 'string', default: '3' },
    'database-url': { type: 'string' },
    'skip-pgbench': { type: 'boolean', default: false },
    'cpu-prof': { type: 'string' },
  },
});
const CONNECTIONS = Number(args.connections);
const DURATION_S = Number(args.duration);
const RUNS = Number(args.runs);
const TARGETS = { appOfOwn: 60, ownOfTwoInserts: 40, p99Ms: 100 };

const loadBefore = machineLoad();
const target = await openScratchDatabase('navette_rt', args['database-url']);
const smtp = await startSmtpReceiver();
const countsFile = path.join(tmpdir(), `navette-statements-${process.pid}.json`);
const counter = statementCounter(countsFile);
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
    nodeArgs: [
      ...counter.nodeArgs,
      ...(args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : []),
    ],
  },
);
const serverPid = server.pid ?? 0;
const pool = new pg.Pool({ connectionString: target.url, max: 1 });
const countOf = async (sql: string) =>
  ((await pool.query<{ n: number }>(sql)).rows[0]?.n ?? -1) as number;
const guestsStored = () =>
  countOf("select count(*)::int as n from reservations where email like 'guest-%'");

/** Waits until the worker has sent every e-mail queued: the app's work for its requests is done. */
const drainOutbox = async () => {
  const by = Date.now() + 120_000;
  while (Date.now() < by) {
    const unsent = await countOf(
      "select count(*)::int as n from mail_outbox where status in ('pending', 'sending') " +
        "and recipient not like 'pgbench-%'",
    );
    if (unsent === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the outbox did not drain in 120 s');
};

try {
  // one browser: its anti-forgery cookie and token, sent with every request
  const { services, headers } = await browserVisit(server.baseUrl);
  const serviceId = services[0]?._id;
  if (!serviceId) throw new Error('no service to book');
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const request = (email: string, key: string) => ({
    url: `${server.baseUrl}/api/reservations`,
    method: 'POST' as const,
    headers: { ...headers, 'idempotency-key': key },
    body: JSON.stringify(guestQuoteRequest(serviceId, email, date)),
  });

  // the first request alone, its outbox rows kept as written for the pgbench script to copy
  const stopKeeping = keepOutboxRowsAsWritten(target.url);
  const firstRequest = request('first@example.com', 'first-request-key');
  const primed = await fetch(firstRequest.url, firstRequest);
  stopKeeping();
  if (primed.status !== 201) throw new Error(`the first request got ${primed.status}`);
  await drainOutbox();

  const sentBefore = await counter.read(serverPid);
  const guestsBefore = await guestsStored();
  const runs: { app: GeneratorRun; two?: number; own?: number }[] = [];
  for (let round = 0; round < RUNS; round += 1) {
    const app = await runLoadGenerator(
      {
        ...request('guest-{{n}}-{{uuid}}@example.com', '{{uuid}}'),
        connections: CONNECTIONS,
        durationS: DURATION_S,
        warmupS: 3,
      },
      { server: () => [serverPid], postgres: postgresPids },
    );
    await drainOutbox();
    const skip = args['skip-pgbench'];
    const two = skip ? undefined : twoInsertsPerSecond(target.url, CONNECTIONS, DURATION_S);
    const own = skip
      ? undefined
      : quoteRequestStatementsPerSecond(target.url, CONNECTIONS, DURATION_S);
    runs.push({ app, two, own });
  }
  const sentAfter = await counter.read(serverPid);
  const requests = (await guestsStored()) - guestsBefore;
  const loadAfter = machineLoad();

  // every acknowledged request is a row, and its confirmation was sent once
  const guests = (
    await pool.query<{ email: string }>("select email from reservations where email like 'guest-%'")
  ).rows.map((row) => row.email.toLowerCase());
  const received = new Map<string, number>();
  for (const message of smtp.messages) {
    for (const to of message.to) received.set(to, (received.get(to) ?? 0) + 1);
  }
  const confirmedOnce = guests.filter((email) => received.get(email) === 1).length;
  const sent = new Map(
    [...sentAfter].map(([sql, times]) => [sql, times - (sentBefore.get(sql) ?? 0)]),
  );
  const statements = compareStatements(sent, requests);

  console.log(`Node ${process.version}; before: ${loadBefore}; after: ${loadAfter}`);
  console.log(
    `${CONNECTIONS} connections, ${DURATION_S} s per run (the app's after 3 s of warm-up). ` +
      'cores: CPU time ÷ wall time of the measured run (1 = one core busy); rest: every ' +
      'other process of the machine (SMTP receiver and this bench included); ms/req: CPU per 2xx\n',
  );
  console.log(
    '| run | app req/s | p50 | p99 | server cores | PostgreSQL cores | generator cores | rest | ' +
      'server ms/req | PostgreSQL ms/req | pgbench two inserts tps | pgbench own tps |',
  );
  console.log(
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const [index, { app, two, own }] of runs.entries()) {
    const { server: s = 0, postgres: p = 0 } = app.watchedCores;
    console.log(
      `| ${index + 1} | ${Math.round(app.requestsPerSecond)} | ${app.latencyP50Ms} ms | ` +
        `${app.latencyP99Ms} ms | ${s.toFixed(2)} | ${p.toFixed(2)} | ` +
        `${app.generatorCores.toFixed(2)} | ${(app.machineCores - s - p - app.generatorCores).toFixed(2)} | ` +
        `${app.watchedMsPerRequest.server?.toFixed(2)} | ${app.watchedMsPerRequest.postgres?.toFixed(2)} | ` +
        `${two === undefined ? 'skipped' : Math.round(two)} | ${own === undefined ? 'skipped' : Math.round(own)} |`,
    );
  }
  const appRps = median(runs.map((run) => run.app.requestsPerSecond));
  const p99 = median(runs.map((run) => run.app.latencyP99Ms));
  const two = median(runs.map((run) => run.two ?? Number.NaN));
  const own = median(runs.map((run) => run.own ?? Number.NaN));
  console.log(
    `\nmedians of ${RUNS} runs: app ${Math.round(appRps)} req/s, p99 ${p99} ms; pgbench, the ` +
      `request's own statements ${Math.round(own)} tps, two inserts ${Math.round(two)} tps`,
  );
  const ratios = [
    verdict("app ÷ pgbench, the request's own statements", (appRps / own) * 100, {
      atLeast: TARGETS.appOfOwn,
    }),
    verdict("pgbench, the request's own statements ÷ two inserts", (own / two) * 100, {
      atLeast: TARGETS.ownOfTwoInserts,
    }),
  ];
  if (!args['skip-pgbench']) console.log(ratios.join('\n'));
  console.log(verdict(`p99 at ${CONNECTIONS} connections`, p99, { atMost: TARGETS.p99Ms }, ' ms'));

  console.log(
    `\nstatements per request, over ${requests} requests (app) and per pgbench transaction:\n`,
  );
  console.log('| statement | app | pgbench script |\n| --- | ---: | ---: |');
  for (const row of statements.rows) {
    console.log(`| ${row.kind} | ${row.app.toFixed(2)} | ${row.script} |`);
  }
  console.log(
    statements.differing.length === 0
      ? "the pgbench script mirrors the request's statements"
      : `MISMATCH: the pgbench script no longer mirrors the request (${statements.differing.join(', ')}): ` +
          'edit QUOTE_REQUEST_SCRIPT in bench/pgbench.ts',
  );
  const errors = runs.reduce((sum, { app }) => sum + app.non2xx + app.errors, 0);
  console.log(
    `\n2xx ${runs.reduce((sum, { app }) => sum + app.ok, 0)}, non-2xx or errors ${errors}; ` +
      `guests stored ${guests.length}, of whom confirmed exactly once ${confirmedOnce}; ` +
      `server RSS at the end ${rssMbOf(serverPid)} MB`,
  );
  if (errors > 0 || confirmedOnce !== guests.length || statements.differing.length > 0) {
    process.exitCode = 1;
  }
} finally {
  await pool.end();
  await server.stop();
  await smtp.close();
  await target.drop();
  rmSync(countsFile, { force: true });
}

function rssMbOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
}
