/**
 * The guests of bench/instances-load.ts: `connections` browsers, each with its own cookie jar
 * (hence its own anti-forgery token, the scope of its idempotency keys, docs/decisions/0021) and
 * its own client address, sending quote requests to the two instances in turn. A request that
 * got no answer (an instance killed, a connection cut) is sent again with the same key to the
 * other instance, as a browser's retry behind a load balancer would be; a share of the
 * acknowledged ones are sent again on purpose with the same key, and must get the same
 * reservation back.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { guestQuoteRequest } from '@navette/test-support/guest-request';
import {
  BalancedBrowser,
  type Answer,
  type ServerProcess,
} from '@navette/test-support/server-processes';

export interface LoadOptions {
  requests: number;
  connections: number;
  retryShare: number;
  /** the two instances as they are now (B changes when it is restarted) */
  instances: () => readonly [ServerProcess, ServerProcess];
  serviceId: string;
  /** names this run's keys and e-mail addresses, so the checks find only its rows */
  run: string;
  /** called once when this many quote requests have been acknowledged */
  milestones: { at: number; action: () => void }[];
}

/** What the guests saw of one quote request (one Idempotency-Key). */
export interface QuoteOutcome {
  key: string;
  email: string;
  /** the reservation id of every acknowledged answer for this key */
  ids: string[];
}

export interface LoadResult {
  outcomes: QuoteOutcome[];
  /** `201`, `409`, `network error`… → how many */
  statuses: Map<string, number>;
  /** of every answered request, in milliseconds */
  latencies: number[];
  elapsedMs: number;
}

const PUBLIC_URL = 'http://localhost:8080';
const MAX_TRIES = 8;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const driveLoad = async (options: LoadOptions): Promise<LoadResult> => {
  const statuses = new Map<string, number>();
  const latencies: number[] = [];
  const outcomes: QuoteOutcome[] = [];
  const count = (status: string) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const pending = [...options.milestones].sort((x, y) => x.at - y.at);
  let acknowledged = 0;
  let next = 0;

  /** One try: the answer, or undefined when the connection failed. */
  const attempt = async (
    browser: BalancedBrowser,
    server: ServerProcess,
    outcome: QuoteOutcome,
  ): Promise<Answer | undefined> => {
    const started = performance.now();
    try {
      const answer = await browser.request(
        server,
        'POST',
        '/api/reservations',
        { json: guestQuoteRequest(options.serviceId, outcome.email, date) },
        { 'idempotency-key': outcome.key },
      );
      latencies.push(performance.now() - started);
      count(String(answer.status));
      if (answer.status === 201 || answer.status === 200) {
        outcome.ids.push(answer.json<{ _id: string }>()._id);
      }
      return answer;
    } catch {
      count('network error');
      return undefined;
    }
  };

  const guest = async (index: number) => {
    const browser = new BalancedBrowser(
      PUBLIC_URL,
      `2001:db8:${options.run.slice(0, 4)}:${index.toString(16)}::1`,
    );
    for (let i = next++; i < options.requests; i = next++) {
      const outcome: QuoteOutcome = {
        key: `load-${options.run}-${i}`,
        email: `load-${options.run}-${i}@example.test`,
        ids: [],
      };
      outcomes.push(outcome);
      // a request without an answer is sent again, same key, to the other instance
      let answer: Answer | undefined;
      for (let tries = 0; tries < MAX_TRIES && !answer; tries += 1) {
        answer = await attempt(
          browser,
          options.instances()[(i + tries) % 2] as ServerProcess,
          outcome,
        );
        if (!answer || answer.status >= 500) {
          answer = undefined;
          await sleep(250 * (tries + 1));
        }
      }
      if (outcome.ids.length === 0) continue;
      acknowledged += 1;
      while (pending[0] && acknowledged >= pending[0].at) pending.shift()?.action();
      if (Math.random() < options.retryShare) {
        await attempt(browser, options.instances()[(i + 1) % 2] as ServerProcess, outcome);
      }
    }
  };

  const started = performance.now();
  await Promise.all(Array.from({ length: options.connections }, (_, index) => guest(index + 1)));
  return { outcomes, statuses, latencies, elapsedMs: performance.now() - started };
};

/** The value under which `share` of the sorted values fall. */
export const percentile = (values: number[], share: number): number => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

// ---------------------------------------------------------------------------------------------
// The throughput benches' load: autocannon in a plain Node process of its own
// (bench/load-generator.mjs), and the CPU time of both sides, so that a figure shows whether the
// server or the generator was the limit (bench/README.md, "The load generator, and reading a
// throughput figure").

export interface GeneratorSettings {
  url: string;
  connections: number;
  durationS: number;
  warmupS: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** `{{n}}` and `{{uuid}}` are replaced for each request, in the body and the headers */
  body?: string;
}

export interface GeneratorRun {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** the generator's CPU time over the measured run ÷ its wall time: 1 is one core, busy */
  generatorCores: number;
  /** the whole machine's busy CPU time over the run ÷ its wall time, from /proc/stat */
  machineCores: number;
  /** the same, from /proc, for each group of processes watched (the server, PostgreSQL…) */
  watchedCores: Record<string, number>;
  /** the same groups' CPU time per 2xx answer, in ms */
  watchedMsPerRequest: Record<string, number>;
}

/** What bench/load-generator.mjs writes, one JSON a line. */
type GeneratorMessage =
  | { event: 'measuring' }
  | ({ event: 'done'; wallMs: number; cpuMs: number; execArgv: string[]; loaders: string } & Pick<
      GeneratorRun,
      'requestsPerSecond' | 'latencyP50Ms' | 'latencyP99Ms' | 'ok' | 'non2xx' | 'errors'
    >);

const GENERATOR = new URL('./load-generator.mjs', import.meta.url).pathname;

/** CPU time (user + system) of processes, in ms, from /proc/<pid>/stat. */
export const cpuMsOf = (pids: number[]): number =>
  pids.reduce((sum, pid) => {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
      // utime and stime, fields 14 and 15 of stat, in clock ticks (100 per second)
      return sum + (Number(fields[11]) + Number(fields[12])) * 10;
    } catch {
      return sum; // gone since
    }
  }, 0);

/** CPU time of the whole machine, every core, busy (not idle nor waiting on I/O), in ms. */
const machineBusyMs = (): number => {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]?.trim().split(/\s+/) ?? [];
  // cpu user nice system idle iowait irq softirq steal
  return [1, 2, 3, 6, 7, 8].reduce((sum, field) => sum + Number(ticks[field] ?? 0), 0) * 10;
};

/** Every process named `postgres` (the server and its backends). */
export const postgresPids = (): number[] =>
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

/**
 * One run of the load generator in a child `node` (without the bench's tsx loader): a warm-up,
 * then the measured run; `watched` names the processes whose CPU time is read around that run.
 */
export const runLoadGenerator = async (
  settings: GeneratorSettings,
  watched: Record<string, () => number[]> = {},
): Promise<GeneratorRun> => {
  // NODE_OPTIONS left out: the child must not inherit a loader
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  const child = spawn(process.execPath, [GENERATOR, JSON.stringify(settings)], {
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const before: Record<string, number> = {};
  let measuredFrom = 0;
  let run: GeneratorRun | undefined;
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    for (let end = buffered.indexOf('\n'); end >= 0; end = buffered.indexOf('\n')) {
      const message = JSON.parse(buffered.slice(0, end)) as GeneratorMessage;
      buffered = buffered.slice(end + 1);
      if (message.event === 'measuring') {
        measuredFrom = performance.now();
        before.machine = machineBusyMs();
        for (const [name, pids] of Object.entries(watched)) before[name] = cpuMsOf(pids());
      } else {
        const wallMs = performance.now() - measuredFrom;
        const { event: _event, cpuMs, wallMs: ownWallMs, execArgv, loaders, ...figures } = message;
        if (execArgv.length > 0 || loaders)
          throw new Error(`generator run with ${execArgv} ${loaders}`);
        run = {
          ...figures,
          generatorCores: cpuMs / ownWallMs,
          machineCores: (machineBusyMs() - (before.machine ?? 0)) / wallMs,
          watchedCores: {},
          watchedMsPerRequest: {},
        };
        for (const [name, pids] of Object.entries(watched)) {
          const ms = cpuMsOf(pids()) - (before[name] ?? 0);
          run.watchedCores[name] = ms / wallMs;
          run.watchedMsPerRequest[name] = ms / Math.max(1, figures.ok);
        }
      }
    }
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0 || !run) throw new Error(`the load generator exited with ${code}`);
  return run;
};

/** The middle value of a few runs: one run is at the mercy of whatever else the machine does. */
export const median = (values: number[]): number =>
  [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)] ?? Number.NaN;

/** `nproc 2, load average 1.52 / 1.20 / 0.93 (1, 5, 15 min)`: printed before and after a bench. */
export const machineLoad = (): string =>
  `nproc ${availableParallelism()}, load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')} (1, 5, 15 min)`;

/** `PASS` or `MISS` line of a figure against its target. */
export const verdict = (
  name: string,
  value: number,
  target: { atLeast?: number; atMost?: number },
  unit = ' %',
): string => {
  const pass =
    (target.atLeast === undefined || value >= target.atLeast) &&
    (target.atMost === undefined || value <= target.atMost);
  const wanted =
    target.atLeast === undefined ? `≤ ${target.atMost}${unit}` : `≥ ${target.atLeast}${unit}`;
  return `${pass ? 'PASS' : 'MISS'} ${name}: ${value.toFixed(1)}${unit} (target ${wanted})`;
};
