// Throughput of GET /api/services on the built server (every plugin registered, PGlite) against a
// bare Fastify "hello world" started in the same run, with autocannon. Run: npm run bench
// (it builds first, then runs this file with tsx, which reads e2e/support/server.ts).
// Options: DURATION=10 CONNECTIONS=50 ROUNDS=3.
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort, startServer } from '../e2e/support/server.ts';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.ROUNDS ?? 3);

const measure = async (title, url, headers = {}) => {
  // warm-up, then the measured run
  await autocannon({ url, headers, connections: CONNECTIONS, duration: 2 });
  const result = await autocannon({ url, headers, connections: CONNECTIONS, duration: DURATION });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${title}: ${result.non2xx} non-2xx responses, ${result.errors} errors`);
  }
  return {
    title,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
  };
};

const startNavette = async () => {
  // the production settings: info logs (one line per request, written to /dev/null here),
  // every plugin; only the rate limit is raised out of the way of one client's 50 connections
  const server = await startServer(
    {
      NODE_ENV: 'production',
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
    stop: () => server.stop(),
  };
};

if (process.argv[2] === '--hello') {
  // the baseline, in a process of its own like the real server
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  await hello.listen({ port: Number(process.argv[3]), host: '127.0.0.1' });
  process.on('SIGTERM', () => hello.close().then(() => process.exit(0)));
} else {
  await main();
}

/** The middle value of a few runs: one run is at the mercy of whatever else the machine does. */
function median(values) {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
}

async function main() {
  const helloPort = await freePort();
  const helloProcess = spawn(
    process.execPath,
    // execArgv carries tsx's loader to the child
    [...process.execArgv, import.meta.filename, '--hello', String(helloPort)],
    {
      stdio: 'inherit',
    },
  );
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${helloPort}/`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const navette = await startNavette();
  // the two servers measured in turn, ROUNDS times, so that a busy moment of the machine falls
  // on both alike; each one's median run is compared
  const runs = { baseline: [], services: [] };
  try {
    for (let round = 0; round < ROUNDS; round += 1) {
      runs.baseline.push(
        await measure('bare Fastify hello world', `http://127.0.0.1:${helloPort}/`),
      );
      runs.services.push(await measure('Navette GET /api/services', navette.url, navette.headers));
    }
  } finally {
    helloProcess.kill('SIGTERM');
    await navette.stop();
  }
  const middle = (list) => {
    const value = median(list.map((run) => run.requestsPerSecond));
    return list.find((run) => run.requestsPerSecond === value);
  };
  const baseline = middle(runs.baseline);
  const services = middle(runs.services);
  console.table([...runs.baseline, ...runs.services]);
  console.log(
    `GET /api/services reaches ${((services.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} % ` +
      `of a bare Fastify hello world (medians of ${ROUNDS} runs each, ${CONNECTIONS} connections, ${DURATION} s per run).`,
  );
}
