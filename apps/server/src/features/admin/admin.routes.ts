import { adminCheckSchema, errorResponseSchema } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_SESSION_COOKIE } from '../../lib/cookies';
import { resolveSession } from '../auth/sessions.service';

/** The admin session token: the admin cookie, or the `Authorization: Bearer` the app sends. */
export const adminTokenOf = (request: {
  cookies: Record<string, string | undefined>;
  headers: { authorization?: string | undefined };
}): string | undefined => {
  const bearer = /^Bearer ([A-Za-z0-9_-]{20,200})$/.exec(request.headers.authorization ?? '');
  return bearer?.[1] ?? request.cookies[ADMIN_SESSION_COOKIE];
};

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/check',
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether the caller is a signed-in administrator',
        response: { 200: adminCheckSchema, 500: errorResponseSchema },
      },
    },
    async (request) => {
      const user = await resolveSession(app.db, adminTokenOf(request), 'admin');
      return { isAdmin: user?.role === 'admin' };
    },
  );
};
