import { afterEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import { startSmtpReceiver, type SmtpReceiver } from '@navette/test-support/smtp-receiver';

// What a load balancer reads (docs/architecture.md, "Health"): up/down/off, never a host.
describe('GET /api/health/ready', () => {
  let t: TestApp | undefined;
  let smtp: SmtpReceiver | undefined;

  afterEach(async () => {
    await t?.close();
    await smtp?.close();
    t = undefined;
    smtp = undefined;
  });

  const ready = async (app: TestApp['app']) => {
    const response = await app.inject({ method: 'GET', url: '/api/health/ready' });
    return { status: response.statusCode, body: response.json<unknown>(), raw: response.body };
  };

  it('is 200 when the database and the SMTP server answer, Redis being off', async () => {
    smtp = await startSmtpReceiver();
    t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
    expect(await ready(t.app)).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { database: 'up', mail: 'up', redis: 'off' } },
    });
  });

  it('is 503 with mail down when the SMTP server is stopped, naming no host', async () => {
    smtp = await startSmtpReceiver();
    const { url } = smtp;
    await smtp.close();
    smtp = undefined;
    t = await buildTestApp({ env: { SMTP_URL: url } });
    const answer = await ready(t.app);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      status: 'not_ready',
      checks: { database: 'up', mail: 'down', redis: 'off' },
    });
    expect(answer.raw).not.toContain('127.0.0.1');
    // liveness is unchanged: the process itself is fine
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('is 503 with redis down when REDIS_URL cannot be reached', async () => {
    t = await buildTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1' } });
    const answer = await ready(t.app);
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      status: 'not_ready',
      checks: { database: 'up', mail: 'up', redis: 'down' },
    });
  });
});

describe('GET /api/auth/options', () => {
  it('offers Google only when it is configured', async () => {
    const plain = await buildTestApp({ seed: false });
    try {
      const response = await plain.app.inject({ method: 'GET', url: '/api/auth/options' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ google: false });
    } finally {
      await plain.close();
    }
    const withGoogle = await buildTestApp({
      seed: false,
      env: { GOOGLE_CLIENT_ID: 'navette-client', GOOGLE_CLIENT_SECRET: 'navette-secret' },
    });
    try {
      const response = await withGoogle.app.inject({ method: 'GET', url: '/api/auth/options' });
      expect(response.json()).toEqual({ google: true });
    } finally {
      await withGoogle.close();
    }
  });
});
