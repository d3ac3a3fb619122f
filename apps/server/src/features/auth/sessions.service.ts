import { createHash } from 'node:crypto';
import type { Database } from '../../db/client';
import type { SessionKind } from '../../db/schema';
import { deleteSession, findLiveSession, touchSession } from './sessions.repository';

/** A session ends after this long without a request… */
export const SESSION_IDLE_MS: Record<SessionKind, number> = {
  customer: 14 * 24 * 3600_000,
  admin: 2 * 3600_000,
};
/** …and after this long in any case. */
export const SESSION_LIFETIME_MS: Record<SessionKind, number> = {
  customer: 60 * 24 * 3600_000,
  admin: 12 * 3600_000,
};
/** Writing last_seen_at on every request would turn reads into writes. */
const TOUCH_EVERY_MS = 60_000;

export const hashSessionToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  role: 'customer' | 'admin';
}

/** The user behind a session token, or undefined when the session is unknown, idle or over. */
export const resolveSession = async (
  db: Database,
  token: string | undefined,
  kind: SessionKind,
  now = new Date(),
): Promise<SessionUser | undefined> => {
  if (!token || token.length > 200) return undefined;
  const found = await findLiveSession(db, hashSessionToken(token), kind);
  if (!found) return undefined;
  if (now.getTime() - found.lastSeenAt.getTime() > SESSION_IDLE_MS[kind]) {
    await deleteSession(db, found.sessionId);
    return undefined;
  }
  if (now.getTime() - found.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await touchSession(db, found.sessionId, now);
  }
  return found.user;
};
