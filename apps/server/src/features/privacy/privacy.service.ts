/**
 * The rights of the people in the data, as the routes call them (docs/product/data-protection.md):
 * a customer's account deletion after re-authentication, an administrator's erasure for a
 * person who asked by e-mail, the overview of the retention purge.
 */
import {
  ACCOUNT_DELETION_RECENT_SIGN_IN_MS,
  PURGE_COUNTS,
  RETENTION,
  type AccountDeletion,
  type ErasureResult,
  type Language,
  type PrivacyOverview,
  type PurgeCount,
} from '@navette/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { verifyPassword } from '../../lib/password';
import { claimSignInTry, type SignInContext } from '../auth';
import { hashToken } from '../auth';
import type { EnqueueMail } from '../mail';
import { erasePerson, type Person } from './privacy.erasure';
import { removeFiles, type PrivacyFiles } from './privacy.files';
import { findLastRun } from './privacy-purge.repository';
import { findAccountById, findSessionCreatedAt } from './privacy.repository';

export interface ErasureContext extends PrivacyFiles {
  db: Database;
  enqueueMail: EnqueueMail;
  /** after the commit: the erased reservations' checkouts are expired at the provider */
  settlePayments: () => Promise<void>;
}

/**
 * Erases the person and queues the confirmation e-mail in the same transaction (the mail exists
 * if and only if the erasure happened), when something was held; then removes the files.
 */
export const eraseAndConfirm = async (
  ctx: ErasureContext,
  person: Person,
  fallbackLanguage: Language,
): Promise<ErasureResult> => {
  const erasure = await ctx.db.transaction(async (tx) => {
    const done = await erasePerson(tx, person);
    if (done.erasedAnything) {
      await ctx.enqueueMail(tx, {
        to: person.email.trim().toLowerCase(),
        language: done.language ?? fallbackLanguage,
        template: 'accountDeleted',
        params: { invoicesKept: done.counts.reservationsAnonymised > 0 },
      });
    }
    return done;
  });
  await removeFiles(ctx, erasure.files);
  await ctx.settlePayments();
  return erasure.counts;
};

/**
 * The proof that the person at the keyboard is the account's owner: its password when it has
 * one (a wrong one counted as a failed sign-in, so a stolen session cannot guess it), else a
 * Google sign-in within ACCOUNT_DELETION_RECENT_SIGN_IN_MS.
 */
export const checkReauthentication = async (
  ctx: SignInContext,
  session: { userId: string; token: string },
  input: AccountDeletion,
): Promise<{ email: string }> => {
  const user = await findAccountById(ctx.db, session.userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.role !== 'customer') {
    throw new AppError('FORBIDDEN', { fields: { email: 'privacyApi.adminAccount' } });
  }
  if (user.passwordHash === null) {
    const openedAt = await findSessionCreatedAt(ctx.db, hashToken(session.token));
    if (!openedAt || Date.now() - openedAt.getTime() > ACCOUNT_DELETION_RECENT_SIGN_IN_MS) {
      throw new AppError('REAUTH_REQUIRED');
    }
    return { email: user.email };
  }
  const attempt = await claimSignInTry(ctx, user.email);
  if (!(await verifyPassword(user.passwordHash, input.password ?? ''))) {
    await attempt.failed();
    throw new AppError('CURRENT_PASSWORD_INVALID', {
      fields: { password: 'errors.CURRENT_PASSWORD_INVALID' },
    });
  }
  await attempt.succeeded();
  return { email: user.email };
};

/** The retention periods in force and the purge's last run (counts only). */
export const privacyOverview = async (db: Database): Promise<PrivacyOverview> => {
  const last = await findLastRun(db);
  return {
    retention: { ...RETENTION },
    lastPurge: last
      ? {
          startedAt: last.startedAt.toISOString(),
          finishedAt: last.finishedAt ? last.finishedAt.toISOString() : null,
          counts: Object.fromEntries(
            PURGE_COUNTS.map((name) => [name, last.counts[name] ?? 0]),
          ) as Record<PurgeCount, number>,
          error: last.error,
        }
      : null,
  };
};
