import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, getXsrf, type TestApp } from './build-test-app';

let t: TestApp;

beforeAll(async () => {
  const webDistDir = mkdtempSync(path.join(tmpdir(), 'navette-web-'));
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html lang="fr"><head><meta name="navette-company" content="" /><title>Navette</title></head><body></body></html>',
  );
  writeFileSync(path.join(webDistDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  t = await buildTestApp({
    webDistDir,
    env: { COMPANY_NAME: 'Riviera "Transferts" <Nice>', COMPANY_WHATSAPP: '33493000000' },
  });
  // A route shaped like every state-changing route of the API, to exercise the shared plugins.
  t.app.post(
    ECHO_URL,
    {
      schema: {
        body: z.strictObject({ name: z.string().min(1).max(50), count: z.number().int() }),
      },
    },
    async (request) => ({ received: request.body }),
  );
});
afterAll(async () => t?.close());

describe('health', () => {
  it('reports the database as reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});

describe('error format', () => {
  it('answers an unknown API path with a JSON 404 in French', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ error: 'Ressource introuvable.', code: 'NOT_FOUND' });
  });

  it('speaks English to an English browser', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/auth/nope',
      headers: { 'accept-language': 'en-GB,en;q=0.9' },
    });
    expect(response.json()).toEqual({ error: 'Resource not found.', code: 'NOT_FOUND' });
  });

  it('follows the language chosen in the app (i18next cookie) over the browser', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'accept-language': 'fr-FR' },
      cookies: { i18next: 'en' },
    });
    expect(response.json().error).toBe('Resource not found.');
  });
});

const ECHO_URL = '/api/test/echo';

/**
 * POSTs to the echo route as the site's own page would: with a fresh valid XSRF pair, to which
 * `cookies` and `headers` are added (or which they override).
 */
const postEcho = async ({
  payload,
  cookies = {},
  headers = {},
}: {
  payload: string | Record<string, unknown>;
  cookies?: Record<string, string>;
  headers?: Record<string, string>;
}) => {
  const xsrf = await getXsrf(t.app);
  return t.app.inject({
    method: 'POST',
    url: ECHO_URL,
    cookies: { ...xsrf.cookies, ...cookies },
    headers: { ...xsrf.headers, ...headers },
    payload,
  });
};

describe('bad input on a state-changing route', () => {
  it('refuses a request without the XSRF header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: ECHO_URL,
      payload: { name: 'a', count: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      error: 'Jeton de sécurité manquant. Rechargez la page et réessayez.',
      code: 'XSRF_MISSING',
    });
  });

  it('refuses a header that does not match the cookie, or a forged token', async () => {
    const mismatched = await postEcho({
      headers: { 'x-xsrf-token': 'forged.token' },
      payload: { name: 'a', count: 1 },
    });
    expect(mismatched.json().code).toBe('XSRF_INVALID');
    const forged = await postEcho({
      cookies: { 'XSRF-TOKEN': 'forged.token' },
      headers: { 'x-xsrf-token': 'forged.token' },
      payload: { name: 'a', count: 1 },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('XSRF_INVALID');
  });

  it('refuses a token minted for another session', async () => {
    const response = await postEcho({
      cookies: { navette_session: 'someone-else' },
      payload: { name: 'a', count: 1 },
    });
    expect(response.json().code).toBe('XSRF_INVALID');
  });

  it('refuses a request sent from another site even with a valid token', async () => {
    const response = await postEcho({
      headers: { origin: 'https://evil.example' },
      payload: { name: 'a', count: 1 },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_SITE_REQUEST');
  });

  it('accepts a valid request from the site', async () => {
    const response = await postEcho({
      headers: { origin: 'http://localhost:3000' },
      payload: { name: 'Léa', count: 2 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { name: 'Léa', count: 2 } });
  });

  it('explains a malformed JSON body', async () => {
    const response = await postEcho({
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "a",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Le corps de la requête n'est pas un JSON valide.",
      code: 'INVALID_JSON',
    });
  });

  it('names each invalid field: missing, wrong type, unknown', async () => {
    const response = await postEcho({ payload: { count: 'three', admin: true } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Ce champ est obligatoire.',
      code: 'VALIDATION_FAILED',
      fields: {
        name: 'Ce champ est obligatoire.',
        count: 'Type de valeur invalide.',
        admin: 'Champ inconnu.',
      },
    });
  });

  it.each([
    {
      refused: 'a body that tries to reach the prototype',
      contentType: 'application/json',
      payload: '{"name": "a", "count": 1, "__proto__": {"isAdmin": true}}',
      status: 400,
      code: 'INVALID_JSON',
    },
    {
      refused: 'a body that is too large',
      payload: () => ({ name: 'x'.repeat(t.config.bodyLimitBytes + 1), count: 1 }),
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    {
      refused: 'a content type it does not read',
      contentType: 'application/x-yaml',
      payload: 'name: a',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
  ])('refuses $refused', async ({ contentType, payload, status, code }) => {
    const response = await postEcho({
      headers: contentType ? { 'content-type': contentType } : {},
      payload: typeof payload === 'function' ? payload() : payload,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json().code).toBe(code);
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and the usual hardening headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('static files and the app', () => {
  it('serves the app for client routes, and a real 404 for a missing asset', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/?lng=fr' });
    expect(home.statusCode).toBe(200);
    const titleOf = (body: string) => /<title>([^<]+)<\/title>/.exec(body)?.[1];
    expect(titleOf(home.body)).toBeDefined();
    const page = await t.app.inject({ method: 'GET', url: '/reservation-guest' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // each page is served under its own title (docs/product/public-site.md)
    expect(titleOf(page.body)).toBeDefined();
    expect(titleOf(page.body)).not.toBe(titleOf(home.body));
    const adminPage = await t.app.inject({ method: 'GET', url: '/admin/login' });
    expect(adminPage.headers['content-type']).toContain('text/html');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-123.js' });
    expect(missing.statusCode).toBe(404);
  });

  it("hands the app the operator's details and its language's translations", async () => {
    const fr = await t.app.inject({ method: 'GET', url: '/contact' });
    expect(fr.body).toContain('<html lang="fr">');
    expect(fr.body).toContain(
      '<meta name="navette-company" content="{&quot;name&quot;:&quot;Riviera \\&quot;Transferts\\&quot; &lt;Nice&gt;&quot;',
    );
    expect(fr.body).toContain('<link rel="preload" href="/locales/fr/common.json" as="fetch"');
    expect(fr.body).toContain('<link rel="preload" href="/locales/fr/public.json" as="fetch"');
    // the back-office's texts are fetched by the back-office only (docs/decisions/0015)
    expect(fr.body).not.toContain('admin.json');
    const en = await t.app.inject({
      method: 'GET',
      url: '/contact',
      headers: { 'accept-language': 'en-GB' },
    });
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain('href="/locales/en/common.json"');
  });

  it('caches hashed assets for a year', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('serves the translation catalogues, compressed', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/locales/fr/public.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    const admin = await t.app.inject({ method: 'GET', url: '/locales/en/admin.json' });
    expect(admin.json()).toMatchObject({ adminNav: { dashboard: 'Dashboard' } });
    for (const url of ['/locales/de/common.json', '/locales/fr/nope.json', '/locales/fr/common']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it('serves the service catalogue as UTF-8 JSON, compressed when the client accepts it', async () => {
    const plain = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    const names = plain.json<{ name: string }[]>().map((service) => service.name);
    expect(names).toContain('Transfert aéroport');
    const gzipped = await t.app.inject({
      method: 'GET',
      url: '/api/services',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('serves service images with a policy that forbids running them as pages', async () => {
    const services = (await t.app.inject({ method: 'GET', url: '/api/services' })).json<
      { image: string }[]
    >();
    const image = await t.app.inject({
      method: 'GET',
      url: `/uploads/services/${services[0]?.image}`,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-security-policy']).toContain('sandbox');
    // a private file two levels above the public images
    writeFileSync(path.join(t.config.dataDir, 'private.txt'), 'PRIVATE-CONTENT');
    for (const url of [
      '/uploads/services/..%2f..%2fprivate.txt',
      '/uploads/services/%2e%2e/%2e%2e/private.txt',
      '/uploads/services/../../private.txt',
      '/uploads/services/%2e%2e%5c%2e%2e%5cprivate.txt',
    ]) {
      const traversal = await t.app.inject({ method: 'GET', url });
      expect(traversal.body).not.toContain('PRIVATE-CONTENT');
    }
  });
});

describe('OpenAPI', () => {
  it('documents the routes from their schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.paths['/api/services'].get.responses['200']).toBeDefined();
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});
