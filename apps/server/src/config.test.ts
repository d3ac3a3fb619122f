import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/navette-config-test', SESSION_SECRET: 'x'.repeat(40) };

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('configuration', () => {
  it('has a safe default for every setting on a single machine', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.isHttps).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.geocoder).toBe('ban');
    expect(config.google.issuer).toBe('https://accounts.google.com');
    expect(config.company.name).toBe('Navette Prestige');
    expect(config.storage).toEqual({ kind: 'filesystem', root: '/tmp/navette-config-test' });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['PUBLIC_URL', 'localhost:3000'],
    ['SESSION_SECRET', 'short'],
    ['SMTP_URL', 'http://mail'],
    ['GEOCODER', 'google'],
    ['ROUTER', 'google'],
    ['ROUTER_URL', 'osrm.internal:5000'],
    ['ROUTER_URL', 'ftp://osrm.internal'],
    ['ROUTER_TIMEOUT_MS', '0'],
    ['ROUTER_TIMEOUT_MS', '3s'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['ADMIN_PASSWORD', 'short'],
    ['ADMIN_PASSWORD', 'password1234'],
    ['RATE_LIMIT_MAX', '-1'],
    ['LOG_LEVEL', 'loud'],
    ['COMPANY_WHATSAPP', '+33 6 12'],
    ['STRIPE_API_URL', 'ftp://stripe.example'],
    ['PAYMENT_RATE_LIMIT_MAX', '0'],
    ['COMPANY_SIREN', '732829321'],
    ['COMPANY_SIREN', '73282932'],
    ['COMPANY_SIRET', '73282932000075'],
    ['COMPANY_VAT_NUMBER', 'FR45732829320'],
    ['COMPANY_VTC_REGISTRY', 'EVTC<script>'],
    ['QUOTE_VALIDITY_DAYS', '0'],
    ['QUOTE_VALIDITY_DAYS', '400'],
    ['MAIL_LEASE_MS', '0'],
    ['MAIL_RETRY_BASE_MS', '30s'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}: `));
  });

  it('reads the company identifiers for the documents, spaces dropped, one company', () => {
    const { company, documents } = loadConfig({
      ...base,
      COMPANY_SIREN: '732 829 320',
      COMPANY_SIRET: '732 829 320 00074',
      COMPANY_VAT_NUMBER: 'fr 44 732829320',
      COMPANY_VTC_REGISTRY: 'EVTC075190001',
    });
    expect(company).toMatchObject({
      siren: '732829320',
      siret: '73282932000074',
      vatNumber: 'FR44732829320',
      vtcRegistry: 'EVTC075190001',
    });
    expect(documents).toEqual({ quoteValidityDays: 30 });
    expect(loadConfig(base).company.siren).toBeUndefined();
    expect(problemsOf({ COMPANY_SIREN: '732829320', COMPANY_SIRET: '44306184100047' })).toEqual([
      'COMPANY_SIRET: must start with COMPANY_SIREN',
    ]);
    expect(problemsOf({ COMPANY_SIREN: '443061841', COMPANY_VAT_NUMBER: 'FR44732829320' })).toEqual(
      ['COMPANY_VAT_NUMBER: must end with COMPANY_SIREN'],
    );
  });

  it('tunes the mail worker: lease and first retry delay, by default 5 minutes and 30 s', () => {
    expect(loadConfig(base).mailWorker).toEqual({ leaseMs: 30_000, retryBaseMs: 30_000 });
    expect(
      loadConfig({ ...base, MAIL_LEASE_MS: '600000', MAIL_RETRY_BASE_MS: '5000' }).mailWorker,
    ).toEqual({ leaseMs: 600_000, retryBaseMs: 5_000 });
  });

  it('refuses a common administrator password, saying why', () => {
    expect(problemsOf({ ADMIN_PASSWORD: 'Password1234' })).toEqual([
      'ADMIN_PASSWORD: must not be one of the most common passwords',
    ]);
  });

  it('tells the company of every event by default, of those listed, or of none', () => {
    expect(loadConfig(base).companyNotifications).toEqual([
      'request',
      'acceptance',
      'payment',
      'cancellation',
    ]);
    expect(
      loadConfig({ ...base, COMPANY_NOTIFICATIONS: ' Payment, request ' }).companyNotifications,
    ).toEqual(['payment', 'request']);
    expect(loadConfig({ ...base, COMPANY_NOTIFICATIONS: 'none' }).companyNotifications).toEqual([]);
  });

  it('refuses an event the company cannot be told of, naming it', () => {
    expect(problemsOf({ COMPANY_NOTIFICATIONS: 'request,paiement' })).toEqual([
      'COMPANY_NOTIFICATIONS: unknown event "paiement": write "none" or events separated by commas among request, acceptance, payment, cancellation',
    ]);
  });

  it('asks for both Google credentials together', () => {
    expect(problemsOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([
      'GOOGLE_CLIENT_SECRET: must be set together with GOOGLE_CLIENT_ID',
    ]);
  });

  it('asks for both Stripe keys together, and points the SDK at Stripe by default', () => {
    expect(problemsOf({ STRIPE_SECRET_KEY: 'sk_test_x' })).toEqual([
      'STRIPE_WEBHOOK_SECRET: must be set together with STRIPE_SECRET_KEY',
    ]);
    expect(problemsOf({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toEqual([
      'STRIPE_SECRET_KEY: must be set together with STRIPE_WEBHOOK_SECRET',
    ]);
    const { stripe } = loadConfig(base);
    expect(stripe.secretKey).toBeUndefined();
    expect(stripe.apiUrl.href).toBe('https://api.stripe.com/');
  });

  it("measures road distances with IGN's Géoplateforme by default, giving up after 3 seconds", () => {
    const config = loadConfig(base);
    expect(config.router).toBe('geoplateforme');
    expect(config.routing).toEqual({
      url: 'https://data.geopf.fr/navigation/itineraire',
      timeoutMs: 3000,
    });
    expect(loadConfig({ ...base, ROUTER: '' }).router).toBe('geoplateforme');
  });

  it('measures road distances with a self-hosted OSRM at its address, and another timeout', () => {
    const config = loadConfig({
      ...base,
      ROUTER: 'osrm',
      ROUTER_URL: 'http://osrm.internal:5000',
      ROUTER_TIMEOUT_MS: '800',
    });
    expect(config.router).toBe('osrm');
    expect(config.routing).toEqual({ url: 'http://osrm.internal:5000', timeoutMs: 800 });
  });

  it('stops start-up for OSRM routing without its address, saying what to set', () => {
    expect(problemsOf({ ROUTER: 'osrm' })).toEqual([
      'ROUTER_URL: must be set when ROUTER is osrm: the address of your OSRM server (e.g. http://127.0.0.1:5000)',
    ]);
  });

  it('marks cookies secure when the public URL is https', () => {
    const stripe = { STRIPE_SECRET_KEY: 'sk_live_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(
      loadConfig({ ...base, ...stripe, PUBLIC_URL: 'https://navette.example/' }),
    ).toMatchObject({
      publicUrl: 'https://navette.example',
      isHttps: true,
    });
  });

  it('takes card payments with Stripe when its keys are set, else with the test checkout', () => {
    expect(loadConfig(base).payments.mode).toBe('test');
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(loadConfig({ ...base, ...stripe }).payments.mode).toBe('stripe');
    expect(loadConfig({ ...base, ...stripe, PAYMENTS: 'stripe' }).payments.mode).toBe('stripe');
  });

  it.each([
    [{ PUBLIC_URL: 'https://www.navette-prestige.fr' }, 'PUBLIC_URL is https'],
    [{ NODE_ENV: 'production' }, 'NODE_ENV is production'],
    [
      { PUBLIC_URL: 'https://www.navette-prestige.fr', NODE_ENV: 'production' },
      'PUBLIC_URL is https, NODE_ENV is production',
    ],
  ])('does not start %j without Stripe keys: no invoice for money nobody took', (env, reason) => {
    expect(problemsOf(env)).toEqual([
      `STRIPE_SECRET_KEY: not set while this deployment looks like production (${reason}): the built-in test checkout would mark reservations paid and issue invoices without taking any money; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=test to run the test checkout on purpose`,
    ]);
    // chosen on purpose, the test checkout runs (and the start-up warning says so)
    expect(loadConfig({ ...base, ...env, PAYMENTS: 'test' }).payments.mode).toBe('test');
  });

  it('refuses a payment mode its keys contradict', () => {
    expect(problemsOf({ PAYMENTS: 'stripe' })).toEqual([
      'PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    ]);
    const stripe = { STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' };
    expect(problemsOf({ ...stripe, PAYMENTS: 'test' })).toEqual([
      'PAYMENTS: test cannot be chosen while STRIPE_SECRET_KEY is set; unset one',
    ]);
    expect(problemsOf({ PAYMENTS: 'free' })).toHaveLength(1);
  });

  it('generates one session secret in DATA_DIR, which every later start (or instance) reads', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-secret-'));
    try {
      const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
      expect(first.length).toBeGreaterThanOrEqual(32);
      expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
      const file = path.join(dataDir, 'session-secret');
      expect(readFileSync(file, 'utf8')).toBe(first);
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(readdirSync(dataDir)).toEqual(['session-secret']);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.each([
    ['', 'is empty'],
    ['\n', 'is empty'],
    ['x'.repeat(31), 'has only 31 characters'],
  ])(
    'stops start-up when the session-secret file holds %j, saying which file and why',
    (content, why) => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-secret-'));
      try {
        const file = path.join(dataDir, 'session-secret');
        writeFileSync(file, content, { mode: 0o600 });
        expect(problemsOf({ DATA_DIR: dataDir, SESSION_SECRET: '' })).toEqual([
          `${file}: the session secret ${why}; it needs at least 32. Write a random one into it ` +
            '(e.g. openssl rand -base64 48), the same on every instance, or set SESSION_SECRET',
        ]);
        // left as it was: a secret is never replaced behind the operator's back
        expect(readFileSync(file, 'utf8')).toBe(content);
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
