import { z } from 'zod';
import { RETENTION } from '../constants';
import { EMAIL_MAX_LENGTH, isEmailAddress } from './primitives';

/*
 * The rights of the people in the data (docs/product/data-protection.md): a customer downloads
 * everything held about them and deletes their account; an administrator does the same for a
 * person who asks by e-mail, and sees what the nightly retention purge last did.
 */

const V = 'privacyValidation';
/** The validation messages of these bodies (account namespace for the customer's, admin's). */
export const PRIVACY_MESSAGES = {
  password: `${V}.password`,
  email: `${V}.email`,
} as const;
const M = PRIVACY_MESSAGES;

/**
 * DELETE /auth/profile: the account's password when it has one (re-authentication); an account
 * that signs in only with Google must have signed in within ACCOUNT_DELETION_RECENT_SIGN_IN_MS
 * instead (else REAUTH_REQUIRED).
 */
export const accountDeletionSchema = z.strictObject({
  password: z.string(M.password).max(1024, M.password).optional(),
});
export type AccountDeletion = z.input<typeof accountDeletionSchema>;

/** How recent a Google-only account's sign-in must be for it to delete itself. */
export const ACCOUNT_DELETION_RECENT_SIGN_IN_MS = 10 * 60_000;

const personEmail = z
  .string(M.email)
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, M.email)
  .refine(isEmailAddress, M.email);

/** GET /api/admin/donnees/export?email=: everything held about the person with this address. */
export const adminPersonQuerySchema = z.object({ email: personEmail });

/** POST /api/admin/donnees/effacement: erase the person with this address. */
export const adminPersonErasureSchema = z.strictObject({ email: personEmail });

/** What an erasure removed or anonymised: counts only, never a person's data. */
export const erasureResultSchema = z.object({
  accounts: z.number().int(),
  reservationsDeleted: z.number().int(),
  reservationsAnonymised: z.number().int(),
  reviews: z.number().int(),
  applications: z.number().int(),
  mails: z.number().int(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

/** The steps of the retention purge, each counted on every run (no personal data). */
export const PURGE_COUNTS = [
  'applications',
  'unverifiedAccounts',
  'sessions',
  'codes',
  'inactiveAccounts',
  'reservationsDeleted',
  'reservationsAnonymised',
  'documents',
  'mailBodies',
  'mails',
  'paymentEvents',
] as const;
export type PurgeCount = (typeof PURGE_COUNTS)[number];

export const purgeRunSchema = z.object({
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  counts: z.record(z.enum(PURGE_COUNTS), z.number().int()),
  /** the error that stopped the run, in the operator's words; null when it went through */
  error: z.string().nullable(),
});
export type PurgeRun = z.infer<typeof purgeRunSchema>;

/** GET /api/admin/donnees: the retention periods in force and the purge's last run. */
export const privacyOverviewSchema = z.object({
  retention: z.object({
    applicationsYears: z.literal(RETENTION.applicationsYears),
    unverifiedAccountsDays: z.literal(RETENTION.unverifiedAccountsDays),
    bookingDataYears: z.literal(RETENTION.bookingDataYears),
    invoicesYears: z.literal(RETENTION.invoicesYears),
    mailBodiesDays: z.literal(RETENTION.mailBodiesDays),
    browsingDataMonths: z.literal(RETENTION.browsingDataMonths),
  }),
  lastPurge: purgeRunSchema.nullable(),
});
export type PrivacyOverview = z.infer<typeof privacyOverviewSchema>;
