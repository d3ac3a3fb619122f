import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sessions, users } from '../../db/schema';

export type AdminUserRow = typeof users.$inferSelect;

export const findUserById = async (
  db: Queryable,
  id: string,
): Promise<AdminUserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
};

/** The new password, no change required any more, and every session of the old one ended. */
export const replacePassword = async (db: Queryable, userId: string, passwordHash: string) => {
  await db
    .update(users)
    .set({ passwordHash, passwordChangeRequiredAt: null })
    .where(eq(users.id, userId));
  await db.delete(sessions).where(eq(sessions.userId, userId));
};
