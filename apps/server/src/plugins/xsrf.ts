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

/** An answer marked `public`: any cache on the way may keep it and hand it to anyone. */
export const isPubliclyCached = (cacheControl: unknown): boolean =>
  typeof cacheControl === 'string' && /(?:^|[\s,])public(?:$|[\s,])/i.test(cacheControl);

/** How many recently checked tokens are remembered (a few MB at most). */
const CHECKED_TOKENS_MAX = 10_000;

/**
 * `isValidXsrfToken`, remembering the tokens found valid: a browser sends the same cookie with
 * every request, and checking its signature each time was a good part of a cheap answer's cost
 * (docs/decisions/0037-request-hot-path.md). Only valid tokens are kept, with the binding they
 * were checked for, so a hit says nothing an attacker could not compute.
 */
export const createXsrfTokenChecker = (secret: string, max = CHECKED_TOKENS_MAX) => {
  const valid = new Map<string, string>();
  return (binding: string, token: string): boolean => {
    if (valid.get(token) === binding) return true;
    if (!isValidXsrfToken(secret, binding, token)) return false;
    if (valid.size >= max) valid.clear();
    valid.set(token, binding);
    return true;
  };
};

/**
 * Anti-forgery: every state-changing request must come from this site (Origin and
 * Sec-Fetch-Site) and echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header; the token is
 * signed with the server secret and bound to the session. See docs/decisions/0006.
 */
export const xsrfPlugin = fp<XsrfOptions>(
  async (app, options) => {
    const { secret } = options;
    const isValid = createXsrfTokenChecker(secret);
    // `XSRF-TOKEN`, or `__Host-XSRF-TOKEN` over https (lib/cookies.ts)
    const xsrfCookie = cookieNames(options.secureCookies).xsrf;
    app.decorateReply('xsrfBinding', null);

    /** Why a state-changing request is refused, or undefined when it may go on. */
    const refusalOf = (request: FastifyRequest): AppError | undefined => {
      const fetchSite = request.headers['sec-fetch-site'];
      const origin = request.headers.origin;
      // The site is reachable under its public URL and under the host the request names
      // (localhost and 127.0.0.1 on one machine).
      const sameHost = origin !== undefined && origin === `${request.protocol}://${request.host}`;
      if (
        fetchSite === 'cross-site' ||
        (origin && !sameHost && !options.allowedOrigins.includes(origin))
      ) {
        return new AppError('CROSS_SITE_REQUEST');
      }
      const header = request.headers[XSRF_HEADER];
      const cookie = request.cookies[xsrfCookie];
      if (typeof header !== 'string' || header === '' || !cookie) {
        return new AppError('XSRF_MISSING');
      }
      if (header !== cookie || !isValid(options.sessionBinding(request), header)) {
        return new AppError('XSRF_INVALID');
      }
      return undefined;
    };

    app.addHook('onRequest', (request, _reply, done) => {
      if (SAFE_METHODS.has(request.method) || request.routeOptions.config.xsrf === false) {
        done();
        return;
      }
      done(refusalOf(request));
    });

    // Hand out (or renew) the token whenever the client lacks a valid one for its session,
    // including on the response that opens or closes a session. Never on an answer a shared
    // cache may keep (robots.txt, the sitemap, the built files, images): it would hand one
    // client's cookie to the next (docs/decisions/0046-one-request-cannot-stall-the-server.md).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (isPubliclyCached(reply.getHeader('cache-control'))) {
        done(null, payload);
        return;
      }
      const current = request.cookies[xsrfCookie];
      const binding = options.sessionBinding(request);
      const responseBinding = reply.xsrfBinding ?? binding;
      if (!current || responseBinding !== binding || !isValid(binding, current)) {
        reply.setCookie(
          xsrfCookie,
          mintXsrfToken(secret, responseBinding),
          // the app reads it to echo it in the header
          cookieOptions(options.secureCookies, { httpOnly: false }),
        );
      }
      done(null, payload);
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
