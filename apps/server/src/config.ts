import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  CV_MAX_BYTES_DEFAULT,
  QUOTE_VALIDITY_DAYS_DEFAULT,
  SERVICE_IMAGE_MAX_BYTES_DEFAULT,
} from '@navette/shared';
import { z } from 'zod';
import { companyEnvShape, companyIdentity, type CompanyIdentity } from './config-company';
import {
  backupKey,
  backupRecipients,
  companyNotifications,
  optionalString,
  positiveInt,
  trustProxy,
  url,
  wholeNumber,
  type BackupKeys,
  type CompanyNotificationEvent,
} from './config-values';
import { isCommonPassword } from './lib/password-policy';

/**
 * The only reader of the environment. Every setting has a safe default for a single machine;
 * a bad value stops start-up with a message naming the variable.
 */

/** The shortest session secret accepted, from SESSION_SECRET or from its file. */
const SESSION_SECRET_MIN_LENGTH = 32;

const envSchema = z.object({
  PORT: positiveInt(3000).pipe(z.number().max(65535, 'must be at most 65535')),
  HOST: optionalString.transform((v) => v ?? '127.0.0.1'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATA_DIR: optionalString.transform((v) => path.resolve(v ?? 'data')),
  BACKUP_KEY: backupKey,
  BACKUP_RECIPIENT: backupRecipients,
  PUBLIC_URL: url(['http:', 'https:']),
  SESSION_SECRET: optionalString.pipe(
    z
      .string()
      .min(
        SESSION_SECRET_MIN_LENGTH,
        `must be at least ${SESSION_SECRET_MIN_LENGTH} characters long`,
      )
      .optional(),
  ),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .optional()
    .transform((v) => v ?? 'info'),
  /** unset: pretty on a terminal, JSON otherwise (docs/decisions/0034-log-format.md) */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  SMTP_URL: url(['smtp:', 'smtps:']),
  MAIL_FROM: optionalString,
  MAIL_LEASE_MS: positiveInt(5 * 60_000),
  MAIL_RETRY_BASE_MS: positiveInt(30_000),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
  STRIPE_API_URL: url(['http:', 'https:']).transform((v) => v ?? 'https://api.stripe.com'),
  /** `test`: the built-in test checkout on purpose, even where the site looks like production */
  PAYMENTS: z.enum(['stripe', 'test', '']).optional(),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_ISSUER: url(['http:', 'https:']).transform((v) => v ?? 'https://accounts.google.com'),
  GEOCODER: z
    .enum(['ban', 'nominatim', ''])
    .optional()
    .transform((v) => (v === 'nominatim' ? 'nominatim' : 'ban')),
  ADMIN_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  ADMIN_PASSWORD: optionalString.pipe(
    z
      .string()
      .min(12, { message: 'must be at least 12 characters long', abort: true })
      // the rule of every administrator password (docs/decisions/0020-admin-second-factor.md)
      .refine((v) => !isCommonPassword(v), 'must not be one of the most common passwords')
      .optional(),
  ),
  REDIS_URL: url(['redis:', 'rediss:']),
  ...companyEnvShape,
  COMPANY_NOTIFICATIONS: companyNotifications,
  QUOTE_VALIDITY_DAYS: positiveInt(QUOTE_VALIDITY_DAYS_DEFAULT).pipe(
    z.number().max(365, 'must be at most 365'),
  ),
  BODY_LIMIT_BYTES: positiveInt(256 * 1024),
  MAX_EVENT_LOOP_DELAY_MS: wholeNumber(1000),
  RATE_LIMIT_MAX: positiveInt(300),
  RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  RATE_LIMIT_STORE_KEYS: positiveInt(10_000),
  PAGE_RATE_LIMIT_MAX: positiveInt(300),
  STATIC_RATE_LIMIT_MAX: positiveInt(3000),
  AUTH_RATE_LIMIT_IP_MAX: positiveInt(30),
  AUTH_RATE_LIMIT_EMAIL_MAX: positiveInt(10),
  AUTH_RATE_LIMIT_WINDOW_MS: positiveInt(15 * 60_000),
  RESERVATION_RATE_LIMIT_MAX: positiveInt(20),
  RESERVATION_RATE_LIMIT_WINDOW_MS: positiveInt(60 * 60_000),
  GEOCODER_URL: url(['http:', 'https:']),
  GEOCODER_TIMEOUT_MS: positiveInt(3000),
  GEOCODE_RATE_LIMIT_MAX: positiveInt(60),
  GEOCODE_RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  CV_MAX_BYTES: positiveInt(CV_MAX_BYTES_DEFAULT),
  SERVICE_IMAGE_MAX_BYTES: positiveInt(SERVICE_IMAGE_MAX_BYTES_DEFAULT),
  RECRUITMENT_RATE_LIMIT_MAX: positiveInt(5),
  RECRUITMENT_RATE_LIMIT_WINDOW_MS: positiveInt(60 * 60_000),
  PAYMENT_RATE_LIMIT_MAX: positiveInt(30),
  PAYMENT_RATE_LIMIT_WINDOW_MS: positiveInt(15 * 60_000),
  CONTACT_RATE_LIMIT_MAX: positiveInt(5),
  CONTACT_RATE_LIMIT_WINDOW_MS: positiveInt(60 * 60_000),
  API_DOCS: z.enum(['off', 'admin', 'public', '']).optional(),
  REQUEST_TIMEOUT_MS: positiveInt(60_000),
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  KEEP_ALIVE_TIMEOUT_MS: positiveInt(72_000),
  SCHEDULER_POLL_INTERVAL_MS: positiveInt(30_000),
  SERVICE_CATALOGUE_TTL_MS: positiveInt(30_000),
  /**
   * read only to warn about a production deployment on http (lib/deployment-warnings.ts), and to
   * refuse the test checkout there (paymentMode below)
   */
  NODE_ENV: optionalString,
});

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  /**
   * read by `npm run backup` and `npm run restore` only
   * (docs/decisions/0044-personal-data-owned-private-and-encrypted.md)
   */
  backup: BackupKeys;
  uploadsDir: string;
  mailDir: string;
  publicUrl: string;
  isHttps: boolean;
  sessionSecret: string;
  /** false (no proxy), the number of proxies in front, or their addresses and ranges */
  trustProxy: false | number | string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** LOG_FORMAT: undefined lets the server choose (pretty when stdout is a terminal) */
  logFormat: 'pretty' | 'json' | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** the mail worker's claim lease and first retry delay (docs/decisions/0009-mail-outbox.md) */
  mailWorker: { leaseMs: number; retryBaseMs: number };
  /**
   * Card payments with Stripe Checkout when both keys are set; without them, the built-in test
   * checkout (docs/decisions/0028-card-payments.md). `apiUrl`: Stripe's API, or a stand-in.
   */
  stripe: { secretKey: string | undefined; webhookSecret: string | undefined; apiUrl: URL };
  /**
   * `mode`: who takes the money, Stripe (both keys set) or the built-in test checkout (none
   * taken), chosen by paymentMode below. Rate limit: checkout sessions and payment checks per
   * client address and window.
   */
  payments: { mode: PaymentMode; rateLimit: { perIp: number; windowMs: number } };
  google: { clientId: string | undefined; clientSecret: string | undefined; issuer: string };
  geocoder: 'ban' | 'nominatim';
  geocoding: {
    /** the provider's search endpoint */
    url: string;
    /** a slower answer counts as no answer: suggestions are a convenience */
    timeoutMs: number;
    /** address searches per client address and window */
    rateLimit: { perIp: number; windowMs: number };
  };
  /** quote requests (POST /api/reservations) per client address and window */
  reservations: { rateLimit: { perIp: number; windowMs: number } };
  admin: { email: string | undefined; password: string | undefined };
  redisUrl: string | undefined;
  company: CompanyIdentity;
  /**
   * the events e-mailed to the company's inbox (COMPANY_NOTIFICATIONS, all by default):
   * docs/product/emails.md#company-notices
   */
  companyNotifications: readonly CompanyNotificationEvent[];
  documents: {
    /** private: documents are sent to their owner or an administrator, never served as files */
    dir: string;
    /** how many days a devis can be accepted after it was issued */
    quoteValidityDays: number;
  };
  bodyLimitBytes: number;
  /**
   * past this mean event-loop delay, requests are answered 503 at once (plugins/load-guard.ts);
   * 0: no guard
   */
  maxEventLoopDelayMs: number;
  rateLimit: {
    max: number;
    windowMs: number;
    /** in memory (no Redis): live counters per limiter, past which new keys share one */
    storeKeys: number;
    /** the site's pages and unknown paths, and its files, per client and window (decision 0046) */
    pagesMax: number;
    filesMax: number;
    /** sign-in, registration and verification: per client address and per e-mail address */
    auth: { perIp: number; perEmail: number; windowMs: number };
  };
  recruitment: {
    /** largest CV accepted, in bytes */
    cvMaxBytes: number;
    /** private: CVs are only ever sent to an administrator, never served as static files */
    cvDir: string;
    /** applications per client address and window */
    rateLimit: { perIp: number; windowMs: number };
  };
  /** largest service image the back-office may upload, in bytes (before re-encoding) */
  serviceImageMaxBytes: number;
  /** contact-form messages per client address, and per sender e-mail address, and window */
  contact: { rateLimit: { perIp: number; perEmail: number; windowMs: number } };
  /** who may read /api/docs: nobody, administrators, everyone (docs/decisions/0022-*.md) */
  apiDocs: ApiDocsAccess;
  timeouts: {
    /** the whole request, headers and body, must have arrived by then, or 408 */
    requestMs: number;
    /** the headers must have arrived by then, or 408 (slowloris) */
    headersMs: number;
    /** an idle keep-alive connection is closed after this; above a load balancer's 60 s */
    keepAliveMs: number;
  };
  /** how often each instance looks for due periodic jobs (lib/jobs/scheduler.ts) */
  schedulerPollIntervalMs: number;
  /** how long an instance keeps the list of services; another instance's change shows after it */
  serviceCatalogueTtlMs: number;
  nodeEnv: string | undefined;
}

export type ApiDocsAccess = 'off' | 'admin' | 'public';

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
const readOrCreateSecret = (dataDir: string): string => {
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

/** Every environment variable the server reads; the README's configuration table lists each one. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

export type PaymentMode = 'stripe' | 'test';

/**
 * Stripe when its keys are set; without them, the built-in test checkout, which marks
 * reservations paid and issues invoices for money nobody took. A deployment that looks like
 * production (an https PUBLIC_URL, or NODE_ENV=production) gets it only when PAYMENTS=test says
 * so on purpose (docs/decisions/0043-booking-follows-the-trip.md); else start-up stops here.
 */
const paymentMode = (
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

export const loadConfig = (env: Env = process.env): AppConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/(?<!\/)\/+$/, '');
  if (e.HEADERS_TIMEOUT_MS > e.REQUEST_TIMEOUT_MS) {
    throw new ConfigError(['HEADERS_TIMEOUT_MS: must not exceed REQUEST_TIMEOUT_MS']);
  }
  const company = companyIdentity(e);
  if (typeof company === 'string') throw new ConfigError([company]);
  const isLocal = isLoopbackHost(new URL(publicUrl).hostname) && isLoopbackHost(e.HOST);
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
  const isHttps = publicUrl.startsWith('https:');
  const payments = paymentMode(e, isHttps);
  if ('problem' in payments) throw new ConfigError([payments.problem]);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    backup: { key: e.BACKUP_KEY, recipients: e.BACKUP_RECIPIENT },
    uploadsDir: path.join(e.DATA_DIR, 'uploads'),
    mailDir: path.join(e.DATA_DIR, 'mail'),
    publicUrl,
    isHttps,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(e.DATA_DIR),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${e.COMPANY_NAME}" <no-reply@${new URL(publicUrl).hostname}>`,
    mailWorker: { leaseMs: e.MAIL_LEASE_MS, retryBaseMs: e.MAIL_RETRY_BASE_MS },
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: new URL(e.STRIPE_API_URL),
    },
    payments: {
      mode: payments.mode,
      rateLimit: { perIp: e.PAYMENT_RATE_LIMIT_MAX, windowMs: e.PAYMENT_RATE_LIMIT_WINDOW_MS },
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      issuer: e.GOOGLE_ISSUER,
    },
    geocoder: e.GEOCODER,
    geocoding: {
      url:
        e.GEOCODER_URL ??
        (e.GEOCODER === 'nominatim'
          ? 'https://nominatim.openstreetmap.org/search'
          : 'https://api-adresse.data.gouv.fr/search/'),
      timeoutMs: e.GEOCODER_TIMEOUT_MS,
      rateLimit: { perIp: e.GEOCODE_RATE_LIMIT_MAX, windowMs: e.GEOCODE_RATE_LIMIT_WINDOW_MS },
    },
    reservations: {
      rateLimit: {
        perIp: e.RESERVATION_RATE_LIMIT_MAX,
        windowMs: e.RESERVATION_RATE_LIMIT_WINDOW_MS,
      },
    },
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    redisUrl: e.REDIS_URL,
    company,
    companyNotifications: e.COMPANY_NOTIFICATIONS,
    documents: {
      dir: path.join(e.DATA_DIR, 'private', 'documents'),
      quoteValidityDays: e.QUOTE_VALIDITY_DAYS,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      storeKeys: e.RATE_LIMIT_STORE_KEYS,
      pagesMax: e.PAGE_RATE_LIMIT_MAX,
      filesMax: e.STATIC_RATE_LIMIT_MAX,
      auth: {
        perIp: e.AUTH_RATE_LIMIT_IP_MAX,
        perEmail: e.AUTH_RATE_LIMIT_EMAIL_MAX,
        windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
      },
    },
    recruitment: {
      cvMaxBytes: e.CV_MAX_BYTES,
      cvDir: path.join(e.DATA_DIR, 'private', 'cv'),
      rateLimit: {
        perIp: e.RECRUITMENT_RATE_LIMIT_MAX,
        windowMs: e.RECRUITMENT_RATE_LIMIT_WINDOW_MS,
      },
    },
    serviceImageMaxBytes: e.SERVICE_IMAGE_MAX_BYTES,
    contact: {
      rateLimit: {
        perIp: e.CONTACT_RATE_LIMIT_MAX,
        perEmail: e.CONTACT_RATE_LIMIT_MAX,
        windowMs: e.CONTACT_RATE_LIMIT_WINDOW_MS,
      },
    },
    // a deployment others can reach shows its API's map to administrators only, unless told
    apiDocs: e.API_DOCS || (isLocal ? 'public' : 'admin'),
    timeouts: {
      requestMs: e.REQUEST_TIMEOUT_MS,
      headersMs: e.HEADERS_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    schedulerPollIntervalMs: e.SCHEDULER_POLL_INTERVAL_MS,
    serviceCatalogueTtlMs: e.SERVICE_CATALOGUE_TTL_MS,
    nodeEnv: e.NODE_ENV,
  };
};

/**
 * Where the data is (DATA_DIR, DATABASE_URL), the environment validated as for the server, but
 * nothing generated: `npm run backup` and `npm run restore` sign nothing, and a session secret
 * created by reading the configuration would be a file put into a data folder a restore wants
 * empty.
 */
export const loadDataLocation = (
  env: Env = process.env,
): Pick<AppConfig, 'dataDir' | 'databaseUrl'> => {
  const config = loadDataConfig(env);
  return { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
};

const loadDataConfig = (env: Env) =>
  loadConfig({
    ...env,
    SESSION_SECRET: env.SESSION_SECRET || 'unused-by-commands-that-only-move-data',
  });

/** BACKUP_KEY and BACKUP_RECIPIENT, validated as the server validates them, for the commands. */
export const loadBackupKeys = (env: Env = process.env): BackupKeys => loadDataConfig(env).backup;
