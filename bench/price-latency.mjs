// The latency of an instant price (POST /api/prices) on the built server, its route already in
// the cache: what a visitor waits for once the addresses are typed (docs/product/pricing.md).
// Target: p99 at most 50 ms at 50 connections. Run: npm run bench:prices (it builds first, then
// runs this file with tsx). The geocoder and the routing service are the loopback geo stand-in
// (packages/test-support/src/geo-stand-in.ts), asked once each by the warm-up request: every
// measured request is served from the server's caches, so the figure is the server's own work —
// the route kit, validation, the tariff, the fleet and the engine — not the outside services'.
// The load comes from autocannon in a plain `node` process of its own (bench/load-generator.mjs).
// Options: DURATION=10 CONNECTIONS=50 ROUNDS=3.
import { startGeoStandIn } from '../packages/test-support/src/geo-stand-in.ts';
import { startServer } from '../e2e/support/server.ts';
import { machineLoad, median, runLoadGenerator, verdict } from './load-driver.ts';
import { browserVisit, loadOptions } from './bench-client.ts';

const { durationS: DURATION, connections: CONNECTIONS, rounds: ROUNDS } = loadOptions();
const TARGET_P99_MS = 50;

const geo = await startGeoStandIn();
const server = await startServer(
  {
    NODE_ENV: 'production',
    PAYMENTS: 'test',
    LOG_LEVEL: 'info',
    ADMIN_PASSWORD: 'bench-admin-password',
    // one client's 50 connections must not meet the per-client limits
    RATE_LIMIT_MAX: '100000000',
    PRICE_RATE_LIMIT_MAX: '100000000',
    ...geo.env('geoplateforme'),
  },
  { logs: 'discard' },
);

const loadBefore = machineLoad();
const runs = [];
try {
  // one browser: its anti-forgery cookie and token, sent with every request
  const { services, headers } = await browserVisit(server.baseUrl);
  const airport = services.find((service) => service.name === 'Transfert aéroport');
  if (!airport) throw new Error('no airport transfer service to price');
  const date = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  // a round trip priced by the distance formula (both legs routed), with a stop, late in the
  // evening (the night supplement), for a party both classes take: the engine's longest path
  const body = JSON.stringify({
    service: airport._id,
    date,
    heure: '22:30',
    adresse_depart: "Château de Versailles, Place d'Armes 78000 Versailles",
    adresse_arrivee: 'Grande Arche, 1 Parvis de la Défense 92800 Puteaux',
    arret_intermediaire: 'Tour Eiffel, 5 Avenue Anatole France 75007 Paris',
    nombre_personnes: 2,
    nombre_bagages: 2,
    siege_bebe: true,
    retour: true,
    date_retour: date,
    heure_retour: '23:45',
    adresse_depart_retour: 'Grande Arche, 1 Parvis de la Défense 92800 Puteaux',
    adresse_arrivee_retour: "Château de Versailles, Place d'Armes 78000 Versailles",
  });
  const warm = await fetch(`${server.baseUrl}/api/prices`, { method: 'POST', headers, body });
  const answer = await warm.json();
  if (warm.status !== 200 || answer.outcome !== 'priced') {
    throw new Error(`the warm-up price got ${warm.status}: ${JSON.stringify(answer)}`);
  }
  const outsideCalls = geo.requests.search.length + geo.requests.geoplateforme.length;
  for (let round = 0; round < ROUNDS; round += 1) {
    const run = await runLoadGenerator(
      {
        url: `${server.baseUrl}/api/prices`,
        method: 'POST',
        headers,
        body,
        connections: CONNECTIONS,
        durationS: DURATION,
        warmupS: 2,
      },
      { server: () => [server.pid] },
    );
    if (run.non2xx > 0 || run.errors > 0) {
      throw new Error(`round ${round + 1}: ${run.non2xx} non-2xx responses, ${run.errors} errors`);
    }
    runs.push(run);
  }
  const asked = geo.requests.search.length + geo.requests.geoplateforme.length - outsideCalls;
  if (asked !== 0) throw new Error(`the outside services were asked ${asked} times under load`);
  console.log(`Node ${process.version}; before: ${loadBefore}; after: ${machineLoad()}`);
  console.log(
    `${CONNECTIONS} connections, ${DURATION} s per run after 2 s of warm-up; ${answer.options.length} vehicle classes priced per request; the outside services asked 0 times under load\n`,
  );
  console.log('| run | req/s | p50 | p99 | server cores | server CPU per request |');
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
  for (const [index, run] of runs.entries()) {
    console.log(
      `| ${index + 1} | ${Math.round(run.requestsPerSecond)} | ${run.latencyP50Ms} ms | ` +
        `${run.latencyP99Ms} ms | ${run.watchedCores.server.toFixed(2)} | ` +
        `${run.watchedMsPerRequest.server.toFixed(2)} ms |`,
    );
  }
  const p99 = median(runs.map((run) => run.latencyP99Ms));
  console.log(`\nmedian p99 of ${ROUNDS} runs: ${p99} ms`);
  console.log(verdict('POST /api/prices p99, route cached', p99, { atMost: TARGET_P99_MS }, ' ms'));
} finally {
  await server.stop();
  await geo.close();
}
