// Lighthouse (mobile: emulated phone, simulated slow 4G and CPU throttling) on the built app,
// served by the real server started on a free port with a fresh data directory, driven through
// Debian's Chromium. Prints the performance and accessibility scores of each page. /profile is
// measured as a customer registered and verified for the run (mail read from a test SMTP
// receiver), /admin/* as the administrator signed in with its second factor: their session
// cookie goes to Lighthouse as a request header.
//
// Run:    npm run build && npx tsx bench/lighthouse.mjs
// Pages:  PAGES=/,/tarifs,/reservation-guest,/profile,/admin/dashboard (default). Targets:
//         performance >= 95 (>= 90 on /admin/*), accessibility = 100, cumulative layout shift
//         < 0.05; exits 1 when a page misses one.
import * as chromeLauncher from 'chrome-launcher';
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../e2e/support/browser.ts';
import { startServer } from '../e2e/support/server.ts';
import { startSmtpReceiver } from '@navette/test-support/smtp-receiver';
import { adminCookie, customerCookie } from './bench-sessions.ts';

const PAGES = (process.env.PAGES ?? '/,/tarifs,/reservation-guest,/profile,/admin/dashboard').split(
  ',',
);
const CHROMIUM = process.env.CHROMIUM ?? CHROMIUM_PATH;

// the built server as the e2e tests start it, its rate limit out of Lighthouse's way
const smtp = await startSmtpReceiver();
const server = await startServer({ RATE_LIMIT_MAX: '100000', SMTP_URL: smtp.url });
const isAdminPage = (page) => page.startsWith('/admin/');
const cookies = {
  customer: PAGES.includes('/profile') ? await customerCookie(server.baseUrl, smtp) : '',
  admin: PAGES.some(isAdminPage) ? await adminCookie(server.baseUrl) : '',
};
const cookieFor = (page) =>
  isAdminPage(page) ? cookies.admin : page === '/profile' ? cookies.customer : '';
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
// Lighthouse's extra headers reach the document, not the app's own fetch calls (GET
// /auth/check): the session also goes into the browser's cookie jar, which Lighthouse keeps
const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
const signIn = async (cookie) => {
  const [context] = browser.contexts();
  await context.clearCookies();
  const pairs = cookie ? cookie.split('; ').map((pair) => pair.split('=')) : [];
  await context.addCookies(
    pairs.map(([name, ...value]) => ({ name, value: value.join('='), url: server.baseUrl })),
  );
};
const results = [];
try {
  for (const page of PAGES) {
    // the first request of a fresh server warms its caches; measure the page, not the start-up
    const cookie = cookieFor(page);
    await fetch(`${server.baseUrl}${page}`, { headers: cookie ? { cookie } : {} });
    await signIn(cookie);
    const measure = () =>
      lighthouse(`${server.baseUrl}${page}`, {
        port: chrome.port,
        ...(cookie ? { extraHeaders: { cookie } } : {}),
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        formFactor: 'mobile',
      });
    // a trace that failed to record (NO_NAVSTART on a busy machine) is measured once more
    let runnerResult = await measure();
    if (runnerResult.lhr.runtimeError) runnerResult = await measure();
    const { categories, audits, runtimeError } = runnerResult.lhr;
    // REPORT_DIR=/tmp/lh keeps each page's full report (lhr JSON) for a closer look
    if (process.env.REPORT_DIR) {
      const name = page.replace(/\W+/g, '_') || 'home';
      writeFileSync(`${process.env.REPORT_DIR}/${name}.json`, runnerResult.report);
    }
    if (runtimeError) console.error(`${page}: ${runtimeError.code} ${runtimeError.message}`);
    const failedA11y = Object.values(audits)
      .filter((audit) => audit.score === 0 && audit.scoreDisplayMode === 'binary')
      .filter((audit) =>
        categories.accessibility.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0),
      )
      .map((audit) => audit.id);
    results.push({
      page,
      finalUrl: runnerResult.lhr.finalDisplayedUrl.replace(server.baseUrl, ''),
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      lcp: audits['largest-contentful-paint'].displayValue,
      tbt: audits['total-blocking-time'].displayValue,
      cls: audits['cumulative-layout-shift'].numericValue?.toFixed(3) ?? '?',
      failedA11y: failedA11y.join(', ') || '-',
    });
  }
} finally {
  await browser.close();
  chrome.kill();
  await server.stop();
  await smtp.close();
}
console.table(results);
const missed = (row) =>
  row.performance < (isAdminPage(row.page) ? 90 : 95) ||
  row.accessibility < 100 ||
  !(Number(row.cls) < 0.05) ||
  row.finalUrl !== row.page;
if (results.some(missed)) process.exitCode = 1;
