import { createHmac } from 'node:crypto';
import {
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_MINUTES,
  type ResetPassword,
} from '@navette/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/password';
import type { EnqueueMail } from '../mail';
import { consumeCodes, deleteSessionsOfUser, findUserByEmail, updateUser } from './auth.repository';
import { newCode, sameHash } from './auth.service';
import { claimResetTry, consumeResetCode, replaceResetCode } from './password-reset.repository';

/*
 * The forgotten password (docs/decisions/0029-password-reset.md): a 6-digit code e-mailed to a
 * customer account's address, stored as an HMAC, single-use, valid 10 minutes, dead after 5 wrong
 * tries, replaced by a new request. Nothing answers differently for an address without an
 * account, nor for an administrator's (who resets with `npm run admin:create`).
 */

export const RESET_CODE_TTL_MINUTES = VERIFICATION_CODE_TTL_MINUTES;
export const RESET_CODE_MAX_ATTEMPTS = VERIFICATION_CODE_MAX_ATTEMPTS;
/** Reset e-mails one address may receive in an hour, however many ask for them. */
export const RESET_MAILS_PER_HOUR = 3;

export interface PasswordResetContext {
  db: Database;
  enqueueMail: EnqueueMail;
  secret: string;
  publicUrl: string;
}

/** Keyed by the address (not the account), so that an unknown address costs the same work. */
const hashResetCode = (secret: string, email: string, code: string) =>
  createHmac('sha256', secret)
    .update(`password-reset\u0000${email}\u0000${code}`)
    .digest('base64url');

/** Thrown inside the transaction of an address that gets nothing, to undo the same work. */
class NothingToSend extends Error {}

/**
 * Queues the reset e-mail of a customer account. For any other address the same statements run
 * (the look-up, the hourly count, the rendering and the insertion of the e-mail) and are rolled
 * back, so that neither the answer nor its time tells whether the address has an account.
 */
export const requestPasswordReset = async (ctx: PasswordResetContext, email: string) => {
  const code = newCode();
  const codeHash = hashResetCode(ctx.secret, email, code);
  const url = `${ctx.publicUrl}/mot-de-passe-oublie?email=${encodeURIComponent(email)}`;
  try {
    await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      const isCustomer = user?.role === 'customer';
      const mail = await ctx.enqueueMail(tx, {
        to: email,
        language: user?.language ?? 'fr',
        template: 'passwordReset',
        params: { code, minutes: RESET_CODE_TTL_MINUTES, url },
        recipientLimit: { max: RESET_MAILS_PER_HOUR, windowMs: 3600_000 },
        // one e-mail per code, whatever retries the transaction sees
        dedupeKey: `password-reset:${codeHash}`,
      });
      if (!user || !isCustomer) throw new NothingToSend();
      if (!mail.queued) return;
      await replaceResetCode(tx, {
        userId: user.id,
        codeHash,
        expiresAt: new Date(Date.now() + RESET_CODE_TTL_MINUTES * 60_000),
      });
    });
  } catch (error) {
    if (!(error instanceof NothingToSend)) throw error;
  }
};

/**
 * Sets a new password with the e-mailed code. The code proves the address: the account becomes
 * verified, a pending registration's code stops working, and every session ends. Every failure
 * gets the one generic RESET_CODE_INVALID.
 */
export const resetPassword = async (ctx: PasswordResetContext, input: ResetPassword) => {
  // hashed first, whatever happens next, so that the time does not tell accounts apart
  const passwordHash = await hashPassword(input.password);
  const user = await findUserByEmail(ctx.db, input.email);
  if (!user || user.role !== 'customer') throw new AppError('RESET_CODE_INVALID');
  const isReset = await ctx.db.transaction(async (tx) => {
    // the try is counted before the comparison: concurrent guesses share the allowed number
    const storedHash = await claimResetTry(tx, user.id, RESET_CODE_MAX_ATTEMPTS);
    if (!storedHash) return false;
    if (!sameHash(storedHash, hashResetCode(ctx.secret, user.email, input.code))) return false;
    await consumeResetCode(tx, user.id);
    await consumeCodes(tx, user.id);
    await updateUser(tx, user.id, {
      passwordHash,
      emailVerifiedAt: user.emailVerifiedAt ?? new Date(),
    });
    await deleteSessionsOfUser(tx, user.id);
    return true;
  });
  if (!isReset) throw new AppError('RESET_CODE_INVALID');
};
