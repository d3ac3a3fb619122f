/**
 * Failed sign-ins slow down the client that fails, never the account: a stranger who types wrong
 * passwords for Alice's address waits longer and longer between tries, while Alice signs in from
 * her own device as usual. The owner is told by e-mail when her address collects many failures
 * in a day. See docs/decisions/0019-sign-in-failures.md and docs/product/accounts.md#sign-in.
 *
 * The account routes a stranger could otherwise block for an address (registration,
 * verification, a new code, the forgotten password and its reset) count the same way, each on
 * its own counter: per client and address, with the same waits (`claimAccountTry`,
 * docs/decisions/0045-accounts-hardening.md).
 */
import type { Database, Queryable } from '../../db/client';
import type { TryPurpose } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { clientKeyOf } from '../../lib/client-address';
import type { EnqueueMail } from '../mail';
import { findUserByEmail } from './auth.repository';
import {
  countFailuresOfAddress,
  deleteFailures,
  deleteStaleFailures,
  lockFailures,
  updateFailures,
} from './sign-in-failures.repository';

/** Tries a client has for an address before it has to wait. */
export const SIGN_IN_FREE_TRIES = 5;
/**
 * Tries a client has for an address on each account route (registration, verification, a new
 * code, forgotten password, reset) before it has to wait: two codes' worth of wrong tries.
 */
export const ACCOUNT_FREE_TRIES = 10;
/** The longest wait between two tries, in seconds. */
export const SIGN_IN_MAX_DELAY_S = 300;
/** Failures of an address in a day (every client together) that make us warn its owner. */
export const SIGN_IN_ALERT_THRESHOLD = 20;
/** A counter older than this starts again from zero. */
const WINDOW_MS = 24 * 3600_000;
/** How often the counters past their window are forgotten (any address typed makes a row). */
export const SIGN_IN_FAILURES_PURGE_EVERY_MS = 3600_000;

export interface SignInContext {
  db: Database;
  enqueueMail: EnqueueMail;
  /** the client's IP address, as the server sees it (behind the trusted proxy, if any) */
  clientAddress: string;
}

/** Forgets the counters past their window: they would start again from zero anyway. */
export const clearStaleSignInFailures = (db: Queryable, now = new Date()) =>
  deleteStaleFailures(db, new Date(now.getTime() - WINDOW_MS), now);

/** The wait after a client's n-th counted try: none for the free tries, then 1 s, 2 s, 4 s… */
export const delayAfter = (tries: number, freeTries = SIGN_IN_FREE_TRIES): number =>
  tries < freeTries ? 0 : Math.min(2 ** (tries - freeTries), SIGN_IN_MAX_DELAY_S);

const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/** Warns the owner once a day when her address has collected many failures. */
const warnOwnerIfMany = async (ctx: SignInContext, tx: Queryable, email: string, now: Date) => {
  const total = await countFailuresOfAddress(tx, email, new Date(now.getTime() - WINDOW_MS));
  if (total < SIGN_IN_ALERT_THRESHOLD) return;
  const user = await findUserByEmail(tx, email);
  // Only an address that has proven to be its owner's gets mail from us.
  if (!user?.emailVerifiedAt) return;
  await ctx.enqueueMail(tx, {
    to: user.email,
    language: user.language,
    template: 'signInFailures',
    params: { name: user.name },
    dedupeKey: `sign-in-failures:${user.id}:${dayOf(now)}`,
  });
};

/**
 * Counts a try of one client for one address, one after another under a row lock. Answers the
 * wait the client was refused for (the try still counts), or undefined when the try may go on.
 */
const countTry = (
  ctx: Pick<SignInContext, 'db'>,
  key: { purpose: TryPurpose; email: string; clientKey: string },
  onRefused: (tx: Queryable, now: Date) => Promise<void>,
  freeTries = SIGN_IN_FREE_TRIES,
) =>
  ctx.db.transaction(async (tx) => {
    const row = await lockFailures(tx, key, new Date());
    // read once the lock is held: a try that waited for it is judged at its own turn
    const now = new Date();
    const isNewWindow = row.windowStartedAt.getTime() <= now.getTime() - WINDOW_MS;
    const tries = isNewWindow ? 0 : row.failures;
    const isAllowed = tries < freeTries || now >= row.nextTryAt;
    const failures = tries + 1;
    const delay = delayAfter(failures, freeTries);
    await updateFailures(tx, key, {
      failures,
      windowStartedAt: isNewWindow ? now : row.windowStartedAt,
      nextTryAt: new Date(now.getTime() + delay * 1000),
    });
    if (isAllowed) return undefined;
    await onRefused(tx, now);
    return delay;
  });

/**
 * Counts a try before its password is checked, so that concurrent tries of one client are
 * counted one after another. A try that comes before the client's wait is over is refused
 * (429, with the new wait in Retry-After) without checking the password, and still counts.
 */
export const claimSignInTry = async (ctx: SignInContext, email: string) => {
  const key = { purpose: 'sign-in' as const, email, clientKey: clientKeyOf(ctx.clientAddress) };
  const refusedFor = await countTry(ctx, key, (tx, now) => warnOwnerIfMany(ctx, tx, email, now));
  if (refusedFor !== undefined) throw new AppError('RATE_LIMITED', { retryAfterS: refusedFor });
  return {
    /** the password was right: this client starts again from zero for this address */
    succeeded: () => deleteFailures(ctx.db, key),
    /** the password was wrong: the try stays counted */
    failed: () => ctx.db.transaction((tx) => warnOwnerIfMany(ctx, tx, email, new Date())),
  };
};

/**
 * One try of an account route for an address, counted per client before anything is checked:
 * ACCOUNT_FREE_TRIES a day, then the sign-in's growing waits. A stranger's tries for Alice's address
 * make the stranger wait, never Alice on her own device (docs/decisions/0045-accounts-hardening.md).
 */
export const claimAccountTry = async (
  ctx: Pick<SignInContext, 'db' | 'clientAddress'>,
  purpose: Exclude<TryPurpose, 'sign-in'>,
  email: string,
) => {
  const key = { purpose, email, clientKey: clientKeyOf(ctx.clientAddress) };
  const refusedFor = await countTry(ctx, key, async () => {}, ACCOUNT_FREE_TRIES);
  if (refusedFor !== undefined) throw new AppError('RATE_LIMITED', { retryAfterS: refusedFor });
};
