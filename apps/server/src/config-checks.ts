import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, SESSION_SECRET_MIN_LENGTH, type ParsedEnv } from './config-env';

/** What stops start-up beyond one variable's own rule, and the session secret's file (config.ts). */

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** Only this machine can reach it: the host it listens on and its public address are loopback. */
export const isLoopbackHost = (host: string): boolean =>
  LOOPBACK_HOSTS.has(host.toLowerCase()) || host.startsWith('127.');

/**
 * The session secret signs the XSRF tokens. When none is configured, one is generated on the
 * first start and kept in the data directory, so that restarts do not invalidate tokens. A file
 * left empty or cut short (a full disk, a copy gone wrong) stops start-up: signing with it would
 * let anyone forge what it signs (docs/decisions/0045-accounts-hardening.md).
 */
export const readOrCreateSecret = (dataDir: string): string => {
  const file = path.join(dataDir, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // Instances starting together on one shared DATA_DIR must all end up with the same secret:
    // the file appears whole and only once (a hard link fails if it exists), and the first wins.
    const draft = `${file}.${randomBytes(8).toString('hex')}`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < SESSION_SECRET_MIN_LENGTH) {
    throw new ConfigError([
      `${file}: the session secret ${secret ? `has only ${secret.length} characters` : 'is empty'}; ` +
        `it needs at least ${SESSION_SECRET_MIN_LENGTH}. Write a random one into it ` +
        `(e.g. openssl rand -base64 48), the same on every instance, or set SESSION_SECRET`,
    ]);
  }
  return secret;
};

export type PaymentMode = 'stripe' | 'test';

/**
 * Stripe when its keys are set; without them, the built-in test checkout, which marks
 * reservations paid and issues invoices for money nobody took. A deployment that looks like
 * production (an https PUBLIC_URL, or NODE_ENV=production) gets it only when PAYMENTS=test says
 * so on purpose (docs/decisions/0043-booking-follows-the-trip.md); else start-up stops here.
 */
export const paymentMode = (
  e: { PAYMENTS?: string | undefined; STRIPE_SECRET_KEY?: string | undefined; NODE_ENV?: string },
  isHttps: boolean,
): { mode: PaymentMode } | { problem: string } => {
  if (e.STRIPE_SECRET_KEY) {
    return e.PAYMENTS === 'test'
      ? { problem: 'PAYMENTS: test cannot be chosen while STRIPE_SECRET_KEY is set; unset one' }
      : { mode: 'stripe' };
  }
  if (e.PAYMENTS === 'stripe') {
    return { problem: 'PAYMENTS: stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET' };
  }
  const signs = [
    ...(isHttps ? ['PUBLIC_URL is https'] : []),
    ...(e.NODE_ENV === 'production' ? ['NODE_ENV is production'] : []),
  ];
  if (e.PAYMENTS === 'test' || signs.length === 0) return { mode: 'test' };
  return {
    problem: `STRIPE_SECRET_KEY: not set while this deployment looks like production (${signs.join(', ')}): the built-in test checkout would mark reservations paid and issue invoices without taking any money; set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=test to run the test checkout on purpose`,
  };
};

/** Variables that only make sense together: a bad pair stops start-up naming the one missing. */
export const checkTogether = (e: ParsedEnv): void => {
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(['HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS']);
  }
  const googlePartial = Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET);
  if (googlePartial) {
    throw new ConfigError([
      `${e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID'}: must be set together with ${e.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_ID' : 'GOOGLE_CLIENT_SECRET'}`,
    ]);
  }
  if (Boolean(e.STRIPE_SECRET_KEY) !== Boolean(e.STRIPE_WEBHOOK_SECRET)) {
    // a key without the webhook secret would take payments it could never record
    throw new ConfigError([
      `${e.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}: must be set together with ${e.STRIPE_SECRET_KEY ? 'STRIPE_SECRET_KEY' : 'STRIPE_WEBHOOK_SECRET'}`,
    ]);
  }
  if (e.ROUTER === 'osrm' && !e.ROUTER_URL) {
    // a self-hosted OSRM has no public address to fall back on
    throw new ConfigError([
      'ROUTER_URL: must be set when ROUTER is osrm: the address of your OSRM server (e.g. http://127.0.0.1:5000)',
    ]);
  }
};
