import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import {
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
  type Language,
  type Register,
} from '@navette/shared';
import type { Database, Queryable } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { AccountHooks } from './auth.hooks';
import type { EnqueueMail } from '../mail';
import {
  consumeCodes,
  countAttempt,
  findLatestCodeForBinding,
  findLiveCode,
  findUserByEmail,
  insertUser,
  replacePasswordHash,
  insertVerificationCode,
  updateUser,
  type UserRow,
} from './auth.repository';
import { hashPassword, passwordNeedsRehash, verifyPassword } from '../../lib/password';
import { hashToken } from './sessions.service';
import { claimSignInTry, type SignInContext } from './sign-in-failures.service';

export interface AuthContext {
  db: Database;
  enqueueMail: EnqueueMail;
  /** server secret: verification codes are stored as an HMAC, not a bare hash of 6 digits */
  secret: string;
  language: Language;
  accountHooks: AccountHooks;
}

const hashCode = (secret: string, userId: string, code: string) =>
  createHmac('sha256', secret)
    .update(`verification\u0000${userId}\u0000${code}`)
    .digest('base64url');

export const sameHash = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Verification e-mails one address may receive in an hour, however many ask for them. */
export const VERIFICATION_MAILS_PER_HOUR = 3;

/**
 * Issues a verification code for one browser's registration and queues its e-mail, in the
 * caller's transaction. Earlier open codes of that browser stop working. Beyond the address's
 * hourly limit nothing changes and nothing is sent, with the same answer: the address is not a
 * target anyone can flood (docs/product/accounts.md#registration).
 */
const issueCode = async (
  ctx: AuthContext,
  tx: Queryable,
  user: Pick<UserRow, 'id' | 'email'>,
  registration: { bindingHash: string; name: string; pendingPasswordHash: string | null },
) => {
  const code = newCode();
  const mail = await ctx.enqueueMail(tx, {
    to: user.email,
    language: ctx.language,
    template: 'verificationCode',
    params: { code, minutes: VERIFICATION_CODE_TTL_MINUTES },
    recipientLimit: { max: VERIFICATION_MAILS_PER_HOUR, windowMs: 3600_000 },
  });
  if (!mail.queued) return;
  await consumeCodes(tx, user.id, registration.bindingHash);
  await insertVerificationCode(tx, {
    userId: user.id,
    codeHash: hashCode(ctx.secret, user.id, code),
    bindingHash: registration.bindingHash,
    pendingPasswordHash: registration.pendingPasswordHash,
    pendingName: registration.name,
    expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
  });
};

/**
 * Registration answers the same way whether the address is new or not, so it reveals nothing
 * to a stranger; see docs/decisions/0008-registration-without-takeover.md for why an existing
 * address is handled as it is.
 *
 * `registrationToken` identifies the browser that registers (an HttpOnly cookie): a code only
 * verifies in the browser whose registration asked for it.
 */
export const register = async (ctx: AuthContext, input: Register, registrationToken: string) => {
  const bindingHash = hashToken(registrationToken);
  // Hashing first, whatever the case, keeps the response time the same for known addresses.
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (!existing) {
      const user = await insertUser(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        language: ctx.language,
      });
      await issueCode(ctx, tx, user, { bindingHash, name: input.name, pendingPasswordHash: null });
      return;
    }
    if (existing.emailVerifiedAt) {
      // The owner is told, and nothing changes; at most one such e-mail per hour.
      await ctx.enqueueMail(tx, {
        to: existing.email,
        language: existing.language,
        template: 'accountExists',
        params: { name: existing.name },
        dedupeKey: `account-exists:${existing.id}:${new Date().toISOString().slice(0, 13)}`,
      });
      return;
    }
    // An unverified account: this registration's password and name apply only if its own
    // code is verified, in this browser. Whoever registered first cannot keep the owner out.
    await issueCode(ctx, tx, existing, {
      bindingHash,
      name: input.name,
      pendingPasswordHash: passwordHash,
    });
  });
};

/** A new code for the registration this browser started; silent when there is none. */
export const resendCode = async (
  ctx: AuthContext,
  email: string,
  registrationToken: string | undefined,
) => {
  if (!registrationToken) return;
  const bindingHash = hashToken(registrationToken);
  await ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user || user.emailVerifiedAt) return;
    const latest = await findLatestCodeForBinding(tx, user.id, bindingHash);
    if (!latest) return;
    await issueCode(ctx, tx, user, {
      bindingHash,
      name: latest.pendingName ?? user.name,
      pendingPasswordHash: latest.pendingPasswordHash,
    });
  });
};

/**
 * Checks a code: single use, valid for 10 minutes, at most 5 wrong tries (then a new code is
 * needed), and only in the browser that registered.
 */
export const verifyEmail = async (
  ctx: AuthContext,
  input: { email: string; code: string },
  registrationToken: string | undefined,
) => {
  // A browser without a registration of its own is told where the code works (it cannot work
  // here): the answer depends on this browser alone, never on the address, and the try was
  // counted already (docs/product/accounts.md#verification-codes).
  if (!registrationToken) throw new AppError('CODE_OTHER_BROWSER');
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.emailVerifiedAt) throw new AppError('CODE_INVALID');
  const bindingHash = hashToken(registrationToken);
  const outcome = await ctx.db.transaction(async (tx) => {
    const code = await findLiveCode(tx, user.id, bindingHash);
    if (!code) return 'CODE_INVALID' as const;
    // The try is counted before the code is compared, so that concurrent guesses cannot
    // together get more than the allowed number of comparisons.
    const attempt = await countAttempt(tx, code.id, VERIFICATION_CODE_MAX_ATTEMPTS);
    if (attempt === undefined) return 'CODE_TOO_MANY_ATTEMPTS' as const;
    if (!sameHash(code.codeHash, hashCode(ctx.secret, user.id, input.code))) {
      return attempt >= VERIFICATION_CODE_MAX_ATTEMPTS
        ? ('CODE_TOO_MANY_ATTEMPTS' as const)
        : ('CODE_INVALID' as const);
    }
    await consumeCodes(tx, user.id);
    // the address is now proven: the reservations made with it as a guest become the account's
    await ctx.accountHooks.addressVerified(tx, user.id, user.email);
    await updateUser(tx, user.id, {
      emailVerifiedAt: new Date(),
      // proving the address is activity, as a sign-in is
      lastActiveAt: new Date(),
      ...(code.pendingPasswordHash
        ? { passwordHash: code.pendingPasswordHash, name: code.pendingName ?? user.name }
        : {}),
    });
    return 'VERIFIED' as const;
  });
  if (outcome !== 'VERIFIED') throw new AppError(outcome);
};

/**
 * The proven password hashed again with today's parameters (lib/password.ts), replacing the old
 * hash only if no one changed it meanwhile: a password reset racing the sign-in keeps its own.
 */
const rehashPassword = async (db: Database, userId: string, oldHash: string, password: string) => {
  const newHash = await hashPassword(password);
  return (await replacePasswordHash(db, userId, oldHash, newHash)) ? newHash : oldHash;
};

/**
 * Password sign-in. Unknown e-mail and wrong password get the same answer in the same time; an
 * unverified account is told to verify only once its password has been proven. A client that
 * keeps failing for one address is slowed down, for that address only (sign-in-failures.service.ts).
 * Each sign-in opens its own kind of account only: an administrator's password at the customer
 * sign-in is a failed try like a wrong password, so the answer tells nobody which addresses are
 * the back-office's (docs/decisions/0045-accounts-hardening.md). A hash made with older
 * parameters is replaced once its password has been proven.
 */
export const checkCredentials = async (
  ctx: SignInContext,
  input: { email: string; password: string },
  role: 'customer' | 'admin' | 'chauffeur',
) => {
  const attempt = await claimSignInTry(ctx, input.email);
  const user = await findUserByEmail(ctx.db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash, input.password);
  if (!user?.passwordHash || !passwordOk || user.role !== role) {
    await attempt.failed();
    throw new AppError(role === 'admin' ? 'ADMIN_INVALID_CREDENTIALS' : 'INVALID_CREDENTIALS');
  }
  await attempt.succeeded();
  const passwordHash = passwordNeedsRehash(user.passwordHash)
    ? await rehashPassword(ctx.db, user.id, user.passwordHash, input.password)
    : user.passwordHash;
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  return { ...user, passwordHash };
};
