/**
 * Real server processes for the tests of several instances (README "Running several instances"):
 * `src/server.ts` run through tsx, exactly as `npm start` runs the bundle, each with its own port,
 * and a browser that keeps its cookies whichever instance the load balancer sends it to.
 */
import { spawn } from 'node:child_process';
import { chownSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/src/server.ts');
/** what `npm start` runs, once `npm run build` has made it */
const SERVER_BUNDLE = path.join(REPO_ROOT, 'apps/server/dist/server.js');
const START_TIMEOUT_MS = 50_000;

/** A TCP port free on the loopback interface right now. */
const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });

/** One line of the server's JSON log. */
export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  job?: string;
  [key: string]: unknown;
}

export interface ServerProcess {
  readonly name: string;
  readonly baseUrl: string;
  /** the process id, to read its memory use (bench/instances-load.ts) */
  readonly pid: number;
  /** everything the process wrote, stdout and stderr */
  output(): string;
  /** the JSON lines of its log (pino) */
  logLines(): LogLine[];
  /** resolves once every line the process logged before this call has been read here */
  flushLog(): Promise<void>;
  /** SIGTERM, then SIGKILL if it lingers; resolves with the exit code */
  stop(): Promise<number | null>;
  /** SIGKILL at once, as a crash would: no shutdown hook runs; resolves once it has exited */
  kill(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it returns a value other than undefined, or fails after `timeoutMs`. */
export const eventually = async <T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
};

/**
 * `docker run` of the image as an instance: on the machine's network (so that it reaches the
 * tests' PostgreSQL, Redis, S3 and SMTP on loopback), with the server's environment, and its
 * DATA_DIR mounted at the same path and handed to the image's `node` user (uid 1000).
 */
const containerArguments = (image: string, container: string, env: Record<string, string>) => {
  const volume: string[] = [];
  if (env.DATA_DIR) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    chownSync(env.DATA_DIR, 1000, 1000);
    volume.push('--volume', `${env.DATA_DIR}:${env.DATA_DIR}`);
  }
  const variables = Object.entries(env).flatMap(([key, value]) => ['--env', `${key}=${value}`]);
  return ['run', '--rm', '--name', container, '--network', 'host', ...volume, ...variables, image];
};

/**
 * Starts `src/server.ts` (or, with `bundle`, the built `dist/server.js` that `npm start` runs)
 * with `env` (PORT is chosen here) and waits for its health check. With NAVETTE_SERVER_IMAGE set,
 * the instance is a container of that image instead (`tooling/container/check.sh`).
 */
export const startServerProcess = async (
  name: string,
  env: Record<string, string>,
  options: { bundle?: boolean } = {},
): Promise<ServerProcess> => {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const image = process.env.NAVETTE_SERVER_IMAGE;
  const serverEnv = { HOST: '127.0.0.1', ...env, PORT: String(port) };
  const container = image ? `navette-${name.replace(/[^\w.-]/g, '-')}-${port}` : undefined;
  const child = image
    ? spawn('docker', containerArguments(image, container ?? '', serverEnv), {
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn(
        process.execPath,
        options.bundle ? [SERVER_BUNDLE] : ['--import', 'tsx', SERVER_ENTRY],
        {
          cwd: REPO_ROOT,
          env: { PATH: process.env.PATH, ...serverEnv },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
  /** a signal to the server: to the container's process when it is one, not to its client */
  const signal = (name: 'SIGTERM' | 'SIGKILL') =>
    container
      ? void spawn('docker', ['kill', '--signal', name, container], { stdio: 'ignore' })
      : child.kill(name);
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const logLines = (): LogLine[] =>
    output.split('\n').flatMap((line) => {
      if (!line.startsWith('{')) return [];
      try {
        return [JSON.parse(line) as LogLine];
      } catch {
        return [];
      }
    });

  const running: ServerProcess = {
    name,
    baseUrl,
    pid: child.pid ?? 0,
    output: () => output,
    logLines,
    flushLog: async () => {
      // the process logs each request it receives: once this one's line is here, so is all before
      const response = await fetch(`${baseUrl}/api/health`);
      const id = response.headers.get('x-request-id');
      await eventually(`${name}'s log of request ${id}`, async () =>
        id && output.includes(id) ? true : undefined,
      );
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        signal('SIGTERM');
        const timer = setTimeout(() => signal('SIGKILL'), 15_000);
        const code = await exited;
        clearTimeout(timer);
        return code;
      }
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) signal('SIGKILL');
      await exited;
    },
  };

  try {
    await eventually(
      `${name} answering its health check`,
      async () => {
        if (child.exitCode !== null) throw new Error(`${name} exited during start-up:\n${output}`);
        const response = await fetch(`${baseUrl}/api/health`).catch(() => undefined);
        return response?.ok ? true : undefined;
      },
      START_TIMEOUT_MS,
    );
  } catch (error) {
    await running.stop();
    throw new Error(`${String(error)}\n${output}`, { cause: error });
  }
  return running;
};

export interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
  text: string;
  json<T = Record<string, unknown>>(): T;
}

/**
 * A browser of the site behind a load balancer: one cookie jar, each request sent to the
 * instance named. It sends the site's Origin and echoes the XSRF token, as the web app does, and
 * names its client address in X-Forwarded-For (the instances trust the proxy on loopback).
 */
export class BalancedBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly publicUrl: string,
    private readonly clientAddress: string,
  ) {}

  async request(
    server: ServerProcess,
    method: string,
    url: string,
    body?: { json: unknown } | { raw: Buffer; contentType: string },
    /** sent as well, such as an `Idempotency-Key` */
    extraHeaders: Record<string, string> = {},
  ): Promise<Answer> {
    const changes = !['GET', 'HEAD'].includes(method);
    if (changes && !this.cookies.has('XSRF-TOKEN'))
      await this.request(server, 'GET', '/api/health');
    const headers: Record<string, string> = {
      ...extraHeaders,
      'x-forwarded-for': this.clientAddress,
    };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    }
    if (changes) {
      headers.origin = this.publicUrl;
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? '';
    }
    let payload: Buffer | string | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      headers['content-type'] = body.contentType;
      payload = body.raw;
    }
    const response = await fetch(`${server.baseUrl}${url}`, { method, headers, body: payload });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const separator = pair.indexOf('=');
      const key = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired =
        value === '' ||
        attributes.some((attribute) => {
          const [name = '', setting = ''] = attribute.trim().split('=');
          if (/^max-age$/i.test(name)) return Number(setting) <= 0;
          return /^expires$/i.test(name) && Date.parse(setting) <= Date.now();
        });
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const text = bytes.toString('utf8');
    return {
      status: response.status,
      headers: response.headers,
      body: bytes,
      text,
      json: <T>() => JSON.parse(text) as T,
    };
  }

  get(server: ServerProcess, url: string) {
    return this.request(server, 'GET', url);
  }

  send(server: ServerProcess, method: 'POST' | 'PUT', url: string, json: unknown) {
    return this.request(server, method, url, { json });
  }
}
