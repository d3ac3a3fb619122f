/** Accounts: customers and admins, their sessions and the one-time codes that verify an e-mail or reset a password. */
import { LANGUAGES } from '@navette/shared';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf, createdAt, updatedAt, id } from './columns';

/** `chauffeur`: a driver the administrator invited (docs/product/dispatch.md#chauffeurs) */
export const USER_ROLES = ['customer', 'admin', 'chauffeur'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const SESSION_KINDS = ['customer', 'admin', 'chauffeur'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
/** What a counter of `sign_in_failures` counts: the sign-in, or one account route's tries. */
export const TRY_PURPOSES = ['sign-in', 'register', 'verify', 'resend', 'forgot', 'reset'] as const;
export type TryPurpose = (typeof TRY_PURPOSES)[number];

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** null for an account that only signs in with Google */
    passwordHash: text('password_hash'),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleSub: text('google_sub'),
    language: text('language', { enum: LANGUAGES }).notNull().default('fr'),
    /**
     * Set on a first administrator whose password was generated: the next sign-in must replace
     * it before anything else (docs/product/back-office.md#sign-in)
     */
    passwordChangeRequiredAt: timestamp('password_change_required_at', { withTimezone: true }),
    /**
     * The last sign-in or reservation: an account inactive for RETENTION.bookingDataYears is
     * removed by the purge (docs/product/data-protection.md)
     */
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    // The application lower-cases addresses; this makes a forgotten call an error, not a duplicate
    // account that differs only by case.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', isOneOf(t.role, USER_ROLES)),
    check('users_language_valid', isOneOf(t.language, LANGUAGES)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the random cookie token: a leaked table does not leak usable sessions */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** absolute end of life, whatever the activity */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    // sign-out everywhere and password changes delete by user
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_kind_valid', isOneOf(t.kind, SESSION_KINDS)),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC of the 6 digits under the server secret: a leaked table does not reveal codes */
    codeHash: text('code_hash').notNull(),
    /**
     * SHA-256 of the registering browser's token: a code verifies only in the browser whose
     * registration asked for it (decision 0008)
     */
    bindingHash: text('binding_hash').notNull(),
    /**
     * A registration for an address that already has an unverified account: its password and
     * name replace the account's only when this code is verified
     */
    pendingPasswordHash: text('pending_password_hash'),
    pendingName: text('pending_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_user_id_idx').on(t.userId),
    check('verification_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Failed sign-ins, counted per address typed and per client (its IP address, an IPv6 /64): the
 * client that keeps failing is slowed down, never the account (docs/decisions/0019-sign-in-failures.md).
 * Keyed by the address as typed, whether or not an account has it, so that the slowing down
 * tells no one which addresses have an account.
 */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    /**
     * what is tried: a password sign-in, or one of the account routes a stranger could otherwise
     * block for an address (docs/decisions/0045-accounts-hardening.md)
     */
    purpose: text('purpose', { enum: TRY_PURPOSES }).notNull().default('sign-in'),
    email: text('email').notNull(),
    clientKey: text('client_key').notNull(),
    /** tries counted in the window, refused ones included */
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    /** before this moment, the client's tries for this address are refused without a check */
    nextTryAt: timestamp('next_try_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.purpose, t.email, t.clientKey] }),
    check('sign_in_failures_failures_non_negative', sql`${t.failures} >= 0`),
    check('sign_in_failures_purpose_valid', isOneOf(t.purpose, TRY_PURPOSES)),
  ],
);

/**
 * The forgotten-password codes (docs/decisions/0029-password-reset.md): one row per account, so
 * that a new request replaces the previous code. The code is an HMAC under the server secret, as
 * verification codes are; it is single-use, short-lived and dies after a few wrong tries.
 */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check('password_reset_codes_attempts_non_negative', sql`${t.attempts} >= 0`)],
);

/* ---- The administrators' second factor (docs/decisions/0020-admin-second-factor.md) ---- */

/** One row per administrator who has started or finished enrolling an authenticator app. */
export const adminSecondFactors = pgTable('admin_second_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** the TOTP secret (base32) once confirmed by a first valid code; null until then */
  secret: text('secret'),
  /** the secret shown at enrolment, waiting for its first code */
  pendingSecret: text('pending_secret'),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** the 30-second step of the last accepted code: a code of that step or an older one is refused */
  lastUsedStep: integer('last_used_step'),
  /** wrong codes since the last accepted one; at ADMIN_WRONG_CODES_MAX the step locks */
  wrongCodes: integer('wrong_codes').notNull().default(0),
  /** while set, no code is checked: the e-mailed link or `admin:create --reset-2fa` unlocks */
  lockedAt: timestamp('locked_at', { withTimezone: true }),
  /** SHA-256 of the unlock link's token, e-mailed to the administrator when the step locked */
  unlockTokenHash: text('unlock_token_hash'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Single-use recovery codes, stored as SHA-256 of their 80 random bits. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);

/* ---- end of the second factor ---- */

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type NewVerificationCodeRow = typeof verificationCodes.$inferInsert;
export type PasswordResetCodeRow = typeof passwordResetCodes.$inferSelect;
export type SignInFailureRow = typeof signInFailures.$inferSelect;
