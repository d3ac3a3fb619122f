/**
 * Two instances under load, a crash and an SMTP outage (bench/README.md, "Several instances under
 * load"): two real server processes — the built bundle that `npm start` runs — on one PostgreSQL,
 * one Redis and one DATA_DIR (the helper of several-instances.test.ts), a real SMTP receiver, and guests sending quote requests with
 * Idempotency-Keys to both. Then the invariants are checked in the database, DATA_DIR and the
 * receiver, and the figures printed as Markdown.
 *
 *   npm run bench:load -- --scenario all --requests 2000 --connections 50 --smtp-outage-ms 20000
 *
 * Options: --requests N (10000), --connections N (100), --retry-share 0.1,
 * --scenario load|kill|smtp-outage|all (all), --database-url URL (default: a fresh database created
 * and dropped on postgres://postgres@127.0.0.1:5432), --redis-url URL, --smtp-outage-ms N (60000),
 * --drain-timeout-ms N (outbox wait after the load, default 300000 + the outage).
 * Exits 1 if an invariant does not hold. Not part of `npm test`: it takes minutes.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '@navette/test-support/server-processes';
import { startSmtpReceiver, type SmtpReceiver } from '@navette/test-support/smtp-receiver';
import {
  checkMails,
  checkPaymentsAndDocuments,
  checkReservations,
  drainOutbox,
  type Check,
} from './load-checks';
import { driveLoad, percentile } from './load-driver';
import { openScratchDatabase } from './scratch-database';

const RSS_LIMIT_MB = 300;
/**
 * The e-mails a killed instance had claimed are sent by the other within this: the worker's lease
 * (MAIL_LEASE_MS, 30 s by default, no longer renewed once the instance is dead), a poll interval
 * and room for a busy machine (docs/decisions/0055-mail-lease-heartbeat.md).
 */
const TAKEOVER_LIMIT_MS = 60_000;
const SCENARIOS = ['load', 'kill', 'smtp-outage'] as const;
type Scenario = (typeof SCENARIOS)[number];

const { values: args } = parseArgs({
  options: {
    requests: { type: 'string', default: '10000' },
    connections: { type: 'string', default: '100' },
    'retry-share': { type: 'string', default: '0.1' },
    scenario: { type: 'string', default: 'all' },
    'database-url': { type: 'string' },
    'redis-url': { type: 'string', default: 'redis://127.0.0.1:6379' },
    'smtp-outage-ms': { type: 'string', default: '60000' },
    'drain-timeout-ms': { type: 'string' },
  },
});
const requests = Number(args.requests);
const connections = Number(args.connections);
const retryShare = Number(args['retry-share']);
const outageMs = Number(args['smtp-outage-ms']);
const drainTimeoutMs = Number(args['drain-timeout-ms'] ?? 300_000 + outageMs);
const scenarios: Scenario[] =
  args.scenario === 'all' ? [...SCENARIOS] : [args.scenario as Scenario];
if (!scenarios.every((scenario) => SCENARIOS.includes(scenario))) {
  throw new Error(`--scenario: one of ${SCENARIOS.join(', ')} or all`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A database of its own unless one is given; dropped at the end if created here. */
const openTarget = () => openScratchDatabase('navette_load', args['database-url']);

/** The resident memory of a process, in MB, from /proc (Linux). */
const rssMb = (pid: number): number | undefined => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : undefined;
  } catch {
    return undefined;
  }
};

const runScenario = async (scenario: Scenario, databaseUrl: string): Promise<boolean> => {
  const run = randomBytes(4).toString('hex');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-load-'));
  let receiver: SmtpReceiver = await startSmtpReceiver();
  // what every receiver got, the one stopped by the outage and the one started after it
  const mailboxes = [receiver.messages];
  const smtpPort = receiver.port;
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: args['redis-url'],
    SESSION_SECRET: randomBytes(36).toString('base64url'),
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:8080',
    TRUST_PROXY: 'loopback',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    RESERVATION_RATE_LIMIT_MAX: '100000000',
  };
  const instances: [ServerProcess, ServerProcess] = await Promise.all([
    startServerProcess('A', env, { bundle: true }),
    startServerProcess('B', env, { bundle: true }),
  ]);
  const everyInstance = [...instances];
  const maxRss = new Map<string, number>();
  // each instance's memory before the load, to tell its own footprint from what the load adds
  const idleRss = new Map(instances.map((server) => [server.name, rssMb(server.pid) ?? 0]));
  const sampler = setInterval(() => {
    for (const server of instances) {
      const mb = rssMb(server.pid);
      if (mb !== undefined) maxRss.set(server.name, Math.max(maxRss.get(server.name) ?? 0, mb));
    }
  }, 1000);
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  const events: string[] = [];
  const background: Promise<unknown>[] = [];
  /** In `kill`: how long after the kill the e-mails claimed at that moment were all sent. */
  let takeover: { claimed: number; sentAfterMs: number | undefined } | undefined;
  const watchTakeover = async (killedAt: number) => {
    const { rows } = await pool.query<{ id: string }>(
      "select id::text from mail_outbox where status = 'sending'",
    );
    const ids = rows.map((row) => row.id);
    takeover = { claimed: ids.length, sentAfterMs: undefined };
    const deadline = killedAt + drainTimeoutMs;
    while (Date.now() < deadline) {
      const left = await pool.query<{ n: number }>(
        "select count(*)::int as n from mail_outbox where id = any($1::uuid[]) and status <> 'sent'",
        [ids],
      );
      if (left.rows[0]?.n === 0) {
        takeover.sentAfterMs = Date.now() - killedAt;
        return;
      }
      await sleep(250);
    }
  };
  const at = (share: number, action: () => Promise<void>) => ({
    at: Math.max(1, Math.round(requests * share)),
    action: () => void background.push(action()),
  });
  const milestones =
    scenario === 'kill'
      ? [
          at(0.5, async () => {
            await instances[1].kill();
            const killedAt = Date.now();
            events.push(`B killed (SIGKILL) at ${Math.round(requests * 0.5)} acknowledged`);
            background.push(watchTakeover(killedAt));
            const restarted = await startServerProcess('B (restarted)', env, { bundle: true });
            idleRss.set(restarted.name, rssMb(restarted.pid) ?? 0);
            instances[1] = restarted;
            everyInstance.push(restarted);
            events.push('B restarted and answering its health check');
          }),
        ]
      : scenario === 'smtp-outage'
        ? [
            at(0.1, async () => {
              await receiver.close();
              events.push(`SMTP receiver stopped for ${outageMs / 1000} s`);
              await sleep(outageMs);
              receiver = await startSmtpReceiver(smtpPort);
              mailboxes.push(receiver.messages);
              events.push('SMTP receiver back on the same port');
            }),
          ]
        : [];

  let ok: boolean;
  try {
    const services = await fetch(`${instances[0].baseUrl}/api/services`);
    const [service] = (await services.json()) as { _id: string }[];
    const result = await driveLoad({
      requests,
      connections,
      retryShare,
      instances: () => instances,
      serviceId: service?._id ?? '',
      run,
      milestones,
    });
    await Promise.all(background);
    const outbox = await drainOutbox(pool, drainTimeoutMs);
    clearInterval(sampler);
    const fiveXx = [...result.statuses]
      .filter(([status]) => status.startsWith('5'))
      .reduce((sum, [, n]) => sum + n, 0);
    const errorsLogged = everyInstance.flatMap((server) =>
      server.logLines().filter((line) => line.level >= 50),
    );
    const checks: Check[] = [
      ...(await checkReservations(pool, run, result.outcomes)),
      { what: 'answers 5xx', value: String(fiveXx), ok: fiveXx === 0 },
      ...checkMails(result.outcomes, mailboxes.flat(), outbox, takeover?.claimed),
      ...(await checkPaymentsAndDocuments(pool, dataDir)),
      ...(takeover
        ? [
            {
              what: `e-mails being sent at the kill (B's and A's) all sent within ${TAKEOVER_LIMIT_MS / 1000} s`,
              value: `${takeover.claimed} rows, all sent after ${
                takeover.sentAfterMs === undefined
                  ? 'never'
                  : `${(takeover.sentAfterMs / 1000).toFixed(1)} s`
              }`,
              ok: takeover.sentAfterMs !== undefined && takeover.sentAfterMs <= TAKEOVER_LIMIT_MS,
            },
          ]
        : []),
      ...[...maxRss].map(([name, mb]) => ({
        what: `RSS of ${name}: after start-up → max under load (sampled every second)`,
        value: `${idleRss.get(name)?.toFixed(0) ?? '–'} → ${mb.toFixed(0)} MB`,
        ok: mb < RSS_LIMIT_MB,
      })),
      {
        what: 'errors logged by the instances',
        value: String(errorsLogged.length),
        // a killed instance's in-flight requests are expected to show up on the other side only
        ok: errorsLogged.length === 0,
      },
    ];
    const answered = result.latencies.length;
    console.log(`\n### Scenario ${scenario}\n`);
    console.log(
      `${requests} quote requests, ${connections} connections, retry share ${retryShare}; ` +
        `load average at the end ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' / ')}`,
    );
    for (const event of events) console.log(`- ${event}`);
    console.log('\n| figure | value |\n| --- | ---: |');
    console.log(`| requests answered | ${answered} |`);
    console.log(`| req/s | ${((answered / result.elapsedMs) * 1000).toFixed(0)} |`);
    console.log(`| p50 latency | ${percentile(result.latencies, 0.5).toFixed(1)} ms |`);
    console.log(`| p99 latency | ${percentile(result.latencies, 0.99).toFixed(1)} ms |`);
    const statuses = [...result.statuses].map(([status, n]) => `${status}: ${n}`).join(', ');
    console.log(`| statuses | ${statuses} |`);
    console.log('\n| check | value | holds |\n| --- | --- | :---: |');
    for (const check of checks) {
      console.log(`| ${check.what} | ${check.value} | ${check.ok ? 'yes' : '**no**'} |`);
    }
    for (const line of errorsLogged.slice(0, 5)) console.log(JSON.stringify(line));
    ok = checks.every((check) => check.ok);
  } finally {
    clearInterval(sampler);
    await Promise.allSettled(background);
    await Promise.all(instances.map((server) => server.stop()));
    await pool.end();
    await receiver.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return ok;
};

const target = await openTarget();
let allHold = true;
try {
  for (const scenario of scenarios) {
    // each scenario on its own rows: the checks select this run's guests only
    allHold = (await runScenario(scenario, target.url)) && allHold;
  }
} finally {
  await target.drop();
}
process.exitCode = allHold ? 0 : 1;
