import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The API namespaces whose every route reads or changes a session: sign-in and sign-out, the
 * checks, e-mail verification, Google sign-in, the back-office.
 */
const SESSION_NAMESPACES = /^\/(auth|admin|api\/chauffeur)(\/|$)/;

/**
 * Whether the answer depends on who is signed in. Decided on the route that matched — its
 * pattern and its options — never on the raw URL, so that no spelling of a path escapes it.
 */
export const dependsOnSession = (request: FastifyRequest): boolean => {
  const { url, config } = request.routeOptions;
  if (url === undefined) return false;
  return (
    config.customerSession === true || config.adminSession === true || SESSION_NAMESPACES.test(url)
  );
};

/**
 * `Cache-Control: no-store` on every answer that depends on the session, errors included: no
 * browser history, back button or shared cache keeps one customer's page for the next person
 * (docs/decisions/0021-sessions-cookies-and-caching.md).
 */
export const noStorePlugin = fp(
  async (app) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      if (dependsOnSession(request)) {
        const current = reply.getHeader('cache-control');
        if (typeof current !== 'string' || !current.includes('no-store')) {
          reply.header('cache-control', 'no-store');
        }
      }
      done(null, payload);
    });
  },
  { name: 'no-store' },
);
