/**
 * Who may read the API's documentation (API_DOCS, docs/decisions/0022-privacy-in-operations.md):
 * everyone on a developer's machine, administrators only on a deployment others can reach,
 * nobody when it is turned off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';

const DOCS_URLS = ['/api/docs/json', '/api/docs/', '/api/docs/static/index.html'];

const signedInAdmin = async (t: TestApp) => (await signInAsAdmin(t.app, t.database.db)).client;

describe('the default access to /api/docs', () => {
  const apiDocsFor = (env: Record<string, string>) =>
    loadConfig({
      SESSION_SECRET: 'x'.repeat(32),
      DATA_DIR: '/tmp/navette-unused',
      PAYMENTS: 'test',
      ...env,
    }).apiDocs;

  it('is public on a developer machine, and for administrators anywhere else', () => {
    expect(apiDocsFor({})).toBe('public');
    expect(apiDocsFor({ PUBLIC_URL: 'http://127.0.0.1:3000' })).toBe('public');
    expect(apiDocsFor({ PUBLIC_URL: 'https://www.navette-prestige.fr' })).toBe('admin');
    expect(apiDocsFor({ PUBLIC_URL: 'http://navette.example' })).toBe('admin');
    expect(apiDocsFor({ HOST: '0.0.0.0' })).toBe('admin');
    expect(apiDocsFor({ PUBLIC_URL: 'https://www.navette-prestige.fr', API_DOCS: 'public' })).toBe(
      'public',
    );
  });

  it('refuses a value it does not know, naming the variable', () => {
    expect(() => apiDocsFor({ API_DOCS: 'yes' })).toThrow(/API_DOCS/);
  });
});

/** The app of the enclosing describe block, built with this API_DOCS. */
const appWithApiDocs = (apiDocs: 'admin' | 'off') => {
  const holder: { t?: TestApp } = {};
  beforeAll(async () => {
    holder.t = await buildTestApp({ env: { API_DOCS: apiDocs } });
  });
  afterAll(async () => holder.t?.close());
  return () => {
    if (!holder.t) throw new Error('the app is not built yet');
    return holder.t;
  };
};

describe('API_DOCS=admin', () => {
  const app = appWithApiDocs('admin');

  it.each(DOCS_URLS)('answers a visitor asking for %s with a 401', async (url) => {
    const response = await new BrowserClient(app().app).get(url);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentification requise.', code: 'UNAUTHORIZED' });
  });

  it('shows the documentation to a signed-in administrator', async () => {
    const admin = await signedInAdmin(app());
    const document = await admin.get('/api/docs/json');
    expect(document.statusCode).toBe(200);
    expect(document.json().paths['/api/services']).toBeDefined();
    const page = await admin.get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });
});

describe('API_DOCS=off', () => {
  const app = appWithApiDocs('off');

  it.each(DOCS_URLS)('has no %s, even for an administrator', async (url) => {
    const admin = await signedInAdmin(app());
    const response = await admin.get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Ressource introuvable.', code: 'NOT_FOUND' });
  });
});

describe('the documented session cookie', () => {
  it('is the name the server reads: __Host- prefixed over https', async () => {
    const t = await buildTestApp({
      env: { API_DOCS: 'public', PUBLIC_URL: 'https://navette.example' },
    });
    try {
      const document = (await new BrowserClient(t.app).get('/api/docs/json')).json();
      expect(document.components.securitySchemes.session).toEqual({
        type: 'apiKey',
        in: 'cookie',
        name: '__Host-navette_session',
      });
    } finally {
      await t.close();
    }
  });
});
