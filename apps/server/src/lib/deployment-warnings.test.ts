import { describe, expect, it } from 'vitest';
import { loadConfig, type Env } from '../config';
import { deploymentWarnings } from './deployment-warnings';

/** The warnings for `env`, on a deployment with shared rate-limit counters (Redis) and Stripe. */
const warningsFor = (env: Env) =>
  deploymentWarnings(
    loadConfig({
      SESSION_SECRET: 'x'.repeat(32),
      DATA_DIR: '/tmp/navette-unused',
      REDIS_URL: 'redis://127.0.0.1:6379',
      STRIPE_SECRET_KEY: 'sk_live_example',
      STRIPE_WEBHOOK_SECRET: 'whsec_example',
      ...env,
    }),
  );

const HTTP_WARNING = /^PUBLIC_URL is http while this deployment looks like production/;

describe('the start-up warnings about the deployment', () => {
  it('says nothing on a developer machine', () => {
    expect(warningsFor({})).toEqual([]);
    expect(warningsFor({ PUBLIC_URL: 'http://127.0.0.1:5173', HOST: '::1' })).toEqual([]);
  });

  it('says nothing of a production deployment served over https', () => {
    expect(
      warningsFor({
        NODE_ENV: 'production',
        HOST: '0.0.0.0',
        PUBLIC_URL: 'https://www.navette-prestige.fr',
      }),
    ).toEqual([]);
  });

  it.each([
    [{ NODE_ENV: 'production' }, 'NODE_ENV is production'],
    [{ HOST: '0.0.0.0' }, 'HOST 0.0.0.0 is not loopback'],
    [{ PUBLIC_URL: 'http://navette.example' }, "PUBLIC_URL's host navette.example is not local"],
  ])('warns when %j runs on http, saying why', (env, reason) => {
    const [warning, ...others] = warningsFor({ ...env, API_DOCS: 'admin' });
    expect(warning).toMatch(HTTP_WARNING);
    expect(warning).toContain(`(${reason})`);
    expect(warning).toContain('cookies are sent without Secure and no Strict-Transport-Security');
    expect(others).toEqual([]);
  });

  it('warns when a production deployment shows its API documentation to everyone', () => {
    expect(
      warningsFor({ PUBLIC_URL: 'https://www.navette-prestige.fr', API_DOCS: 'public' }),
    ).toEqual([
      "API_DOCS is public while this deployment looks like production (PUBLIC_URL's host www.navette-prestige.fr is not local): anyone can read the map of the API at /api/docs; set API_DOCS=admin or off",
    ]);
  });

  it('tells the operator of a production deployment without Redis to set REDIS_URL', () => {
    expect(warningsFor({ PUBLIC_URL: 'https://www.navette-prestige.fr', REDIS_URL: '' })).toEqual([
      "REDIS_URL is not set while this deployment looks like production (PUBLIC_URL's host www.navette-prestige.fr is not local): rate-limit counters are kept in this process only; set REDIS_URL in production and whenever several instances serve the site",
    ]);
  });

  it('does not ask a developer machine for Redis', () => {
    expect(warningsFor({ REDIS_URL: '' })).toEqual([]);
  });

  it('asks for Redis on a machine whose database others can share (PostgreSQL)', () => {
    const postgres = { DATABASE_URL: 'postgres://navette@127.0.0.1:5432/navette' };
    expect(warningsFor({ ...postgres, REDIS_URL: '' })).toEqual([
      'REDIS_URL is not set while DATABASE_URL is: rate-limit counters are kept in this process only, so each instance sharing this database allows the full limits; set REDIS_URL whenever several instances serve the site',
    ]);
    expect(warningsFor(postgres)).toEqual([]);
  });

  it('tells the operator of a production deployment that the test checkout takes no money', () => {
    const noStripe = { STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' };
    // https needs PAYMENTS=test to start at all (config.test.ts); it is still said at each start
    const production = { PUBLIC_URL: 'https://www.navette-prestige.fr', PAYMENTS: 'test' };
    expect(warningsFor({ ...production, ...noStripe })).toEqual([
      "STRIPE_SECRET_KEY is not set while this deployment looks like production (PUBLIC_URL's host www.navette-prestige.fr is not local): the built-in test checkout marks reservations paid without taking any money; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET",
    ]);
    // a machine open on the network, over http, starts with the warning
    expect(warningsFor({ HOST: '0.0.0.0', API_DOCS: 'admin', ...noStripe })).toEqual([
      expect.stringMatching(HTTP_WARNING),
      expect.stringMatching(
        /^STRIPE_SECRET_KEY is not set while .*\(HOST 0\.0\.0\.0 is not loopback\)/,
      ),
    ]);
    expect(warningsFor(noStripe)).toEqual([]);
  });
});
