import path from 'node:path';
import {
  CV_MAX_BYTES_DEFAULT,
  QUOTE_VALIDITY_DAYS_DEFAULT,
  SERVICE_IMAGE_MAX_BYTES_DEFAULT,
} from '@navette/shared';
import { z } from 'zod';
import { companyEnvShape } from './config-company';
import {
  backupKey,
  backupRecipients,
  companyNotifications,
  optionalString,
  positiveInt,
  storageUrl,
  trustProxy,
  url,
  wholeNumber,
} from './config-values';
import { isCommonPassword } from './lib/password-policy';

/** The environment variables the server reads, each parsed to its value or default (config.ts). */

/** The shortest session secret accepted, from SESSION_SECRET or from its file. */
export const SESSION_SECRET_MIN_LENGTH = 32;

export const envSchema = z.object({
  PORT: positiveInt(3000).pipe(z.number().max(65535, 'must be at most 65535')),
  HOST: optionalString.transform((v) => v ?? '127.0.0.1'),
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATA_DIR: optionalString.transform((v) => path.resolve(v ?? 'data')),
  /** unset: the files stay in DATA_DIR (docs/decisions/0054-files-in-object-storage.md) */
  STORAGE_URL: storageUrl,
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
  MAIL_LEASE_MS: positiveInt(30_000),
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
    .transform((v): 'ban' | 'nominatim' => (v === 'nominatim' ? 'nominatim' : 'ban')),
  /** the road distances of the prices (docs/product/pricing.md) */
  ROUTER: z
    .enum(['geoplateforme', 'osrm', ''])
    .optional()
    .transform((v): 'geoplateforme' | 'osrm' => (v === 'osrm' ? 'osrm' : 'geoplateforme')),
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
  /** required with ROUTER=osrm (config-checks.ts) */
  ROUTER_URL: url(['http:', 'https:']),
  ROUTER_TIMEOUT_MS: positiveInt(3000),
  CV_MAX_BYTES: positiveInt(CV_MAX_BYTES_DEFAULT),
  SERVICE_IMAGE_MAX_BYTES: positiveInt(SERVICE_IMAGE_MAX_BYTES_DEFAULT),
  RECRUITMENT_RATE_LIMIT_MAX: positiveInt(5),
  RECRUITMENT_RATE_LIMIT_WINDOW_MS: positiveInt(60 * 60_000),
  PAYMENT_RATE_LIMIT_MAX: positiveInt(30),
  PAYMENT_RATE_LIMIT_WINDOW_MS: positiveInt(15 * 60_000),
  CONTACT_RATE_LIMIT_MAX: positiveInt(5),
  CONTACT_RATE_LIMIT_WINDOW_MS: positiveInt(60 * 60_000),
  PRICE_RATE_LIMIT_MAX: positiveInt(120),
  PRICE_RATE_LIMIT_WINDOW_MS: positiveInt(60_000),
  INSTANT_BOOKING_MIN_HOURS: wholeNumber(24).pipe(z.number().max(720, 'must be at most 720')),
  /* dispatch (docs/product/dispatch.md) */
  DISPATCH_BUFFER_MINUTES: wholeNumber(30).pipe(z.number().max(240, 'must be at most 240')),
  NO_SHOW_WAIT_MINUTES: wholeNumber(30).pipe(z.number().max(240, 'must be at most 240')),
  REMINDER_HOUR: wholeNumber(18).pipe(z.number().max(23, 'must be at most 23')),
  REVIEW_REQUEST_DELAY_HOURS: wholeNumber(3).pipe(z.number().max(168, 'must be at most 168')),
  TRIP_NOTICES_INTERVAL_MS: positiveInt(5 * 60_000),
  DISPATCH_RATE_LIMIT_MAX: positiveInt(60),
  /** SMS on `En route` and `Sur place`: on when the company says so and the keys are set */
  SMS_ENABLED: z.enum(['true', 'false', '']).optional(),
  SMS_API_KEY: optionalString,
  SMS_API_SECRET: optionalString,
  /** the sender name or number the customer sees */
  SMS_SENDER: optionalString,
  /** the provider's API address: its own by default; a local stand-in in tests */
  SMS_API_URL: url(['http:', 'https:']),
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

/** The environment once parsed: every variable's value or default. */
export type ParsedEnv = z.output<typeof envSchema>;

export type Env = Record<string, string | undefined>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Every environment variable the server reads; the README's configuration table lists each one. */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);
