import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';

/**
 * Sign-in, registration and verification are limited per client address and per e-mail address
 * (thresholds from configuration), on top of the API's global limit. A limit only delays: when
 * the window is over, the owner of an account can always sign in again.
 */
export const authRateLimits = (app: FastifyInstance, { byEmail = true } = {}) => {
  const { perIp, perEmail, windowMs } = app.config.rateLimit.auth;
  const emailOf = (request: FastifyRequest) => {
    const body = request.body as { email?: unknown } | undefined;
    return typeof body?.email === 'string' ? body.email : '';
  };
  const limiters = [
    app.createRateLimit({
      max: perIp,
      timeWindow: windowMs,
      keyGenerator: (request) => `auth-ip:${request.ip}`,
    }),
    ...(byEmail
      ? [
          app.createRateLimit({
            max: perEmail,
            timeWindow: windowMs,
            keyGenerator: (request) => `auth-email:${emailOf(request)}`,
          }),
        ]
      : []),
  ];
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
