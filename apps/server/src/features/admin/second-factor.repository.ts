import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { adminRecoveryCodes, adminSecondFactors } from '../../db/schema';

export type SecondFactorRow = typeof adminSecondFactors.$inferSelect;

export const findSecondFactor = async (
  db: Queryable,
  userId: string,
): Promise<SecondFactorRow | undefined> => {
  const [row] = await db
    .select()
    .from(adminSecondFactors)
    .where(eq(adminSecondFactors.userId, userId))
    .limit(1);
  return row;
};

/** Keeps the secret shown at enrolment until a first code confirms it; a new one replaces it. */
export const savePendingSecret = async (db: Queryable, userId: string, pendingSecret: string) => {
  await db
    .insert(adminSecondFactors)
    .values({ userId, pendingSecret })
    .onConflictDoUpdate({ target: adminSecondFactors.userId, set: { pendingSecret } });
};

/** The pending secret becomes the secret, once; false when another request confirmed first. */
export const confirmPendingSecret = async (
  db: Queryable,
  userId: string,
  secret: string,
  step: number,
): Promise<boolean> => {
  const confirmed = await db
    .update(adminSecondFactors)
    .set({ secret, pendingSecret: null, confirmedAt: new Date(), lastUsedStep: step })
    .where(
      and(
        eq(adminSecondFactors.userId, userId),
        eq(adminSecondFactors.pendingSecret, secret),
        isNull(adminSecondFactors.secret),
      ),
    )
    .returning({ userId: adminSecondFactors.userId });
  return confirmed.length === 1;
};

/**
 * Records `step` as the last one used, only when it is newer than the last one: a code is
 * accepted once, even by two requests racing with it.
 */
export const claimStep = async (db: Queryable, userId: string, step: number): Promise<boolean> => {
  const claimed = await db
    .update(adminSecondFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(adminSecondFactors.userId, userId),
        or(isNull(adminSecondFactors.lastUsedStep), lt(adminSecondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: adminSecondFactors.userId });
  return claimed.length === 1;
};

export const replaceRecoveryCodes = async (
  db: Queryable,
  userId: string,
  codeHashes: readonly string[],
) => {
  await db.delete(adminRecoveryCodes).where(eq(adminRecoveryCodes.userId, userId));
  await db.insert(adminRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
};

/** Marks an unused recovery code used; false when it is unknown or already used. */
export const useRecoveryCode = async (
  db: Queryable,
  userId: string,
  codeHash: string,
): Promise<boolean> => {
  const used = await db
    .update(adminRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(adminRecoveryCodes.userId, userId),
        eq(adminRecoveryCodes.codeHash, codeHash),
        isNull(adminRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: adminRecoveryCodes.id });
  return used.length === 1;
};

/**
 * The factor of an account, locked until the transaction ends: the codes of one account are
 * judged one after another, so concurrent guesses cannot get past the wrong-code budget.
 */
export const lockSecondFactor = async (
  tx: Queryable,
  userId: string,
): Promise<SecondFactorRow | undefined> => {
  const [row] = await tx
    .select()
    .from(adminSecondFactors)
    .where(eq(adminSecondFactors.userId, userId))
    .for('update');
  return row;
};

/** The wrong codes since the last accepted one (0 after a right code). */
export const setWrongCodes = async (db: Queryable, userId: string, wrongCodes: number) => {
  await db
    .update(adminSecondFactors)
    .set({ wrongCodes })
    .where(eq(adminSecondFactors.userId, userId));
};

/** Locks the code step; only the link whose token hashes to `unlockTokenHash` opens it again. */
export const lockCodeStep = async (
  db: Queryable,
  userId: string,
  values: { wrongCodes: number; lockedAt: Date; unlockTokenHash: string },
) => {
  await db.update(adminSecondFactors).set(values).where(eq(adminSecondFactors.userId, userId));
};

/** Unlocks the code step of the lock this token was made for; false for any other token. */
export const unlockCodeStep = async (db: Queryable, unlockTokenHash: string): Promise<boolean> => {
  const unlocked = await db
    .update(adminSecondFactors)
    .set({ wrongCodes: 0, lockedAt: null, unlockTokenHash: null })
    .where(
      and(
        eq(adminSecondFactors.unlockTokenHash, unlockTokenHash),
        isNotNull(adminSecondFactors.lockedAt),
      ),
    )
    .returning({ userId: adminSecondFactors.userId });
  return unlocked.length === 1;
};
