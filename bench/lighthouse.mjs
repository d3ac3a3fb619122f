// Lighthouse (mobile: emulated phone, simulated slow 4G and CPU throttling) on the built app,
// served by the real server started on a free port with a fresh data directory, driven through
// Debian's Chromium. Prints the performance and accessibility scores of each page.
//
// Run:    npm run build && node bench/lighthouse.mjs
// Pages:  PAGES=/,/tarifs,/reservation-guest (default). Targets: performance >= 90,
//         accessibility = 100; exits 1 below them.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = path.resolve(import.meta.dirname, '..');
const PAGES = (process.env.PAGES ?? '/,/tarifs,/reservation-guest').split(',');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
// the flags of e2e/support/browser.ts: without the background-networking ones Chromium tries
// to reach Google at start-up, which this machine's closed network refuses
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/** The built server, as `npm start` runs it (see e2e/support/server.ts). */
const startServer = async () => {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-lighthouse-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'lighthouse-admin-password',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '100000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    const up = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the server did not start in 90 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const server = await startServer();
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
const results = [];
try {
  for (const page of PAGES) {
    // the first request of a fresh server warms its caches; measure the page, not the start-up
    await fetch(`${server.baseUrl}${page}`);
    const runnerResult = await lighthouse(`${server.baseUrl}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      formFactor: 'mobile',
    });
    const { categories, audits, runtimeError } = runnerResult.lhr;
    if (runtimeError) console.error(`${page}: ${runtimeError.code} ${runtimeError.message}`);
    const failedA11y = Object.values(audits)
      .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
      .filter((audit) =>
        categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
      )
      .map((audit) => audit.id);
    results.push({
      page,
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].displayValue,
      failedA11y: failedA11y.join(', ') || '-',
    });
  }
} finally {
  chrome.kill();
  await server.stop();
}
console.table(results);
if (results.some((row) => row.performance < 90 || row.accessibility < 100)) process.exitCode = 1;
