import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sessions, users, verificationCodes, type SessionKind } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

export const findUserByEmail = async (db: Queryable, email: string) => {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
};

export const findUserById = async (db: Queryable, id: string) => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
};

export const findUserByGoogleSub = async (db: Queryable, googleSub: string) => {
  const [row] = await db.select().from(users).where(eq(users.googleSub, googleSub)).limit(1);
  return row;
};

export const insertUser = async (db: Queryable, values: typeof users.$inferInsert) => {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
};

export const updateUser = async (
  db: Queryable,
  id: string,
  values: Partial<typeof users.$inferInsert>,
) => {
  await db.update(users).set(values).where(eq(users.id, id));
};

/** Replaces the password hash if it is still `oldHash`; false when it changed meanwhile. */
export const replacePasswordHash = async (
  db: Queryable,
  id: string,
  oldHash: string,
  newHash: string,
): Promise<boolean> => {
  const replaced = await db
    .update(users)
    .set({ passwordHash: newHash })
    .where(and(eq(users.id, id), eq(users.passwordHash, oldHash)))
    .returning({ id: users.id });
  return replaced.length === 1;
};

/**
 * A sign-in or a reservation: the account is active (an account inactive for
 * RETENTION.bookingDataYears is erased by the purge, docs/product/data-protection.md).
 */
export const touchLastActive = async (db: Queryable, userId: string, now = new Date()) => {
  await db.update(users).set({ lastActiveAt: now }).where(eq(users.id, userId));
};

/** Ends every session of a user, or only those of one kind. */
export const deleteSessionsOfUser = async (db: Queryable, userId: string, kind?: SessionKind) => {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), kind ? eq(sessions.kind, kind) : undefined));
};

export const insertVerificationCode = async (
  db: Queryable,
  values: typeof verificationCodes.$inferInsert,
) => {
  await db.insert(verificationCodes).values(values);
};

/** The newest unused, unexpired code that a given browser (binding) asked for. */
export const findLiveCode = async (db: Queryable, userId: string, bindingHash: string) => {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.bindingHash, bindingHash),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
};

/** The newest code of a browser's registration, used or not: a resend carries its pending data. */
export const findLatestCodeForBinding = async (
  db: Queryable,
  userId: string,
  bindingHash: string,
) => {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(eq(verificationCodes.userId, userId), eq(verificationCodes.bindingHash, bindingHash)),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
};

/**
 * Counts one try of a live code, in one conditional statement: concurrent tries each take one of
 * the `max` places, and none is counted (nor checked) once they are all taken. Returns the try's
 * number, or undefined when the code is used up, expired or out of tries.
 */
export const countAttempt = async (db: Queryable, codeId: string, max: number) => {
  const [row] = await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.id, codeId),
        lt(verificationCodes.attempts, max),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, new Date()),
      ),
    )
    .returning({ attempts: verificationCodes.attempts });
  return row?.attempts;
};

/** Marks every open code of a user (or of one browser's registration) as used. */
export const consumeCodes = async (db: Queryable, userId: string, bindingHash?: string) => {
  await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        isNull(verificationCodes.consumedAt),
        bindingHash ? eq(verificationCodes.bindingHash, bindingHash) : undefined,
      ),
    );
};
