import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { passwordResetCodes } from '../../db/schema';

/** Stores an account's reset code, replacing the previous one (used, expired or not). */
export const replaceResetCode = async (
  db: Queryable,
  values: { userId: string; codeHash: string; expiresAt: Date },
) => {
  const fresh = { ...values, attempts: 0, consumedAt: null, createdAt: new Date() };
  await db
    .insert(passwordResetCodes)
    .values(fresh)
    .onConflictDoUpdate({ target: passwordResetCodes.userId, set: fresh });
};

/**
 * Counts one try of the account's live code, in one conditional statement: concurrent tries
 * each take one of the `max` places and none is counted once they are all taken. Returns the
 * code's hash, or undefined when there is no live code (used, expired or out of tries).
 */
export const claimResetTry = async (db: Queryable, userId: string, max: number) => {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        lt(passwordResetCodes.attempts, max),
        isNull(passwordResetCodes.consumedAt),
        gt(passwordResetCodes.expiresAt, new Date()),
      ),
    )
    .returning({ codeHash: passwordResetCodes.codeHash });
  return row?.codeHash;
};

export const consumeResetCode = async (db: Queryable, userId: string) => {
  await db
    .update(passwordResetCodes)
    .set({ consumedAt: new Date() })
    .where(eq(passwordResetCodes.userId, userId));
};
