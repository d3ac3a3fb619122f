import { and, eq, gt, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { chauffeurs, sessions, users, type SessionKind } from '../../db/schema';

export const insertSession = async (
  db: Queryable,
  values: { tokenHash: string; userId: string; kind: SessionKind; expiresAt: Date },
) => {
  await db.insert(sessions).values(values);
};

/**
 * The live session of a token, with its user. A customer session is only ever a customer's, a
 * chauffeur session a chauffeur's: an administrator's account opens none
 * (docs/decisions/0045-accounts-hardening.md), and one left from before is not honoured.
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
        kind === 'admin' ? undefined : eq(users.role, kind),
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

/** The chauffeur a chauffeur session acts for (docs/product/dispatch.md#chauffeurs). */
export interface SignedInChauffeur {
  /** the chauffeurs row */
  chauffeurId: string;
  userId: string;
  name: string;
  email: string;
}

/** The active chauffeur record of a signed-in user, or undefined (none, or deactivated). */
export const activeChauffeurOfUser = async (
  db: Queryable,
  user: { _id: string; name: string; email: string },
): Promise<SignedInChauffeur | undefined> => {
  const [row] = await db
    .select({ id: chauffeurs.id })
    .from(chauffeurs)
    .where(and(eq(chauffeurs.userId, user._id), eq(chauffeurs.active, true)))
    .limit(1);
  return row && { chauffeurId: row.id, userId: user._id, name: user.name, email: user.email };
};
