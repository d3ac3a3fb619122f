/**
 * The hardening headers of every answer, on a developer's http machine and on an https
 * deployment (docs/decisions/0022-privacy-in-operations.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';

const PERMISSIONS_POLICY =
  'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join(';');

let http: TestApp;
let https: TestApp;
beforeAll(async () => {
  [http, https] = await Promise.all([
    buildTestApp(),
    buildTestApp({ env: { PUBLIC_URL: 'https://www.navette.example' } }),
  ]);
});
afterAll(async () => Promise.all([http?.close(), https?.close()]));

const ANSWERS = [
  ['a page of the app', '/reservation'],
  ['an API answer', '/api/services'],
  ['an API error', '/api/nope'],
  ['a missing service image', '/uploads/services/none.svg'],
];

describe('on every answer', () => {
  it.each(ANSWERS)('%s turns off the browser features the site never uses', async (_, url) => {
    const response = await http.app.inject({ method: 'GET', url });
    expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });

  it('allows images from the site itself only', async () => {
    const response = await http.app.inject({ method: 'GET', url: '/api/services' });
    expect(response.headers['content-security-policy']).toBe(CSP);
  });
});

describe('the hardening headers', () => {
  it.each(ANSWERS)('%s carries every one of them, with the same values', async (_, url) => {
    const response = await http.app.inject({ method: 'GET', url });
    expect(response.headers).toMatchObject({
      'content-security-policy': CSP,
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
      'permissions-policy': PERMISSIONS_POLICY,
    });
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('over https', () => {
  it('asks browsers to come back over https only, for a year, subdomains included', async () => {
    const response = await https.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(response.headers['content-security-policy']).toBe(`${CSP};upgrade-insecure-requests`);
  });

  it('sets its cookies Secure, and only there', async () => {
    const secure = await https.app.inject({ method: 'GET', url: '/api/health' });
    const plain = await http.app.inject({ method: 'GET', url: '/api/health' });
    expect(secure.cookies.length).toBeGreaterThan(0);
    expect(secure.cookies.every((cookie) => cookie.secure === true)).toBe(true);
    expect(plain.cookies.length).toBeGreaterThan(0);
    expect(plain.cookies.some((cookie) => cookie.secure === true)).toBe(false);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('rate limit counters', () => {
  it('are told only to a client that went over its limit', async () => {
    const response = await http.app.inject({ method: 'GET', url: '/api/services' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual(
      [],
    );
  });
});
