import { errorResponseSchema, sessionCheckSchema } from '@navette/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../lib/cookies';
import { resolveSession } from './sessions.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  // The spec's session check: `{ user }` when signed in, `{ error }` otherwise. A visitor who is
  // not signed in is a normal case, not a failure, so it is answered with 200.
  const check = async (request: FastifyRequest) => {
    const user = await resolveSession(app.db, request.cookies[SESSION_COOKIE], 'customer');
    if (!user) return { error: request.t('auth.errors.notSignedIn'), code: 'NOT_SIGNED_IN' };
    return { user: { _id: user._id, name: user.name, email: user.email } };
  };
  const schema = (summary: string) => ({
    tags: ['auth'],
    summary,
    response: { 200: sessionCheckSchema, 500: errorResponseSchema },
  });
  app.get('/auth/check', { schema: schema('Who is signed in') }, check);
  app.get('/auth/login/success', { schema: schema('Who is signed in (login page)') }, check);
};
