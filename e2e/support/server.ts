import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const SERVER_BUNDLE = path.join(REPO_ROOT, 'apps/server/dist/server.js');

/** A TCP port free on the loopback interface right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** the server's process id (a bench reads its CPU time and memory from /proc) */
  pid: number | undefined;
  output: () => string;
  /** SIGTERM, wait for the exit code; the data directory is removed unless kept */
  stop: (options?: { keepData?: boolean }) => Promise<number | null>;
}

/**
 * Starts the built server (`npm run build` first) on a free port with a fresh data directory,
 * exactly as `npm start` would, and waits until it answers its health check. The e2e tests and
 * the benches (run through tsx) use it.
 */
export const startServer = async (
  env: Record<string, string> = {},
  options: {
    dataDir?: string;
    /** 'discard': standard output goes to /dev/null (a bench's info logs), errors are kept */
    logs?: 'keep' | 'discard';
    /** options for node itself (a bench's `--cpu-prof`) */
    nodeArgs?: string[];
  } = {},
): Promise<RunningServer> => {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'navette-e2e-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), SERVER_BUNDLE],
    {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'admin@navette.test',
        ADMIN_PASSWORD: 'admin-password-e2e',
        LOG_LEVEL: 'warn',
        RATE_LIMIT_MAX: '10000',
        // every journey loads its pages and their files from this one address
        PAGE_RATE_LIMIT_MAX: '10000',
        STATIC_RATE_LIMIT_MAX: '100000',
        // Chromium and the server share two busy cores in CI: a PDF drawn there can hold the loop
        // for a second, which the load guard would answer with 503s; the guard is tried by
        // apps/server/test/hostile-bodies.test.ts
        MAX_EVENT_LOOP_DELAY_MS: '0',
        // no journey reaches the real address search or routing service: a closed loopback
        // port is down at once; the journeys of prices start the geo stand-in instead
        GEOCODER_URL: 'http://127.0.0.1:9/search/',
        ROUTER_URL: 'http://127.0.0.1:9/navigation/itineraire',
        ...env,
      },
      stdio: ['ignore', options.logs === 'discard' ? 'ignore' : 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start in 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    baseUrl,
    dataDir,
    pid: child.pid,
    output: () => output,
    stop: async ({ keepData = false } = {}) => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const code = await exited;
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
      return code;
    },
  };
};
