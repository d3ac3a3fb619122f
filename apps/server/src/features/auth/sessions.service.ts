import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import type { SessionKind } from '../../db/schema';
import { cookieNames, cookieOptions } from '../../lib/cookies';
import { deleteSessionsOfUser, touchLastActive } from './auth.repository';
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
  // a phone in a chauffeur's pocket: a week off duty keeps it signed in
  chauffeur: 7 * 24 * 3600_000,
};
/** …and after this long in any case. */
export const SESSION_LIFETIME_MS: Record<SessionKind, number> = {
  customer: 60 * 24 * 3600_000,
  admin: 12 * 3600_000,
  chauffeur: 30 * 24 * 3600_000,
};
/** Writing last_seen_at on every request would turn reads into writes. */
const TOUCH_EVERY_MS = 60_000;

/** The name of a session cookie, `__Host-` prefixed over https (lib/cookies.ts). */
export const sessionCookieName = (request: FastifyRequest, kind: SessionKind): string => {
  const names = cookieNames(request.server.config.isHttps);
  return { customer: names.session, admin: names.admin, chauffeur: names.chauffeur }[kind];
};

/** The session token a request's cookie carries. */
export const sessionTokenOf = (request: FastifyRequest, kind: SessionKind): string | undefined =>
  request.cookies[sessionCookieName(request, kind)];

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('base64url');

export const newToken = (): string => randomBytes(32).toString('base64url');

export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  role: 'customer' | 'admin' | 'chauffeur';
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

type SessionTokens = Partial<Record<SessionKind, string>>;

/** The value the XSRF token is bound to: the session cookies as the client will hold them. */
export const xsrfBindingOf = (cookies: SessionTokens) =>
  // a browser without a chauffeur session keeps the binding it had before that kind existed
  cookies.chauffeur === undefined
    ? `${cookies.customer ?? ''}|${cookies.admin ?? ''}`
    : `${cookies.customer ?? ''}|${cookies.admin ?? ''}|${cookies.chauffeur}`;

/** The XSRF binding of a request: its session cookies as it sent them. */
export const xsrfBindingOfRequest = (request: FastifyRequest) =>
  xsrfBindingOf({
    customer: sessionTokenOf(request, 'customer'),
    admin: sessionTokenOf(request, 'admin'),
    chauffeur: sessionTokenOf(request, 'chauffeur'),
  });

const deleteSessionByToken = async (db: Database, token: string | undefined) => {
  if (token && token.length <= 200) await deleteSessionByTokenHash(db, hashToken(token));
};

/**
 * Opens a session: a fresh random token (never one the client chose, so no fixation), stored
 * hashed, sent in an HttpOnly cookie; the XSRF token is re-bound to it. The session of the same
 * kind that this browser held ends (docs/product/accounts.md#sessions): a second sign-in never
 * leaves a live session behind in a cookie the browser no longer has.
 */
export const openSession = async (
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  kind: SessionKind,
): Promise<string> => {
  await deleteSessionByToken(db, sessionTokenOf(request, kind));
  const token = newToken();
  await insertSession(db, {
    tokenHash: hashToken(token),
    userId,
    kind,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS[kind]),
  });
  // every sign-in (password, Google, back-office) counts as activity for the retention purge
  await touchLastActive(db, userId);
  reply.setCookie(
    sessionCookieName(request, kind),
    token,
    cookieOptions(request.server.config.isHttps, {
      maxAgeS: Math.floor(SESSION_LIFETIME_MS[kind] / 1000),
    }),
  );
  rebindXsrf(request, reply, kind, token);
  return token;
};

/** The XSRF token sent back is bound to the session the browser holds after this response. */
const rebindXsrf = (
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
  token: string | undefined,
) => {
  const held = (other: SessionKind) => (kind === other ? token : sessionTokenOf(request, other));
  reply.xsrfBinding = xsrfBindingOf({
    customer: held('customer'),
    admin: held('admin'),
    chauffeur: held('chauffeur'),
  });
};

const clearSessionCookie = (request: FastifyRequest, reply: FastifyReply, kind: SessionKind) => {
  // Cleared with the options it was set with: a `__Host-` cookie is only replaced by a Secure one.
  reply.clearCookie(sessionCookieName(request, kind), cookieOptions(request.server.config.isHttps));
  rebindXsrf(request, reply, kind, undefined);
};

/** Ends the session on the server, whatever the client does with its cookie afterwards. */
export const closeSession = async (
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
  token: string | undefined,
): Promise<void> => {
  await deleteSessionByToken(db, token);
  clearSessionCookie(request, reply, kind);
};

/**
 * "Sign out everywhere" (docs/product/accounts.md#sign-out-everywhere): every customer session of
 * the user ends, and this browser is signed out. Never an admin session: a customer session
 * cannot end the back-office's (docs/decisions/0045-accounts-hardening.md).
 */
export const closeAllSessions = async (
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> => {
  await deleteSessionsOfUser(db, userId, 'customer');
  clearSessionCookie(request, reply, 'customer');
};
