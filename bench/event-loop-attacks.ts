/**
 * How long one hostile request holds the event loop: the two attacks of a security review,
 * each sent a few times to the real app (`buildApp` on a fresh PGlite, logging at `info` into a
 * sink, as in production), while `perf_hooks.monitorEventLoopDelay` records the loop's delay and
 * a liveness check (`GET /api/health`) is asked every 20 ms.
 *
 * - `url`: an anonymous `GET /a%40a-a-a…` of 15 KB, which the log scrubber's e-mail pattern
 *   matched in quadratic time while logging the request;
 * - `body`: a 24 000-key JSON body (about 210 KB) sent to a form, each unknown key of which got
 *   its own translated message; and a 3 000-key one (27 KB), under every route's size limit.
 *
 *   npx tsx bench/event-loop-attacks.ts [--runs 5]
 *
 * It prints, per attack, the loop's largest delay, its 99th percentile, the slowest liveness
 * answer and the answers' statuses. The figures depend on the machine: run it on a quiet one.
 */
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { openDatabase } from '../apps/server/src/db/client';
import { buildBenchApp } from './bench-app';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const runs = Number(values.runs);

/** The 15 KB path: `a%40a-` repeated, addresses the e-mail pattern never completes. */
const hostileUrl = `/${'a%40a-'.repeat(2_500)}`;
/** `count` distinct short keys, none the form knows. */
const unknownKeys = (count: number) =>
  JSON.stringify(
    Object.fromEntries(Array.from({ length: count }, (_, i) => [`k${i.toString(36)}`, 0])),
  );
/** 24 000 of them: about 210 KB, under the server's former 256 KB limit. */
const hostileBody = unknownKeys(24_000);
/** 3 000 of them: about 27 KB, under every JSON route's size limit. */
const smallHostileBody = unknownKeys(3_000);

const { app, close } = await buildBenchApp({
  env: {
    LOG_LEVEL: 'info',
    // the bench sends more than a client may: the limits are not what it measures
    RATE_LIMIT_MAX: '100000',
    STATIC_RATE_LIMIT_MAX: '100000',
    AUTH_RATE_LIMIT_IP_MAX: '100000',
    CONTACT_RATE_LIMIT_MAX: '100000',
  },
  openDatabase: (scratch) => openDatabase({ dataDir: join(scratch, 'db') }),
  // logged as in production, into a sink
  dependencies: { logStream: { write: () => undefined } },
});
const health = await app.inject({ method: 'GET', url: '/api/health' });
const token = health.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
const xsrf = { cookies: { 'XSRF-TOKEN': token }, headers: { 'x-xsrf-token': token } };

interface Figures {
  attack: string;
  requests: number;
  statuses: string;
  loopMaxMs: number;
  loopP99Ms: number;
  healthMaxMs: number;
  attackMaxMs: number;
}

const measure = async (attack: string, send: () => Promise<number>): Promise<Figures> => {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  let attacking = true;
  const healthTimes: number[] = [];
  const probe = (async () => {
    while (attacking) {
      const started = performance.now();
      await app.inject({ method: 'GET', url: '/api/health' });
      healthTimes.push(performance.now() - started);
      await delay(20);
    }
  })();
  histogram.enable();
  const statuses = new Map<number, number>();
  const attackTimes: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = performance.now();
    const status = await send();
    attackTimes.push(performance.now() - started);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
    await delay(50);
  }
  histogram.disable();
  attacking = false;
  await probe;
  return {
    attack,
    requests: runs,
    statuses: [...statuses].map(([status, n]) => `${n}×${status}`).join(' '),
    loopMaxMs: Math.round(histogram.max / 1e6),
    loopP99Ms: Math.round(histogram.percentile(99) / 1e6),
    healthMaxMs: Math.round(Math.max(...healthTimes)),
    attackMaxMs: Math.round(Math.max(...attackTimes)),
  };
};

// a warm-up of each route, so that the first request's compilation is not counted
await app.inject({ method: 'GET', url: '/a%40example.com' });
await app.inject({ method: 'POST', url: '/auth/register', ...xsrf, payload: { a: 1 } });

const figures = [
  await measure('15 KB URL, anonymous', async () => {
    const response = await app.inject({ method: 'GET', url: hostileUrl });
    return response.statusCode;
  }),
  await measure('24 000-key JSON body', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/auth/register',
      ...xsrf,
      headers: { ...xsrf.headers, 'content-type': 'application/json' },
      payload: hostileBody,
    });
    return response.statusCode;
  }),
  await measure('3 000-key JSON body (27 KB)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/contact',
      ...xsrf,
      headers: { ...xsrf.headers, 'content-type': 'application/json' },
      payload: smallHostileBody,
    });
    return response.statusCode;
  }),
];
await close();

console.log(`body: ${hostileBody.length} bytes, URL: ${hostileUrl.length} characters`);
console.log(
  '| attack | requests | answers | loop max (ms) | loop p99 (ms) | slowest health (ms) | slowest attack (ms) |',
);
console.log('| --- | ---: | --- | ---: | ---: | ---: | ---: |');
for (const f of figures) {
  console.log(
    `| ${f.attack} | ${f.requests} | ${f.statuses} | ${f.loopMaxMs} | ${f.loopP99Ms} | ${f.healthMaxMs} | ${f.attackMaxMs} |`,
  );
}
