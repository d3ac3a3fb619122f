import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';
import { clientKeyOf } from './client-address';

export interface RouteLimit {
  /** prefixes the counter's key, so that each route and each criterion counts on its own */
  name: string;
  max: number;
  windowMs: number;
  /** what is counted: the client's address (the default), the sender's e-mail… */
  key?: (request: FastifyRequest) => string;
}

const clientAddress = (request: FastifyRequest): string => clientKeyOf(request.ip);

/** Longer values (sent by the client, unchecked) are counted by their hash: bounded memory. */
const KEY_MAX_LENGTH = 254;
const counterKey = (name: string, value: string) =>
  `${name}:${value.length > KEY_MAX_LENGTH ? createHash('sha256').update(value).digest('base64url') : value}`;

/** The limits' names of each handler routeLimits made, so the app can list its limited routes. */
const limitNames = new WeakMap<object, string[]>();

/** The names of the limits a route hook enforces, if routeLimits made it. */
export const routeLimitNamesOf = (hook: unknown): string[] =>
  (typeof hook === 'function' && limitNames.get(hook)) || [];

/**
 * A preValidation hook (or onRequest, for a route without a body) enforcing limits of a route
 * on top of the API's global one: the first
 * limit exceeded answers 429 `RATE_LIMITED` with a Retry-After header. It runs before the body
 * is validated, so an invalid request counts too. The counters live in the
 * rate-limit store: routes given the same hook count together. With Redis (configured for
 * several instances) a counter is keyed by its name alone, so it is also shared by every call
 * that names it; in memory, each call counts on its own.
 */
export const routeLimits = (app: FastifyInstance, limits: readonly RouteLimit[]) => {
  // made at the first request, so that the rate-limit plugin can make its own hooks before the
  // library it wraps is registered
  let limiters: ReturnType<FastifyInstance['createRateLimit']>[] | undefined;
  const limitersOf = () =>
    (limiters ??= limits.map(({ name, max, windowMs, key = clientAddress }) =>
      app.createRateLimit({
        max,
        timeWindow: windowMs,
        keyGenerator: (request) => counterKey(name, key(request)),
      }),
    ));
  const enforce = async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limitersOf()) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('RATE_LIMITED');
      }
    }
  };
  limitNames.set(
    enforce,
    limits.map(({ name }) => name),
  );
  return enforce;
};

/**
 * The `email` of a JSON body, trimmed and in lower case, or '' (the limits run before the body
 * is validated): every spelling of one address counts on one counter.
 */
export const bodyEmailOf = (request: FastifyRequest): string => {
  const body: unknown = request.body;
  return typeof body === 'object' &&
    body !== null &&
    'email' in body &&
    typeof body.email === 'string'
    ? body.email.trim().toLowerCase()
    : '';
};
