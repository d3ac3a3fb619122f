// The load generator of the throughput benches, in a plain Node process of its own (no tsx, no
// bench code beside it): autocannon in the bench's own tsx process measured a bare Fastify hello
// world at 21–23 k req/s where this process reaches about 38 k (bench/README.md). Started by
// `runLoadGenerator` (bench/load-driver.ts) with its settings as JSON in argv[2]:
//   { url, connections, durationS, warmupS, method?, headers?, body? }
// In `body` and in the headers' values, `{{n}}` becomes a running number and `{{uuid}}` a fresh
// UUID, for each request. It writes JSON lines on stdout: `{"event":"measuring"}` when the
// measured run starts (after the warm-up), then `{"event":"done", …}` with autocannon's figures
// and its own CPU time over that run.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const settings = JSON.parse(process.argv[2] ?? '{}');
const say = (message) => process.stdout.write(`${JSON.stringify(message)}\n`);

let sent = 0;
const fill = (template) =>
  template.replaceAll('{{n}}', String(sent)).replaceAll('{{uuid}}', () => randomUUID());
const headers = settings.headers ?? {};
const templated =
  (settings.body ?? '').includes('{{') ||
  Object.values(headers).some((value) => String(value).includes('{{'));

const run = (durationS) =>
  autocannon({
    url: settings.url,
    connections: settings.connections,
    duration: durationS,
    method: settings.method ?? 'GET',
    headers: templated ? undefined : headers,
    body: templated ? undefined : settings.body,
    // a request of its own each time only when something in it changes: autocannon otherwise
    // builds the request once, which is the cheapest for the generator
    requests: templated
      ? [
          {
            setupRequest: (request) => {
              sent += 1;
              const filled = Object.fromEntries(
                Object.entries(headers).map(([name, value]) => [name, fill(String(value))]),
              );
              return {
                ...request,
                method: settings.method ?? 'GET',
                headers: { ...request.headers, ...filled },
                body: settings.body === undefined ? undefined : fill(settings.body),
              };
            },
          },
        ]
      : undefined,
  });

if (settings.warmupS > 0) await run(settings.warmupS);
say({ event: 'measuring' });
const cpuBefore = process.cpuUsage();
const started = performance.now();
const result = await run(settings.durationS);
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
say({
  event: 'done',
  requestsPerSecond: result.requests.average,
  latencyP50Ms: result.latency.p50,
  latencyP99Ms: result.latency.p99,
  ok: result['2xx'],
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  wallMs,
  cpuMs: (cpu.user + cpu.system) / 1000,
  // shows that no loader (tsx) runs in this process
  execArgv: process.execArgv,
  loaders: process.env.NODE_OPTIONS ?? '',
});
