/**
 * The back-office sign-in in steps (docs/product/back-office.md#sign-in,
 * docs/decisions/0020-admin-second-factor.md): the password proves the first factor and opens a
 * pending sign-in, kept in a signed, short-lived HttpOnly cookie; a required password change
 * comes next, then the second factor (enrolment, or a code). Only the last step opens a session.
 */
import { createHash, randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { adminUnlockEndpoint, type AdminSignInStep } from '@navette/shared';
import type { Database } from '../../db/client';
import type { EnqueueMail } from '../mail';
import { firstAdminPasswordFile } from '../../lib/private-data-dir';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import { refuseCommonPassword } from '../../lib/password-policy';
import { sealValue, unsealValue } from '../../lib/sealed-value';
import { findUserById, replacePassword, type AdminUserRow as UserRow } from './admin.repository';
import {
  claimStep,
  confirmPendingSecret,
  findSecondFactor,
  lockCodeStep,
  lockSecondFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  setWrongCodes,
  unlockCodeStep,
  useRecoveryCode,
  type SecondFactorRow,
} from './second-factor.repository';
import {
  hashRecoveryCode,
  isTotpCode,
  newEnrolment,
  newRecoveryCodes,
  stepOfCode,
} from './second-factor.service';

export const PENDING_ADMIN_SIGN_IN_MAX_AGE_MS = 10 * 60_000;
/** signs the pending sign-in for this use only (lib/sealed-value.ts) */
const SEALED_PURPOSE = 'admin-sign-in';

export interface PendingAdminSignIn {
  userId: string;
  /** when the password was checked (ms); an old pending sign-in is refused */
  startedAt: number;
  /** a digest of the password hash it was proven against: a password change voids it */
  passwordStamp: string;
}

export interface AdminSignInContext {
  db: Database;
  /** server secret: signs the pending sign-in */
  secret: string;
  dataDir: string;
  /** the name the authenticator app shows (the company's) */
  issuer: string;
  /** the lock's e-mail, with its unlock link on the site */
  enqueueMail: EnqueueMail;
  publicUrl: string;
}

/**
 * Wrong codes in a row (authenticator or recovery) after which the code step of the account
 * locks, until the e-mailed link or `admin:create --reset-2fa` frees it
 * (docs/decisions/0045-accounts-hardening.md). A right code starts the count again.
 */
export const ADMIN_WRONG_CODES_MAX = 10;

/** The path of the unlock link the lock's e-mail carries (GET, with `?token=`). */
/** The unlock link's path, the contract's */
export const UNLOCK_PATH = adminUnlockEndpoint.path;

const hashUnlockToken = (token: string) =>
  createHash('sha256').update(`admin-unlock\u0000${token}`).digest('base64url');

const passwordStampOf = (user: Pick<UserRow, 'passwordHash'>) =>
  createHash('sha256')
    .update(user.passwordHash ?? '')
    .digest('base64url')
    .slice(0, 16);

export const sealPendingAdminSignIn = (
  secret: string,
  user: Pick<UserRow, 'id' | 'passwordHash'>,
  now = Date.now(),
): string => {
  const pending: PendingAdminSignIn = {
    userId: user.id,
    startedAt: now,
    passwordStamp: passwordStampOf(user),
  };
  return sealValue(secret, SEALED_PURPOSE, pending);
};

/** The pending sign-in of a cookie whose signature holds, or undefined. */
export const openPendingAdminSignIn = (
  secret: string,
  sealed: string | undefined,
  now = Date.now(),
): PendingAdminSignIn | undefined => {
  const pending = unsealValue(secret, SEALED_PURPOSE, sealed, 1000);
  if (
    typeof pending !== 'object' ||
    pending === null ||
    !('userId' in pending && typeof pending.userId === 'string') ||
    !('startedAt' in pending && typeof pending.startedAt === 'number') ||
    !('passwordStamp' in pending && typeof pending.passwordStamp === 'string')
  ) {
    return undefined;
  }
  if (now - pending.startedAt > PENDING_ADMIN_SIGN_IN_MAX_AGE_MS) return undefined;
  return {
    userId: pending.userId,
    startedAt: pending.startedAt,
    passwordStamp: pending.passwordStamp,
  };
};

/** What the administrator must do next: a new password first, then the second factor. */
export const nextStepOf = (
  user: Pick<UserRow, 'passwordChangeRequiredAt'>,
  factor: Pick<SecondFactorRow, 'secret'> | undefined,
): AdminSignInStep => {
  if (user.passwordChangeRequiredAt) return 'changePassword';
  return factor?.secret ? 'code' : 'enrol';
};

interface ResolvedSignIn {
  user: UserRow;
  factor: SecondFactorRow | undefined;
  step: AdminSignInStep;
}

/**
 * The account behind a pending sign-in, at the step the request expects. A pending sign-in that
 * is missing, expired, forged, of a former admin or of an older password is "expired"; one at
 * another step is refused as such.
 */
export const resolvePendingSignIn = async (
  ctx: AdminSignInContext,
  sealed: string | undefined,
  expected: AdminSignInStep,
): Promise<ResolvedSignIn> => {
  const pending = openPendingAdminSignIn(ctx.secret, sealed);
  const user = pending ? await findUserById(ctx.db, pending.userId) : undefined;
  if (!pending || !user || user.role !== 'admin' || passwordStampOf(user) !== pending.passwordStamp)
    throw new AppError('ADMIN_SIGN_IN_EXPIRED');
  const factor = await findSecondFactor(ctx.db, user.id);
  const step = nextStepOf(user, factor);
  if (step !== expected) throw new AppError('ADMIN_SIGN_IN_WRONG_STEP');
  return { user, factor, step };
};

/**
 * The required password change: the admin rules (12 characters, checked by the schema, and not a
 * common password), sessions opened with the old one ended, and the first password's file gone.
 */
export const changeRequiredPassword = async (
  ctx: AdminSignInContext,
  sealed: string | undefined,
  password: string,
) => {
  const { user, factor } = await resolvePendingSignIn(ctx, sealed, 'changePassword');
  refuseCommonPassword(password, 'password', 'auth.adminLogin.errors.passwordCommon');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction((tx) => replacePassword(tx, user.id, passwordHash));
  await rm(firstAdminPasswordFile(ctx.dataDir), { force: true });
  const next = nextStepOf({ passwordChangeRequiredAt: null }, factor);
  return { next, sealed: sealPendingAdminSignIn(ctx.secret, { id: user.id, passwordHash }) };
};

/** A new secret to scan; asking again replaces the one not yet confirmed. */
export const startEnrolment = async (ctx: AdminSignInContext, sealed: string | undefined) => {
  const { user } = await resolvePendingSignIn(ctx, sealed, 'enrol');
  const enrolment = newEnrolment(user.email, ctx.issuer);
  await savePendingSecret(ctx.db, user.id, enrolment.secret);
  return enrolment;
};

/** A first valid code confirms the secret; the recovery codes are made then, and shown once. */
export const confirmEnrolment = async (
  ctx: AdminSignInContext,
  sealed: string | undefined,
  code: string,
) => {
  const { user, factor } = await resolvePendingSignIn(ctx, sealed, 'enrol');
  const secret = factor?.pendingSecret;
  const step = secret && isTotpCode(code) ? stepOfCode(secret, code) : undefined;
  if (!secret || step === undefined) throw new AppError('ADMIN_CODE_INVALID');
  const recoveryCodes = newRecoveryCodes();
  const confirmed = await ctx.db.transaction(async (tx) => {
    if (!(await confirmPendingSecret(tx, user.id, secret, step))) return false;
    await replaceRecoveryCodes(tx, user.id, recoveryCodes.map(hashRecoveryCode));
    return true;
  });
  if (!confirmed) throw new AppError('ADMIN_CODE_INVALID');
  return { user, recoveryCodes };
};

/**
 * A code of the authenticator app, accepted once (a code of the step last used, or of an older
 * one, is refused), or an unused recovery code, which is then spent. The codes of an account are
 * judged one at a time: the ADMIN_WRONG_CODES_MAX-th wrong one in a row locks the step and
 * e-mails the administrator the unlock link, once; while locked, no code is looked at. A right
 * code spends nothing: the count starts again.
 */
export const verifySecondFactor = async (
  ctx: AdminSignInContext,
  sealed: string | undefined,
  code: string,
) => {
  const { user } = await resolvePendingSignIn(ctx, sealed, 'code');
  const outcome = await ctx.db.transaction(async (tx) => {
    const factor = await lockSecondFactor(tx, user.id);
    if (!factor?.secret) return 'invalid' as const;
    if (factor.lockedAt) return 'locked' as const;
    const step = isTotpCode(code) ? stepOfCode(factor.secret, code) : undefined;
    const accepted = isTotpCode(code)
      ? step !== undefined && (await claimStep(tx, user.id, step))
      : await useRecoveryCode(tx, user.id, hashRecoveryCode(code));
    if (accepted) {
      if (factor.wrongCodes > 0) await setWrongCodes(tx, user.id, 0);
      return 'accepted' as const;
    }
    const wrongCodes = factor.wrongCodes + 1;
    if (wrongCodes < ADMIN_WRONG_CODES_MAX) {
      await setWrongCodes(tx, user.id, wrongCodes);
      return 'invalid' as const;
    }
    const token = randomBytes(32).toString('base64url');
    const lockedAt = new Date();
    await lockCodeStep(tx, user.id, {
      wrongCodes,
      lockedAt,
      unlockTokenHash: hashUnlockToken(token),
    });
    await ctx.enqueueMail(tx, {
      to: user.email,
      language: user.language,
      template: 'secondFactorLocked',
      params: {
        name: user.name,
        count: wrongCodes,
        url: `${ctx.publicUrl}${UNLOCK_PATH}?token=${token}`,
      },
      dedupeKey: `second-factor-locked:${user.id}:${lockedAt.toISOString()}`,
    });
    return 'locked' as const;
  });
  if (outcome === 'locked') throw new AppError('ADMIN_SECOND_FACTOR_LOCKED');
  if (outcome === 'invalid') throw new AppError('ADMIN_CODE_INVALID');
  return user;
};

/** The e-mailed link: unlocks the code step it was sent for; false for any other token. */
export const unlockSecondFactor = async (ctx: Pick<AdminSignInContext, 'db'>, token: string) =>
  token.length > 0 && token.length <= 200 && unlockCodeStep(ctx.db, hashUnlockToken(token));
