import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Sign-in, registration and verification are limited per client address and per e-mail address
 * (thresholds from configuration). A limit only delays: when the window is over, the owner of an
 * account can always sign in again.
 */
export const authRateLimits = (app: FastifyInstance) => {
  const { perIp, perEmail, windowMs } = app.config.rateLimit.auth;
  const emailOf = (request: FastifyRequest) => {
    const body = request.body as { email?: unknown } | undefined;
    return typeof body?.email === 'string' ? body.email : '';
  };
  return [
    app.rateLimit({ max: perIp, timeWindow: windowMs, groupId: 'auth-ip' }),
    app.rateLimit({
      max: perEmail,
      timeWindow: windowMs,
      groupId: 'auth-email',
      keyGenerator: (request) => `email:${emailOf(request)}`,
    }),
  ];
};
