import { isIP } from 'node:net';
import { z } from 'zod';
import { parseStorageUrl } from './lib/file-store';

/*
 * The rules of the environment's values, for config.ts (the only reader of the environment):
 * empty means unset, whole numbers, URLs of given schemes, the proxies to trust.
 */

export const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** Named ranges Fastify's proxy-addr knows. */
const NAMED_PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

const isProxyAddress = (entry: string): boolean => {
  if (NAMED_PROXY_RANGES.includes(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= version * 8);
};

/**
 * Which X-Forwarded-For entries to believe: a number of proxies, or their addresses. Never
 * "every proxy": a client would then choose its own address (docs/decisions/0018-rate-limits.md).
 */
export const trustProxy = optionalString
  .refine(
    (v) => !['true', 'yes'].includes(v?.toLowerCase() ?? ''),
    'no longer accepts "true" (a client could choose its own address): write the number of proxies in front of the server, usually 1, or their addresses, e.g. 127.0.0.1 or 10.0.0.0/8',
  )
  .transform((v): false | number | string[] => {
    if (v === undefined || ['false', 'no', '0'].includes(v.toLowerCase())) return false;
    if (/^\d+$/.test(v)) return Number(v);
    return v.split(',').map((entry) => entry.trim());
  })
  .refine(
    (v) => !Array.isArray(v) || v.every(isProxyAddress),
    'must be a number of proxies (e.g. 1) or a comma-separated list of their IP addresses or CIDR ranges (e.g. 127.0.0.1, 10.0.0.0/8, loopback)',
  );

export const positiveInt = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().positive())
    .optional()
    .transform((v) => v ?? fallback);

/** A whole number that may be 0 (a setting 0 turns off). */
export const wholeNumber = (fallback: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .optional()
    .transform((v) => v ?? fallback);

export const url = (protocols: string[]) =>
  optionalString.pipe(
    z
      .string()
      .refine(
        (v) => {
          try {
            return protocols.includes(new URL(v).protocol);
          } catch {
            return false;
          }
        },
        `must be a URL starting with ${protocols.join(' or ')}//`,
      )
      .optional(),
  );

/**
 * A company identifier printed on the documents (SIREN, SIRET, VAT number): spaces ignored and
 * dropped, its check key verified, so that a typo stops start-up instead of reaching an invoice.
 */
export const companyIdentifier = (isValid: (value: string) => boolean, message: string) =>
  optionalString
    .transform((v) => v?.replace(/\s+/g, '').toUpperCase())
    .refine((v) => v === undefined || isValid(v), message);

/**
 * The keys of `npm run backup` and `npm run restore`
 * (docs/decisions/0044-personal-data-owned-private-and-encrypted.md): archives are encrypted with
 * age to these, and a restore decrypts with `key`.
 */
export interface BackupKeys {
  /** BACKUP_KEY: an age identity (`AGE-SECRET-KEY-1…`) or a passphrase */
  key: string | undefined;
  /** BACKUP_RECIPIENT: age recipients (`age1…`) that may read the archives, besides the key's */
  recipients: string[];
}

/** An age identity's text: X25519 (`age-keygen`) or the post-quantum hybrid; Bech32, upper case. */
export const AGE_IDENTITY = /^AGE-SECRET-KEY-(PQ-)?1[02-9AC-HJ-NP-Z]+$/;
/** An age recipient's text: `age1…` (X25519) or `age1pq1…` (hybrid); Bech32, lower case. */
const AGE_RECIPIENT = /^age1[02-9ac-hj-np-z]+$/;
const BACKUP_PASSPHRASE_MIN = 20;

export const backupKey = optionalString.pipe(
  z
    .string()
    .refine(
      (v) =>
        AGE_IDENTITY.test(v) ||
        (!v.startsWith('AGE-SECRET-KEY-') && v.length >= BACKUP_PASSPHRASE_MIN),
      `must be an age identity (AGE-SECRET-KEY-1…, made by age-keygen) or a passphrase of at least ${BACKUP_PASSPHRASE_MIN} characters`,
    )
    .optional(),
);

export const backupRecipients = optionalString
  .transform((v) => (v === undefined ? [] : v.split(',').map((part) => part.trim())))
  .pipe(
    z.array(z.string().regex(AGE_RECIPIENT, 'must be age recipients (age1…), separated by commas')),
  );

/**
 * The events the company is told of by e-mail at COMPANY_EMAIL (docs/product/emails.md#company-notices):
 * a new quote request, a customer's acceptance of the devis, a payment received online, a
 * customer's cancellation.
 */
export const COMPANY_NOTIFICATION_EVENTS = [
  'request',
  'acceptance',
  'payment',
  'cancellation',
] as const;
export type CompanyNotificationEvent = (typeof COMPANY_NOTIFICATION_EVENTS)[number];

/**
 * COMPANY_NOTIFICATIONS: the events on, separated by commas; unset means all of them, `none` none.
 * An unknown name stops start-up, rather than silently leaving the company uninformed.
 */
export const companyNotifications = optionalString
  .transform((v): string[] => {
    if (v === undefined) return [...COMPANY_NOTIFICATION_EVENTS];
    if (v.toLowerCase() === 'none') return [];
    return v.split(',').map((part) => part.trim().toLowerCase());
  })
  .superRefine((names, ctx) => {
    const unknown = names.filter(
      (name) => !(COMPANY_NOTIFICATION_EVENTS as readonly string[]).includes(name),
    );
    if (unknown.length === 0) return;
    ctx.addIssue({
      code: 'custom',
      message: `unknown event ${unknown.map((name) => `"${name}"`).join(', ')}: write "none" or events separated by commas among ${COMPANY_NOTIFICATION_EVENTS.join(', ')}`,
    });
  })
  .transform((names) => names as CompanyNotificationEvent[]);

/**
 * STORAGE_URL: an S3-compatible bucket for the files, or unset for DATA_DIR
 * (docs/decisions/0054-files-in-object-storage.md); each problem of a malformed URL is named.
 */
export const storageUrl = optionalString.transform((value, context) => {
  if (value === undefined) return undefined;
  const parsed = parseStorageUrl(value);
  if (!('problems' in parsed)) return parsed;
  for (const problem of parsed.problems) context.addIssue({ code: 'custom', message: problem });
  return z.NEVER;
});
