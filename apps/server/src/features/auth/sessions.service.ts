import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { SessionKind } from '../../db/schema';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '../../lib/cookies';
import {
  deleteSession,
  deleteSessionByTokenHash,
  findLiveSession,
  insertSession,
  touchSession,
} from './sessions.repository';

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

export const SESSION_COOKIES: Record<SessionKind, string> = {
  customer: SESSION_COOKIE,
  admin: ADMIN_SESSION_COOKIE,
};

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

export const newToken = (): string => randomBytes(32).toString('base64url');

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
  const found = await findLiveSession(db, hashToken(token), kind);
  if (!found) return undefined;
  const idleFor = now.getTime() - found.lastSeenAt.getTime();
  if (idleFor > SESSION_IDLE_MS[kind]) {
    await deleteSession(db, found.sessionId);
    return undefined;
  }
  if (idleFor > TOUCH_EVERY_MS) await touchSession(db, found.sessionId, now);
  return found.user;
};

/** The value the XSRF token is bound to: both session cookies as the client will hold them. */
export const xsrfBindingOf = (cookies: { customer?: string; admin?: string }) =>
  `${cookies.customer ?? ''}|${cookies.admin ?? ''}`;

const cookieOptions = (secure: boolean, maxAgeMs: number) => ({
  path: '/',
  httpOnly: true,
  sameSite: 'lax' as const,
  secure,
  maxAge: Math.floor(maxAgeMs / 1000),
});

/**
 * Opens a session: a fresh random token (never one the client chose, so no fixation), stored
 * hashed, sent in an HttpOnly cookie; the XSRF token is re-bound to it.
 */
export const openSession = async (
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  kind: SessionKind,
): Promise<string> => {
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    kind,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS[kind]),
  });
  reply.setCookie(
    SESSION_COOKIES[kind],
    token,
    cookieOptions(request.server.config.isHttps, SESSION_LIFETIME_MS[kind]),
  );
  reply.xsrfBinding = xsrfBindingOf({
    customer: kind === 'customer' ? token : request.cookies[SESSION_COOKIE],
    admin: kind === 'admin' ? token : request.cookies[ADMIN_SESSION_COOKIE],
  });
  return token;
};

/** Ends the session on the server, whatever the client does with its cookie afterwards. */
export const closeSession = async (
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
  token: string | undefined,
): Promise<void> => {
  if (token && token.length <= 200) await deleteSessionByTokenHash(db, hashToken(token));
  reply.clearCookie(SESSION_COOKIES[kind], { path: '/' });
  reply.xsrfBinding = xsrfBindingOf({
    customer: kind === 'customer' ? undefined : request.cookies[SESSION_COOKIE],
    admin: kind === 'admin' ? undefined : request.cookies[ADMIN_SESSION_COOKIE],
  });
};
