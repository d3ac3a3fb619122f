import { and, eq, gt, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sessions, users, type SessionKind } from '../../db/schema';

export const insertSession = async (
  db: Queryable,
  values: { tokenHash: string; userId: string; kind: SessionKind; expiresAt: Date },
) => {
  await db.insert(sessions).values(values);
};

/**
 * The live session of a token, with its user. A customer session is only ever a customer's: an
 * administrator's account opens none (docs/decisions/0045-accounts-hardening.md), and one left
 * from before is not honoured.
 */
export const findLiveSession = async (db: Queryable, tokenHash: string, kind: SessionKind) => {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      user: { _id: users.id, name: users.name, email: users.email, role: users.role },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        eq(sessions.kind, kind),
        kind === 'customer' ? eq(users.role, 'customer') : undefined,
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
};

export const touchSession = async (db: Queryable, sessionId: string, now: Date) => {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
};

export const deleteSession = async (db: Queryable, sessionId: string) => {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
};

export const deleteSessionByTokenHash = async (db: Queryable, tokenHash: string) => {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
};

/** Ends every session of a user but the one with this token hash. */
export const deleteOtherSessionsOfUser = async (
  db: Queryable,
  userId: string,
  keptTokenHash: string,
) => {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, keptTokenHash)));
};
