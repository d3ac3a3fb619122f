// Throughput of GET /api/services on the built server (every plugin registered, PGlite) against a
// bare Fastify "hello world" started in the same run, with autocannon. Run: npm run bench
// (it builds first). Options: DURATION=10 CONNECTIONS=50.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 50);
const root = path.resolve(import.meta.dirname, '..');

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

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
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000000',
      ADMIN_PASSWORD: 'bench-admin-password',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  // A browser keeps the XSRF cookie of its first response and sends it back; so does the bench,
  // otherwise every response would mint a new token, which no real visitor causes.
  const first = await fetch(`${base}/api/health`);
  const xsrf = /XSRF-TOKEN=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0] ?? '';
  return {
    url: `${base}/api/services`,
    headers: { cookie: xsrf, 'accept-language': 'fr-FR,fr;q=0.9' },
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
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

async function main() {
  const helloPort = await freePort();
  const helloProcess = spawn(
    process.execPath,
    [import.meta.filename, '--hello', String(helloPort)],
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
  const baseline = await measure('bare Fastify hello world', `http://127.0.0.1:${helloPort}/`);
  helloProcess.kill('SIGTERM');

  const navette = await startNavette();
  let services;
  try {
    services = await measure('Navette GET /api/services', navette.url, navette.headers);
  } finally {
    await navette.stop();
  }

  console.table([baseline, services]);
  console.log(
    `GET /api/services reaches ${((services.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)} % ` +
      `of a bare Fastify hello world (${CONNECTIONS} connections, ${DURATION} s each).`,
  );
}
