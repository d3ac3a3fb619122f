// Lighthouse (mobile: emulated phone, simulated slow 4G and CPU throttling) on the built app,
// served by the real server started on a free port with a fresh data directory, driven through
// Debian's Chromium. Prints the performance and accessibility scores of each page.
//
// Run:    npm run build && npx tsx bench/lighthouse.mjs
// Pages:  PAGES=/,/tarifs,/reservation-guest (default). Targets: performance >= 90,
//         accessibility = 100; exits 1 below them.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';

const PAGES = (process.env.PAGES ?? '/,/tarifs,/reservation-guest').split(',');
const CHROMIUM = process.env.CHROMIUM ?? CHROMIUM_PATH;

// the built server as the e2e tests start it, its rate limit out of Lighthouse's way
const server = await startServer({ RATE_LIMIT_MAX: '100000' });
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
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
