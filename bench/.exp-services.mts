import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { startServer } from '../e2e/support/server.ts';
const env = JSON.parse(process.argv[2] ?? '{}');
const server = await startServer({ NODE_ENV: 'production', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '100000000', ADMIN_PASSWORD: 'bench-admin-password', ...env }, { logs: 'discard', nodeArgs: process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.PROF] : [] });
const cpu = () => { const f = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const first = await fetch(`${server.baseUrl}/api/health`);
const xsrf = /XSRF-TOKEN=[^;]+/.exec(first.headers.get('set-cookie') ?? '')?.[0] ?? '';
const url = `${server.baseUrl}${process.argv[3] ?? '/api/services'}`;
const headers = { cookie: xsrf, 'accept-language': 'fr-FR,fr;q=0.9' };
await autocannon({ url, headers, connections: 50, duration: 2 });
const out = [];
for (let i = 0; i < 2; i++) { const c0 = cpu(); const r = await autocannon({ url, headers, connections: 50, duration: 6 }); const c1 = cpu(); out.push(`${Math.round(r.requests.average)} req/s ${(1000 * (c1 - c0) / r.requests.total).toFixed(1)} µs CPU/req`); }
console.log(JSON.stringify(env), out.join(' | '));
await server.stop();
