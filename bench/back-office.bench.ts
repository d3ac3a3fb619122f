/**
 * Server time of the back-office's two heavy reads on the seeded database (bench/README.md):
 * the dashboard (GET /api/admin/dashboard) and a page of the reservations list
 * (GET /api/reservations) searched and filtered. It builds the real app on the database the seed
 * filled, signs the seeded administrator in through every step, then calls each scenario many
 * times through `app.inject` and keeps Fastify's own measure of each answer
 * (`reply.elapsedTime`, from the request's arrival to the end of the response): no network, no
 * client in the figure.
 *
 *   npm run bench:back-office -- --database-url postgres://postgres@127.0.0.1:5432/navette_bench
 *   npm run bench:back-office -- --data-dir /tmp/navette-bench
 *
 * Options: --runs N (measured calls per scenario, default 100), --warmup N (default 10).
 * Not part of `npm test`: figures depend on the machine.
 */
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import {
  adminDashboardEndpoint,
  listAdminReservationsEndpoint,
  type AdminReservationListQuery,
  type DashboardQuery,
} from '@navette/shared';
import { openDatabase } from '../apps/server/src/db/client';
import { signInAsAdmin } from '../apps/server/test/support/admin';
import { BENCH_ADMIN } from './bench-admin';
import { buildBenchApp } from './bench-app';

/** The targets on PostgreSQL, in milliseconds of server time. */
const TARGET_MS = { dashboard: 100, reservations: 50 } as const;

interface Scenario {
  name: string;
  kind: keyof typeof TARGET_MS;
  url: string;
}

const withQuery = (path: string, query: Record<string, string | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const dashboard = (name: string, query: DashboardQuery): Scenario => ({
  name,
  kind: 'dashboard',
  url: withQuery(adminDashboardEndpoint.path, query),
});

const reservations = (name: string, query: AdminReservationListQuery): Scenario => ({
  name,
  kind: 'reservations',
  url: withQuery(listAdminReservationsEndpoint.path, query),
});

const thisYear = new Date().getFullYear();

const SCENARIOS: Scenario[] = [
  dashboard('dashboard, this month', { period: 'month' }),
  dashboard(`dashboard, this year, chart ${thisYear - 2}`, {
    period: 'year',
    year: String(thisYear - 2),
  }),
  reservations('page 1, statut confirmé, no term', { statut: 'confirmé' }),
  reservations('page 1, tous, no term', { statut: 'tous' }),
  reservations("'elodie' (finds Élodie), en attente", { q: 'elodie', statut: 'en attente' }),
  reservations("'lefevre' (finds Lefèvre), confirmé", { q: 'lefevre', statut: 'confirmé' }),
  reservations("e-mail fragment 'laposte', confirmé", { q: 'laposte', statut: 'confirmé' }),
  reservations("phone fragment '06 12', en attente", { q: '06 12', statut: 'en attente' }),
  reservations("phone digits '0612', en attente", { q: '0612', statut: 'en attente' }),
  reservations("'elodie', tous, page 5", { q: 'elodie', statut: 'tous', page: '5' }),
];

/** The value below which `q` of the sorted samples fall (nearest rank). */
const percentile = (sorted: number[], q: number): number =>
  sorted[Math.max(0, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN;

const ms = (value: number) => value.toFixed(1);

const main = async () => {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      runs: { type: 'string', default: '100' },
      warmup: { type: 'string', default: '10' },
    },
  });
  const databaseUrl = values['database-url'];
  const dataDir = values['data-dir'];
  if (!databaseUrl === !dataDir) {
    throw new Error('Give exactly one of --database-url postgres://… or --data-dir <folder>');
  }
  const runs = Number(values.runs);
  const warmup = Number(values.warmup);

  const { app, database, close } = await buildBenchApp({
    env: {
      LOG_LEVEL: 'silent',
      // one client calling far more often than a person: the limits would measure themselves
      RATE_LIMIT_MAX: '100000000',
    },
    openDatabase: () => openDatabase(databaseUrl ? { databaseUrl } : { dataDir }),
    dependencies: { logger: false },
  });
  let lastElapsed = Number.NaN;
  app.addHook('onResponse', async (_request, reply) => {
    lastElapsed = reply.elapsedTime;
  });

  const rows: string[] = [];
  try {
    const { client, token } = await signInAsAdmin(app, database.db, BENCH_ADMIN);
    const headers = { authorization: `Bearer ${token}` };
    for (const scenario of SCENARIOS) {
      const samples: number[] = [];
      let total = '';
      for (let i = 0; i < warmup + runs; i += 1) {
        const response = await client.get(scenario.url, headers);
        if (response.statusCode !== 200) {
          throw new Error(`${scenario.url}: ${response.statusCode} ${response.body}`);
        }
        if (i >= warmup) samples.push(lastElapsed);
        if (i === 0 && scenario.kind === 'reservations') {
          total = String(response.json<{ total: number }>().total);
        }
      }
      samples.sort((a, b) => a - b);
      const p95 = percentile(samples, 0.95);
      const target = TARGET_MS[scenario.kind];
      rows.push(
        `| ${database.kind} | ${scenario.name} | ${total} | ${ms(percentile(samples, 0.5))} | ` +
          `${ms(p95)} | ${ms(samples.at(-1) ?? Number.NaN)} | ${target} | ${p95 <= target ? 'yes' : 'no'} |`,
      );
      console.error(`done: ${scenario.name}`);
    }
  } finally {
    await close();
  }

  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\n${new Date().toISOString()} — ${cpus().length} × ${cpu}, Node ${process.version}, ` +
      `${runs} measured calls per scenario after ${warmup} warm-up calls (server time, ms)\n`,
  );
  console.log('| engine | scenario | matches | p50 | p95 | max | target | p95 ≤ target |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | :-: |');
  for (const row of rows) console.log(row);
};

await main();
