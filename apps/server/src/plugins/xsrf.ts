import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_HEADER } from '@navette/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { cookieNames, cookieOptions } from '../lib/cookies';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false for the rare route authenticated by other means (a signed provider webhook) */
    xsrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface XsrfOptions {
  secret: string;
  secureCookies: boolean;
  /** origins allowed to send state-changing requests (the site itself) */
  allowedOrigins: string[];
  /**
   * What the token is bound to: the session cookies of the request. A token minted for one
   * session is worthless in another, so a planted cookie cannot be replayed against a victim.
   */
  sessionBinding: (request: FastifyRequest) => string;
}

const sign = (secret: string, binding: string, nonce: string) =>
  createHmac('sha256', secret).update(`${binding}\u0000${nonce}`).digest('base64url');

export const mintXsrfToken = (secret: string, binding: string): string => {
  const nonce = randomBytes(18).toString('base64url');
  return `${nonce}.${sign(secret, binding, nonce)}`;
};

export const isValidXsrfToken = (secret: string, binding: string, token: string): boolean => {
  const [nonce, mac, extra] = token.split('.');
  if (!nonce || !mac || extra !== undefined) return false;
  const expected = Buffer.from(sign(secret, binding, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
};

/**
 * Anti-forgery: every state-changing request must come from this site (Origin and
 * Sec-Fetch-Site) and echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header; the token is
 * signed with the server secret and bound to the session. See docs/decisions/0006.
 */
export const xsrfPlugin = fp<XsrfOptions>(
  async (app, options) => {
    const { secret } = options;
    // `XSRF-TOKEN`, or `__Host-XSRF-TOKEN` over https (lib/cookies.ts)
    const xsrfCookie = cookieNames(options.secureCookies).xsrf;
    app.decorateReply('xsrfBinding', null);

    app.addHook('onRequest', async (request) => {
      if (SAFE_METHODS.has(request.method)) return;
      if (request.routeOptions.config.xsrf === false) return;

      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      // The site is reachable under its public URL and under the host the request names
      // (localhost and 127.0.0.1 on one machine).
      const sameHost = origin !== undefined && origin === `${request.protocol}://${request.host}`;
      if (
        fetchSite === 'cross-site' ||
        (origin && !sameHost && !options.allowedOrigins.includes(origin))
      ) {
        throw new AppError('CROSS_SITE_REQUEST');
      }
      const header = request.headers[XSRF_HEADER];
      const cookie = request.cookies[xsrfCookie];
      if (typeof header !== 'string' || header === '' || !cookie) {
        throw new AppError('XSRF_MISSING');
      }
      if (header !== cookie || !isValidXsrfToken(secret, options.sessionBinding(request), header)) {
        throw new AppError('XSRF_INVALID');
      }
    });

    // Hand out (or renew) the token whenever the client lacks a valid one for its session,
    // including on the response that opens or closes a session.
    app.addHook('onSend', async (request, reply, payload) => {
      const current = request.cookies[xsrfCookie];
      const binding = options.sessionBinding(request);
      const responseBinding = reply.xsrfBinding ?? binding;
      if (current && responseBinding === binding && isValidXsrfToken(secret, binding, current)) {
        return payload;
      }
      reply.setCookie(
        xsrfCookie,
        mintXsrfToken(secret, responseBinding),
        // the app reads it to echo it in the header
        cookieOptions(options.secureCookies, { httpOnly: false }),
      );
      return payload;
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Set by a route that opens or closes a session, so that the XSRF token sent back is bound
     * to the new session rather than to the one the request came with.
     */
    xsrfBinding: string | null;
  }
}
