// Throughput of GET /api/services on the built server (every plugin registered, PGlite) against a
// bare Fastify "hello world" started in the same run. Run: npm run bench (it builds first, then
// runs this file with tsx, which reads e2e/support/server.ts). The load comes from autocannon in
// a plain `node` process of its own (bench/load-generator.mjs), never from this tsx process, and
// each run reports the CPU use of the server and of the generator (bench/README.md).
// Options: DURATION=10 CONNECTIONS=50 ROUNDS=3.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, startServer } from '../e2e/support/server.ts';
import { machineLoad, median, runLoadGenerator, verdict } from './load-driver.ts';
import { loadOptions } from './bench-client.ts';

const { durationS: DURATION, connections: CONNECTIONS, rounds: ROUNDS } = loadOptions();
const TARGET_PERCENT = 50;
const REPO_ROOT = path.resolve(import.meta.dirname, '..');

// the baseline, in a plain `node` process of its own like the real server
const HELLO_WORLD = `
import Fastify from 'fastify';
const hello = Fastify();
hello.get('/', async () => ({ hello: 'world' }));
await hello.listen({ port: Number(process.argv[1]), host: '127.0.0.1' });
`;

const startHelloWorld = async () => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--input-type=module', '-e', HELLO_WORLD, String(port)], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH },
    stdio: 'inherit',
  });
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}/`,
    headers: {},
    pid: child.pid,
    stop: () => child.kill(),
  };
};

const startNavette = async () => {
  // the production settings: info logs (one line per request, written to /dev/null here),
  // every plugin; only the rate limit is raised out of the way of one client's 50 connections
  const server = await startServer(
    {
      NODE_ENV: 'production',
      // the bench takes no payment: the test checkout, on purpose
      PAYMENTS: 'test',
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '100000000',
      ADMIN_PASSWORD: 'bench-admin-password',
    },
    { logs: 'discard' },
  );
  // A browser keeps the XSRF cookie of its first response and sends it back; so does the bench,
  // otherwise every response would mint a new token, which no real visitor causes.
  const first = await fetch(`${server.baseUrl}/api/health`);
  const xsrf = /XSRF-TOKEN=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0] ?? '';
  return {
    url: `${server.baseUrl}/api/services`,
    headers: { cookie: xsrf, 'accept-language': 'fr-FR,fr;q=0.9' },
    pid: server.pid,
    stop: () => server.stop(),
  };
};

const measure = async (title, target) => {
  const run = await runLoadGenerator(
    {
      url: target.url,
      headers: target.headers,
      connections: CONNECTIONS,
      durationS: DURATION,
      warmupS: 2,
    },
    { server: () => [target.pid] },
  );
  if (run.non2xx > 0 || run.errors > 0) {
    throw new Error(`${title}: ${run.non2xx} non-2xx responses, ${run.errors} errors`);
  }
  return { title, ...run };
};

const loadBefore = machineLoad();
const hello = await startHelloWorld();
// the two servers measured in turn, ROUNDS times, so that a busy moment of the machine falls
// on both alike; each one's median run is compared
const runs = { baseline: [], services: [] };
let navette;
try {
  navette = await startNavette();
  for (let round = 0; round < ROUNDS; round += 1) {
    runs.baseline.push(await measure('bare Fastify hello world', hello));
    runs.services.push(await measure('Navette GET /api/services', navette));
  }
} finally {
  hello.stop();
  await navette?.stop();
}
const loadAfter = machineLoad();

console.log(`Node ${process.version}; before: ${loadBefore}; after: ${loadAfter}`);
console.log(
  `${CONNECTIONS} connections, ${DURATION} s per run after 2 s of warm-up; cores: CPU time ÷ wall time of the measured run (1 = one core busy); rest of the machine: every other process, this bench's tsx process included\n`,
);
console.log(
  '| run | server | req/s | p50 | p99 | server cores | generator cores | rest of the machine |',
);
console.log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const [index, run] of [...runs.baseline, ...runs.services].entries()) {
  console.log(
    `| ${(index % ROUNDS) + 1} | ${run.title} | ${Math.round(run.requestsPerSecond)} | ` +
      `${run.latencyP50Ms} ms | ${run.latencyP99Ms} ms | ${run.watchedCores.server.toFixed(2)} | ` +
      `${run.generatorCores.toFixed(2)} | ` +
      `${(run.machineCores - run.watchedCores.server - run.generatorCores).toFixed(2)} |`,
  );
}
const baseline = median(runs.baseline.map((run) => run.requestsPerSecond));
const services = median(runs.services.map((run) => run.requestsPerSecond));
console.log(
  `\nmedians of ${ROUNDS} runs: hello world ${Math.round(baseline)} req/s, ` +
    `GET /api/services ${Math.round(services)} req/s`,
);
console.log(
  verdict('GET /api/services ÷ bare Fastify hello world', (services / baseline) * 100, {
    atLeast: TARGET_PERCENT,
  }),
);
