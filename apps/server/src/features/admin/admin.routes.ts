import {
  adminCheckSchema,
  adminLoginResponseSchema,
  adminLoginSchema,
  messageResponseSchema,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { adminTokenOf, authLimits, signInContextOf } from '../auth/auth.guards';
import { checkCredentials } from '../auth/auth.service';
import { closeSession, openSession, resolveSession } from '../auth/sessions.service';

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/login',
    {
      preValidation: authLimits(app),
      schema: {
        tags: ['admin'],
        summary: 'Administrator sign-in: a bearer token and an admin session cookie',
        body: adminLoginSchema,
        response: { 200: adminLoginResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = await checkCredentials(signInContextOf(request), request.body, 'admin');
      const token = await openSession(app.db, request, reply, user.id, 'admin');
      return { token };
    },
  );

  app.get(
    '/admin/check',
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether the caller is a signed-in administrator',
        response: { 200: adminCheckSchema, ...errorResponses() },
      },
    },
    async (request) => {
      const user = await resolveSession(app.db, adminTokenOf(request), 'admin');
      return { isAdmin: user?.role === 'admin' };
    },
  );

  app.post(
    '/admin/logout',
    {
      schema: {
        tags: ['admin'],
        summary: 'Administrator sign-out (ends the session on the server)',
        response: { 200: messageResponseSchema, ...errorResponses(403) },
      },
    },
    async (request, reply) => {
      await closeSession(app.db, request, reply, 'admin', adminTokenOf(request));
      return { message: request.t('auth.adminLogin.loggedOut') };
    },
  );
};
