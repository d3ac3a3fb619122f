import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sessions } from '../../db/schema';

/** Ends every session of a chauffeur's account (deactivation). */
export const deleteChauffeurSessions = async (db: Queryable, userId: string) => {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.kind, 'chauffeur')));
};
