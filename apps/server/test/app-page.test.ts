import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

/*
 * The page the server sends for a path of the app: what the web build lists for it (preloads,
 * apps/web/route-preloads-plugin.ts) and, for a prerendered page, its first screen
 * (apps/web/src/prerender.tsx); docs/decisions/0038-route-preloads.md.
 */

let t: TestApp;
let withDollars: TestApp;

beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'navette-web-'));
  writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><meta name="navette-company" content="" /><title>Navette</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-abc.js"></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(path.join(webDistDir, '.vite'));
  writeFileSync(
    path.join(webDistDir, '.vite', 'route-preloads.json'),
    JSON.stringify({
      pages: {
        pricing: { scripts: ['/assets/PricingPage-abc.js'], namespaces: ['info'], data: [] },
        guestReservation: { scripts: [], namespaces: ['booking'], data: ['/api/services'] },
        reservation: { scripts: [], namespaces: ['booking'], data: ['/api/services'] },
        adminDashboard: { scripts: [], namespaces: ['admin'] },
        adminLogin: { scripts: [], namespaces: ['admin'] },
      },
      adminLayout: ['/assets/AdminLayout-abc.js'],
      boot: '/assets/start-after-paint-abc.js',
      fonts: ['/assets/inter-abc.woff2'],
    }),
  );
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'assets', 'index-abc.js'), 'export {};\n');
  writeFileSync(path.join(webDistDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // the prerender bundle, reduced to its interface
  mkdirSync(path.join(webDistDir, '.ssr'));
  writeFileSync(
    path.join(webDistDir, '.ssr', 'prerender.js'),
    `export const PRERENDERED_PATHS = ['/faq'];
export const prerenderPage = async ({ path, language, company }) =>
  '<link rel="preload" as="image" href="/hero.svg"/><p>' + language + ' ' + path + ' ' + company.name + '</p>' + '<i></i>'.repeat(300);`,
  );
  t = await buildTestApp({ webDistDir, env: { COMPANY_NAME: 'Riviera <Nice>' } });
  withDollars = await buildTestApp({ webDistDir, env: { COMPANY_NAME: "Dupont $' & $& Cie" } });
});

afterAll(async () => {
  await t?.close();
  await withDollars?.close();
});

const get = (url: string, language = 'fr') =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': language } });

describe('the page of a path', () => {
  it("preloads the page's chunks, translations and first data", async () => {
    const pricing = await get('/tarifs?from=home');
    expect(pricing.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/PricingPage-abc.js" />',
    );
    expect(pricing.body).toContain('<link rel="preload" href="/locales/fr/info.json" as="fetch"');
    const booking = await get('/reservation-guest', 'en');
    expect(booking.body).toContain('href="/locales/en/booking.json"');
    expect(booking.body).toContain(
      '<link rel="preload" href="/api/services" as="fetch" crossorigin="use-credentials" />',
    );
    // a guarded page's access check, as the app starts it (decision 0040)
    expect(booking.body).not.toContain('/auth/check');
    expect((await get('/reservation')).body).toContain(
      '<link rel="preload" href="/auth/check" as="fetch" crossorigin="use-credentials" />',
    );
    expect((await get('/admin/dashboard')).body).toContain(
      '<link rel="preload" href="/admin/check" as="fetch" crossorigin="use-credentials" />',
    );
    expect((await get('/admin/login')).body).not.toContain('/admin/check');
    const home = await get('/');
    expect(home.body).not.toContain('PricingPage');
    expect(home.body).not.toContain('info.json');
    expect(home.body).not.toContain('AdminLayout');
    // a page the browser draws loads its scripts from the head, as built
    for (const page of [pricing, booking]) {
      expect(page.body).toContain(
        '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
      );
      expect(page.body).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/framework-abc.js">',
      );
      expect(page.body).not.toContain('start-after-paint');
    }
  });

  it('starts the scripts of a prerendered page once it is painted (decision 0040)', async () => {
    const faq = await get('/faq');
    const head = faq.body.slice(0, faq.body.indexOf('</head>'));
    expect(head).not.toContain('type="module"');
    expect(head).not.toContain('modulepreload');
    // the entry and every chunk to preload, the page's own included, go to the boot script
    expect(head).toContain(
      '<script defer src="/assets/start-after-paint-abc.js" data-entry="/assets/index-abc.js" data-modules="/assets/framework-abc.js"></script>',
    );
    // the first screen's fonts come with the stylesheet, not after it
    expect(head).toContain(
      '<link rel="preload" href="/assets/inter-abc.woff2" as="font" type="font/woff2" crossorigin />',
    );
    expect((await get('/tarifs')).body).not.toContain('inter-abc.woff2');
    // the translations stay preloaded: the app needs them before it hydrates
    expect(head).toContain('href="/locales/fr/common.json"');
  });

  it('sends a prerendered page with its first screen drawn, in its language', async () => {
    const fr = await get('/faq');
    expect(fr.body).toContain(
      '<div id="root" data-prerendered="fr"><p>fr /faq Riviera <Nice></p><i></i>',
    );
    // what React hoisted out of the markup goes into the head
    const hoisted = fr.body.indexOf('<link rel="preload" as="image" href="/hero.svg"/>');
    expect(hoisted).toBeGreaterThan(0);
    expect(hoisted).toBeLessThan(fr.body.indexOf('</head>'));
    const en = await get('/faq', 'en');
    expect(en.body).toContain('data-prerendered="en"><p>en /faq');
    expect((await get('/contact')).body).toContain('<div id="root"></div>');
    // compressed like every answer (a page route, not the not-found handler)
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/faq',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    // the bundle is the server's, not a file of the site
    expect((await get('/.ssr/prerender.js')).statusCode).toBe(404);
  });

  it('at the turn of the year, sends the pages undrawn while it draws them again (their footer shows the year)', async () => {
    const thisYear = new Date().getFullYear();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(thisYear + 1, 0, 1, 0, 0, 1) });
    try {
      const firstOfTheYear = await get('/faq');
      expect(firstOfTheYear.statusCode).toBe(200);
      expect(firstOfTheYear.body).toContain('<div id="root"></div>');
      expect(firstOfTheYear.body).toContain(
        '<script type="module" crossorigin src="/assets/index-abc.js">',
      );
    } finally {
      vi.useRealTimers();
    }
    await vi.waitFor(
      async () =>
        expect((await get('/faq')).body).toContain('<div id="root" data-prerendered="fr">'),
      { timeout: 15_000, interval: 50 },
    );
  });
});

describe("the operator's details in the page", () => {
  it("are written as they are, even with `$'` and `$&` in the company's name", async () => {
    const page = await withDollars.app.inject({ method: 'GET', url: '/faq' });
    expect(page.statusCode).toBe(200);
    const meta = /<meta name="navette-company" content="([^"]*)" \/>/.exec(page.body)?.[1] ?? '';
    const company = JSON.parse(
      meta.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&amp;', '&'),
    ) as { name: string };
    expect(company.name).toBe("Dupont $' & $& Cie");
    // the drawn first screen carries the name too, and the page is whole, once
    expect(page.body).toContain("<p>fr /faq Dupont $' & $& Cie</p>");
    expect(page.body.match(/<html/g)).toHaveLength(1);
    expect(page.body.match(/<\/head>/g)).toHaveLength(1);
    expect(page.body.match(/<div id="root"/g)).toHaveLength(1);
  });
});

describe('answers any cache may keep', () => {
  const cookiesOf = (response: Awaited<ReturnType<typeof get>>) =>
    [response.headers['set-cookie'] ?? []].flat();

  it('carry no XSRF cookie: robots.txt, the sitemap, the built files', async () => {
    for (const url of ['/robots.txt', '/sitemap.xml', '/assets/index-abc.js', '/favicon.svg']) {
      const response = await get(url);
      expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
      expect(response.headers['cache-control']).toContain('public');
      expect({ url, cookies: cookiesOf(response) }).toEqual({ url, cookies: [] });
    }
  });

  it("while the app's page, kept by no shared cache, hands the browser its token", async () => {
    const page = await get('/tarifs');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(cookiesOf(page).some((cookie) => cookie.startsWith('XSRF-TOKEN='))).toBe(true);
  });
});
