import path from 'node:path';
import { companyIdentity } from './config-company';
import { checkTogether, isLoopbackHost, paymentMode, readOrCreateSecret } from './config-checks';
import { ConfigError, envSchema, type Env, type ParsedEnv } from './config-env';
import type { BackupKeys } from './config-values';
import type { StorageLocation } from './lib/file-store';

/**
 * The only reader of the environment. Every setting has a safe default for a single machine;
 * a bad value stops start-up with a message naming the variable. The variables and their rules
 * are in config-env.ts, the checks across several of them in config-checks.ts; `AppConfig` is
 * the type of what `toConfig` builds from the parsed environment, so the two cannot drift.
 */

export { ConfigError, CONFIG_VARIABLES, type Env } from './config-env';
export { isLoopbackHost, type PaymentMode } from './config-checks';

/** IGN's route service, free and open to all (5 requests a second, for everyone together). */
export const GEOPLATEFORME_ROUTE_URL = 'https://data.geopf.fr/navigation/itineraire';

const toConfig = (e: ParsedEnv) => {
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/(?<!\/)\/+$/, '');
  checkTogether(e);
  const company = companyIdentity(e);
  if (typeof company === 'string') throw new ConfigError([company]);
  const isLocal = isLoopbackHost(new URL(publicUrl).hostname) && isLoopbackHost(e.HOST);
  const isHttps = publicUrl.startsWith('https:');
  const payments = paymentMode(e, isHttps);
  if ('problem' in payments) throw new ConfigError([payments.problem]);
  const storage: StorageLocation = e.STORAGE_URL ?? { kind: 'filesystem', root: e.DATA_DIR };
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    /**
     * where the service images, CVs, documents and backup archives are kept: DATA_DIR, or the
     * bucket of STORAGE_URL (docs/decisions/0054-files-in-object-storage.md)
     */
    storage,
    /**
     * read by `npm run backup` and `npm run restore` only
     * (docs/decisions/0044-personal-data-owned-private-and-encrypted.md)
     */
    backup: { key: e.BACKUP_KEY, recipients: e.BACKUP_RECIPIENT },
    mailDir: path.join(e.DATA_DIR, 'mail'),
    publicUrl,
    isHttps,
    sessionSecret: e.SESSION_SECRET ?? readOrCreateSecret(e.DATA_DIR),
    /** false (no proxy), the number of proxies in front, or their addresses and ranges */
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    /** LOG_FORMAT: undefined lets the server choose (pretty when stdout is a terminal) */
    logFormat: e.LOG_FORMAT,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `"${e.COMPANY_NAME}" <no-reply@${new URL(publicUrl).hostname}>`,
    /** the mail worker's claim lease and first retry delay (docs/decisions/0009-mail-outbox.md) */
    mailWorker: { leaseMs: e.MAIL_LEASE_MS, retryBaseMs: e.MAIL_RETRY_BASE_MS },
    /**
     * Card payments with Stripe Checkout when both keys are set; without them, the built-in test
     * checkout (docs/decisions/0028-card-payments.md). `apiUrl`: Stripe's API, or a stand-in.
     */
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiUrl: new URL(e.STRIPE_API_URL),
    },
    /**
     * `mode`: who takes the money, Stripe (both keys set) or the built-in test checkout (none
     * taken), chosen by paymentMode below. Rate limit: checkout sessions and payment checks per
     * client address and window.
     */
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
      /** the provider's search endpoint */
      url:
        e.GEOCODER_URL ??
        (e.GEOCODER === 'nominatim'
          ? 'https://nominatim.openstreetmap.org/search'
          : 'https://api-adresse.data.gouv.fr/search/'),
      /** a slower answer counts as no answer: suggestions are a convenience */
      timeoutMs: e.GEOCODER_TIMEOUT_MS,
      /** address searches per client address and window */
      rateLimit: { perIp: e.GEOCODE_RATE_LIMIT_MAX, windowMs: e.GEOCODE_RATE_LIMIT_WINDOW_MS },
    },
    /** the road distances of the prices: IGN's Géoplateforme, or a self-hosted OSRM */
    router: e.ROUTER,
    routing: {
      /** the Géoplateforme's itinerary endpoint, or the OSRM server's root */
      url: e.ROUTER_URL ?? GEOPLATEFORME_ROUTE_URL,
      /** a slower answer counts as no route: the trip goes to the company as a quote request */
      timeoutMs: e.ROUTER_TIMEOUT_MS,
    },
    /** quote requests (POST /api/reservations) per client address and window */
    reservations: {
      rateLimit: {
        perIp: e.RESERVATION_RATE_LIMIT_MAX,
        windowMs: e.RESERVATION_RATE_LIMIT_WINDOW_MS,
      },
    },
    admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    redisUrl: e.REDIS_URL,
    company,
    /**
     * the events e-mailed to the company's inbox (COMPANY_NOTIFICATIONS, all by default):
     * docs/product/emails.md#company-notices
     */
    companyNotifications: e.COMPANY_NOTIFICATIONS,
    documents: {
      /** how many days a devis can be accepted after it was issued */
      quoteValidityDays: e.QUOTE_VALIDITY_DAYS,
    },
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    /**
     * past this mean event-loop delay, requests are answered 503 at once (plugins/load-guard.ts);
     * 0: no guard
     */
    maxEventLoopDelayMs: e.MAX_EVENT_LOOP_DELAY_MS,
    rateLimit: {
      max: e.RATE_LIMIT_MAX,
      windowMs: e.RATE_LIMIT_WINDOW_MS,
      /** in memory (no Redis): live counters per limiter, past which new keys share one */
      storeKeys: e.RATE_LIMIT_STORE_KEYS,
      /** the site's pages and unknown paths, and its files, per client and window (decision 0046) */
      pagesMax: e.PAGE_RATE_LIMIT_MAX,
      filesMax: e.STATIC_RATE_LIMIT_MAX,
      /** sign-in, registration and verification: per client address and per e-mail address */
      auth: {
        perIp: e.AUTH_RATE_LIMIT_IP_MAX,
        perEmail: e.AUTH_RATE_LIMIT_EMAIL_MAX,
        windowMs: e.AUTH_RATE_LIMIT_WINDOW_MS,
      },
    },
    recruitment: {
      /** largest CV accepted, in bytes */
      cvMaxBytes: e.CV_MAX_BYTES,
      /**
       * where CVs are received on this machine (and kept, when the files stay in DATA_DIR);
       * private: only ever sent to an administrator, never served as static files
       */
      cvDir: path.join(e.DATA_DIR, 'private', 'cv'),
      /** applications per client address and window */
      rateLimit: {
        perIp: e.RECRUITMENT_RATE_LIMIT_MAX,
        windowMs: e.RECRUITMENT_RATE_LIMIT_WINDOW_MS,
      },
    },
    /** largest service image the back-office may upload, in bytes (before re-encoding) */
    serviceImageMaxBytes: e.SERVICE_IMAGE_MAX_BYTES,
    /** contact-form messages per client address, and per sender e-mail address, and window */
    contact: {
      rateLimit: {
        perIp: e.CONTACT_RATE_LIMIT_MAX,
        perEmail: e.CONTACT_RATE_LIMIT_MAX,
        windowMs: e.CONTACT_RATE_LIMIT_WINDOW_MS,
      },
    },
    /** instant prices (docs/product/pricing.md) */
    pricing: {
      /** a covered trip may be booked and paid at once when its pick-up is this far away */
      instantBookingMinHours: e.INSTANT_BOOKING_MIN_HOURS,
      /** price requests (POST /api/prices) per client address and window */
      rateLimit: { perIp: e.PRICE_RATE_LIMIT_MAX, windowMs: e.PRICE_RATE_LIMIT_WINDOW_MS },
    },
    /** dispatch and the messages of the trip (docs/product/dispatch.md) */
    dispatch: {
      /** the time kept free after each leg before the same chauffeur or vehicle is busy again */
      bufferMinutes: e.DISPATCH_BUFFER_MINUTES,
      /** how long the chauffeur waits on the spot before `Client absent` may be reported */
      noShowWaitMinutes: e.NO_SHOW_WAIT_MINUTES,
      /** the day-before e-mail goes out from this hour (Paris) on the day before the pick-up */
      reminderHour: e.REMINDER_HOUR,
      /** the review request goes out this long after the trip ended */
      reviewRequestDelayHours: e.REVIEW_REQUEST_DELAY_HOURS,
      /** how often the day-before e-mails and the review requests are looked for */
      noticesIntervalMs: e.TRIP_NOTICES_INTERVAL_MS,
      /** calendar feed reads per client, and state reports per chauffeur, a minute */
      rateLimitMax: e.DISPATCH_RATE_LIMIT_MAX,
    },
    /** text messages (docs/product/dispatch.md#messages): off unless enabled and keyed */
    sms: {
      enabled: e.SMS_ENABLED === 'true' && Boolean(e.SMS_API_KEY && e.SMS_API_SECRET),
      apiKey: e.SMS_API_KEY,
      apiSecret: e.SMS_API_SECRET,
      sender: e.SMS_SENDER ?? 'Navette',
      apiUrl: e.SMS_API_URL,
    },
    // a deployment others can reach shows its API's map to administrators only, unless told
    /** who may read /api/docs: nobody, administrators, everyone (docs/decisions/0022-*.md) */
    apiDocs: e.API_DOCS || (isLocal ? 'public' : 'admin'),
    timeouts: {
      /** the whole request, headers and body, must have arrived by then, or 408 */
      requestMs: e.REQUEST_TIMEOUT_MS,
      /** the headers must have arrived by then, or 408 (slowloris) */
      headersMs: e.HEADERS_TIMEOUT_MS,
      /** an idle keep-alive connection is closed after this; above a load balancer's 60 s */
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    /** how often each instance looks for due periodic jobs (lib/jobs/scheduler.ts) */
    schedulerPollIntervalMs: e.SCHEDULER_POLL_INTERVAL_MS,
    /** how long an instance keeps the list of services; another instance's change shows after it */
    serviceCatalogueTtlMs: e.SERVICE_CATALOGUE_TTL_MS,
    nodeEnv: e.NODE_ENV,
  };
};

export type AppConfig = ReturnType<typeof toConfig>;

/** who may read /api/docs: nobody, administrators, everyone (docs/decisions/0022-*.md) */
export type ApiDocsAccess = AppConfig['apiDocs'];

export const loadConfig = (env: Env = process.env): AppConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`,
      ),
    );
  }
  return toConfig(parsed.data);
};

/**
 * Where the data is (DATA_DIR, DATABASE_URL, STORAGE_URL), the environment validated as for the server, but
 * nothing generated: `npm run backup` and `npm run restore` sign nothing, and a session secret
 * created by reading the configuration would be a file put into a data folder a restore wants
 * empty.
 */
export const loadDataLocation = (
  env: Env = process.env,
): Pick<AppConfig, 'dataDir' | 'databaseUrl' | 'storage'> => {
  const config = loadDataConfig(env);
  return { dataDir: config.dataDir, databaseUrl: config.databaseUrl, storage: config.storage };
};

const loadDataConfig = (env: Env) =>
  loadConfig({
    ...env,
    SESSION_SECRET: env.SESSION_SECRET || 'unused-by-commands-that-only-move-data',
  });

/**
 * STORAGE_URL as the server reads it, for the commands told another DATA_DIR (--data-dir): the
 * files stay in that folder unless the environment names a bucket.
 */
export const loadStorage = (dataDir: string, env: Env = process.env): StorageLocation => {
  const parsed = envSchema.shape.STORAGE_URL.safeParse(env.STORAGE_URL);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `STORAGE_URL: ${issue.message}`));
  }
  return parsed.data ?? { kind: 'filesystem', root: dataDir };
};

/** BACKUP_KEY and BACKUP_RECIPIENT, validated as the server validates them, for the commands. */
export const loadBackupKeys = (env: Env = process.env): BackupKeys => loadDataConfig(env).backup;
