import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { errorHandlerPlugin } from '../plugins/error-handler';
import { requestLanguagePlugin } from '../plugins/request-language';
import { bodyEmailOf, routeLimits, type RouteLimit } from './route-limits';

let app: ReturnType<typeof Fastify> | undefined;
afterEach(async () => app?.close());

/** Two routes sharing the limits given (one hook), with the API's error handler. */
const appWith = async (limits: RouteLimit[]) => {
  app = Fastify();
  await app.register(cookie);
  await app.register(requestLanguagePlugin);
  await app.register(errorHandlerPlugin);
  await app.register(rateLimit, { global: false });
  const preValidation = routeLimits(app, limits);
  app.post('/one', { preValidation }, async () => ({ ok: true }));
  app.post('/two', { preValidation }, async () => ({ ok: true }));
  return app;
};
const post = (url: string, email: string, remoteAddress = '192.0.2.1') =>
  app?.inject({ method: 'POST', url, payload: { email }, remoteAddress });

it('answers 429 in the API error format with Retry-After once a limit is exceeded', async () => {
  await appWith([{ name: 'test-ip', max: 2, windowMs: 60_000 }]);
  const statuses = [];
  for (let i = 0; i < 3; i += 1) statuses.push((await post('/one', 'a@b.fr'))?.statusCode);
  expect(statuses).toEqual([200, 200, 429]);
  const limited = await post('/one', 'a@b.fr');
  expect(limited?.json()).toEqual({
    error: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
    code: 'RATE_LIMITED',
  });
  expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
  // another client counts on its own
  expect((await post('/one', 'a@b.fr', '192.0.2.2'))?.statusCode).toBe(200);
});

it('counts each criterion apart, and counts together on the routes that share them', async () => {
  await appWith([
    { name: 'test-ip', max: 4, windowMs: 60_000 },
    { name: 'test-email', max: 1, windowMs: 60_000, key: bodyEmailOf },
  ]);
  expect((await post('/one', 'a@b.fr'))?.statusCode).toBe(200);
  // the same address on the other route: the e-mail's counter is shared
  expect((await post('/two', 'a@b.fr'))?.statusCode).toBe(429);
  expect((await post('/two', 'c@d.fr'))?.statusCode).toBe(200);
  // four requests counted for this client on both routes: the fifth is refused
  expect((await post('/one', 'e@f.fr'))?.statusCode).toBe(200);
  expect((await post('/one', 'g@h.fr'))?.statusCode).toBe(429);
});

it('counts every spelling of one e-mail address on one counter', async () => {
  await appWith([{ name: 'test-email', max: 1, windowMs: 60_000, key: bodyEmailOf }]);
  expect((await post('/one', 'Victim@Example.fr'))?.statusCode).toBe(200);
  expect((await post('/one', ' victim@example.FR '))?.statusCode).toBe(429);
});
