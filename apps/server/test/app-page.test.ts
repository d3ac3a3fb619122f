import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTE_TABLE } from '@navette/shared';
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
    '<!doctype html><html lang="fr"><head><meta name="navette-company" content="" /><meta\n      name="description"\n      content="The one description of the build"\n    /><title>Navette</title><script type="module" crossorigin src="/assets/index-abc.js"></script><link rel="modulepreload" crossorigin href="/assets/framework-abc.js"></head><body><div id="root"></div></body></html>',
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

/** The meta tags of a page's head, by name or property. */
const headOf = (body: string) => {
  const head = body.slice(0, body.indexOf('</head>'));
  const meta = (key: string) =>
    new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head)?.[1];
  return {
    lang: /<html lang="([a-z]+)">/.exec(body)?.[1],
    title: /<title>([^<]*)<\/title>/.exec(head)?.[1],
    titles: head.match(/<title>/g)?.length,
    description: meta('description'),
    descriptions: head.match(/<meta\s+name="description"/g)?.length,
    robots: meta('robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(head)?.[1],
    og: Object.fromEntries(
      ['og:type', 'og:title', 'og:description', 'og:url', 'og:image', 'og:locale'].map((key) => [
        key,
        meta(key),
      ]),
    ),
    twitterCard: meta('twitter:card'),
  };
};

describe('the title, description and share card the server writes into each page', () => {
  it('name each public page in the reader’s language, with its absolute address and share image', async () => {
    const origin = t.config.publicUrl;
    const fr = headOf((await get('/services/airport-transfer')).body);
    expect(fr).toEqual({
      lang: 'fr',
      title: 'Transfert aéroport | Riviera &lt;Nice&gt;',
      titles: 1,
      description: expect.stringMatching(/^Transfert aéroport Roissy-CDG, Orly et Beauvais/),
      descriptions: 1,
      robots: undefined,
      canonical: `${origin}/services/airport-transfer`,
      og: {
        'og:type': 'website',
        'og:title': 'Transfert aéroport | Riviera &lt;Nice&gt;',
        'og:description': fr.description,
        'og:url': `${origin}/services/airport-transfer`,
        'og:image': `${origin}/og-image.png`,
        'og:locale': 'fr_FR',
      },
      twitterCard: 'summary_large_image',
    });
    const en = headOf((await get('/services/airport-transfer', 'en')).body);
    expect(en.lang).toBe('en');
    expect(en.title).toBe('Airport transfer | Riviera &lt;Nice&gt;');
    expect(en.description).toContain('Roissy-CDG');
    expect(en.og['og:locale']).toBe('en_GB');
    expect(en.canonical).toBe(`${origin}/services/airport-transfer`);
    // the prerendered page carries them too, and each page its own
    const faq = headOf((await get('/faq', 'en')).body);
    expect(faq.title).toBe('Frequently asked questions | Riviera &lt;Nice&gt;');
    expect(faq.canonical).toBe(`${origin}/faq`);
    expect(headOf((await get('/')).body).canonical).toBe(`${origin}/`);
    const titles = new Set<string | undefined>();
    const descriptions = new Set<string | undefined>();
    for (const route of ROUTE_TABLE) {
      const head = headOf((await get(route.path)).body);
      titles.add(head.title);
      descriptions.add(head.description);
    }
    expect(titles.size).toBe(ROUTE_TABLE.length);
    expect(descriptions.has('The one description of the build')).toBe(false);
  });

  it('keep the private pages out of search results, under their own title', async () => {
    for (const [path, title] of [
      ['/profile', 'Mon espace'],
      ['/admin/dashboard', 'Tableau de bord'],
    ] as const) {
      const head = headOf((await get(path)).body);
      expect({ path, title: head.title, robots: head.robots, canonical: head.canonical }).toEqual({
        path,
        title: `${title} | Riviera &lt;Nice&gt;`,
        robots: 'noindex',
        canonical: undefined,
      });
    }
    expect(headOf((await get('/profile', 'en')).body).title).toBe(
      'My account | Riviera &lt;Nice&gt;',
    );
  });
});

describe('an unknown path', () => {
  it('is answered with status 404 and the page-not-found page, in the reader’s language', async () => {
    const fr = await get('/nimporte-quoi/ici');
    expect(fr.statusCode).toBe(404);
    expect(fr.headers['content-type']).toContain('text/html');
    expect(headOf(fr.body)).toMatchObject({
      lang: 'fr',
      title: 'Page introuvable | Riviera &lt;Nice&gt;',
      robots: 'noindex',
    });
    // the app, to draw the page with its links home, to a quote and to the contact page
    expect(fr.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    const en = await get('/services/unknown', 'en');
    expect(en.statusCode).toBe(404);
    expect(headOf(en.body).title).toBe('Page not found | Riviera &lt;Nice&gt;');
  });

  it('while every page of the app is answered 200, and an unknown API path stays a JSON 404', async () => {
    for (const route of ROUTE_TABLE) {
      const response = await get(route.path);
      expect({ path: route.path, status: response.statusCode }).toEqual({
        path: route.path,
        status: 200,
      });
    }
    expect((await get('/tarifs?from=home')).statusCode).toBe(200);
    const api = await get('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
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
