import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

export interface PublicFormLimit {
  /** prefixes the counter's key, so that each form and each criterion counts on its own */
  name: string;
  max: number;
  windowMs: number;
  /** what is counted: the client's address, the sender's e-mail… */
  key: (request: FastifyRequest) => string;
}

/**
 * The public forms (contact, job applications) write to the company's inbox and disk: each is
 * limited per client on top of the API's global limit, so that nobody can flood either. The
 * counters live in the rate-limit store (Redis when configured), shared by every instance.
 */
export const publicFormLimits = (app: FastifyInstance, limits: PublicFormLimit[]) => {
  const limiters = limits.map(({ name, max, windowMs, key }) =>
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
