import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { ADMIN_SESSION_COOKIE, SESSION_COOKIE } from '../../lib/cookies';
import { resolveSession, type SessionUser } from './sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** set by requireUser / requireAdmin */
    user: SessionUser | null;
  }
}

/** The admin session token: the `Authorization: Bearer` the app sends, else the admin cookie. */
export const adminTokenOf = (request: FastifyRequest): string | undefined => {
  const bearer = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? request.cookies[ADMIN_SESSION_COOKIE];
};

export const customerTokenOf = (request: FastifyRequest): string | undefined =>
  request.cookies[SESSION_COOKIE];

/** preHandler of every customer route: a live customer session, or 401. */
export const requireUser = async (request: FastifyRequest, _reply: FastifyReply) => {
  const user = await resolveSession(request.server.db, customerTokenOf(request), 'customer');
  if (!user) throw new AppError('UNAUTHORIZED');
  request.user = user;
};

/**
 * preHandler of every admin route: a live admin session (cookie or bearer) whose user still has
 * the admin role. A customer session is never accepted here, whatever its user's role.
 */
export const requireAdmin = async (request: FastifyRequest, _reply: FastifyReply) => {
  const user = await resolveSession(request.server.db, adminTokenOf(request), 'admin');
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.role !== 'admin') throw new AppError('FORBIDDEN');
  request.user = user;
};
