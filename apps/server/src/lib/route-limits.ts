import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface RouteLimit {
  /** prefixes the counter's key, so that each route and each criterion counts on its own */
  name: string;
  max: number;
  windowMs: number;
  /** what is counted: the client's address (the default), the sender's e-mail… */
  key?: (request: FastifyRequest) => string;
}

const clientAddress = (request: FastifyRequest): string => request.ip;

/**
 * A preHandler enforcing limits of a route on top of the API's global one: the first limit
 * exceeded answers 429 `RATE_LIMITED` with a Retry-After header. The counters live in the
 * rate-limit store: routes given the same preHandler count together. With Redis (configured for
 * several instances) a counter is keyed by its name alone, so it is also shared by every call
 * that names it; in memory, each call counts on its own.
 */
export const routeLimits = (app: FastifyInstance, limits: readonly RouteLimit[]) => {
  const limiters = limits.map(({ name, max, windowMs, key = clientAddress }) =>
    app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => `${name}:${key(request)}`,
    }),
  );
  return async (request: FastifyRequest, reply: FastifyReply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError('RATE_LIMITED');
      }
    }
  };
};

/** The `email` of a JSON body, as sent, or '' (the limits run before the body is trusted). */
export const bodyEmailOf = (request: FastifyRequest): string => {
  const body: unknown = request.body;
  return typeof body === 'object' &&
    body !== null &&
    'email' in body &&
    typeof body.email === 'string'
    ? body.email
    : '';
};
