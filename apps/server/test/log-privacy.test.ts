/**
 * What the server logs, read from its real logger (the app's own options, written to a stream the
 * test keeps): no token, no searched address, no e-mail address, no value of a failed query
 * (docs/decisions/0022-privacy-in-operations.md).
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { privateLoggerOptions } from '../src/lib/log-privacy';
import { buildTestApp, type TestApp } from './build-test-app';
import { createTestDatabase } from './test-database';

const createLogStream = () => {
  const lines: string[] = [];
  return { lines, text: () => lines.join(''), write: (line: string) => void lines.push(line) };
};

/** A refused INSERT as the database reports it: drizzle's error, PostgreSQL's as its cause. */
const duplicateUserError = async (email: string): Promise<Error> => {
  const database = await createTestDatabase();
  try {
    await database.db.insert(users).values({ name: 'Alice Martin', email });
    await database.db.insert(users).values({ name: 'Alice Martin', email });
  } catch (error) {
    if (error instanceof Error) return error;
    throw error;
  } finally {
    await database.close();
  }
  throw new Error('the second insert was accepted');
};

let t: TestApp;
const log = createLogStream();

beforeAll(async () => {
  t = await buildTestApp({
    logStream: log,
    env: {
      LOG_LEVEL: 'info',
      // nothing listens there: the search fails at once, and is logged
      GEOCODER_URL: 'http://127.0.0.1:9/search/',
      // nor there: the mail is not sent, and the failure is logged
      SMTP_URL: 'smtp://127.0.0.1:9',
    },
  });
});
afterAll(async () => t?.close());

describe('what the logs keep', () => {
  it('writes one line per request: method, path, route, status and duration, no address', async () => {
    const before = log.lines.length;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/services?lng=en',
      remoteAddress: '203.0.113.7',
    });
    expect(response.statusCode).toBe(200);
    const lines = log.lines
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request',
      method: 'GET',
      url: '/api/services',
      route: '/api/services',
      status: 200,
    });
    expect(typeof lines[0]?.ms).toBe('number');
    expect(log.lines.slice(before).join('')).not.toContain('203.0.113.7');
  });

  it('logs no line at info for a file of the site served as asked, but one when it is missing', async () => {
    const before = log.lines.length;
    expect((await t.app.inject({ method: 'GET', url: '/locales/fr/common.json' })).statusCode).toBe(
      200,
    );
    expect(log.lines.slice(before)).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/locales/fr/nope.json' })).statusCode).toBe(
      404,
    );
    const lines = log.lines
      .slice(before)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toEqual([
      expect.objectContaining({ level: 30, url: '/locales/fr/nope.json', status: 404 }),
    ]);
  });

  it('logs the path of the Google callback, never its code and state', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/auth/google/callback?code=GOOGLE-CODE-SECRET&state=GOOGLE-STATE-SECRET',
    });
    expect(log.text()).toContain('"url":"/auth/google/callback"');
    expect(log.text()).not.toContain('GOOGLE-CODE-SECRET');
    expect(log.text()).not.toContain('GOOGLE-STATE-SECRET');
  });

  it('logs an address search without the address searched', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/geocode?q=${encodeURIComponent('17 rue des Lilas Nanterre')}`,
    });
    expect(response.statusCode).toBe(200);
    expect(log.text()).toContain('"url":"/api/geocode"');
    expect(log.text()).toContain('geocoder unreachable');
    expect(log.text()).not.toMatch(/Lilas/i);
  });

  it('masks the e-mail address of a query string and of a mail that could not be sent', async () => {
    await t.app.inject({ method: 'GET', url: '/api/nope?email=alice.martin%40example.com' });
    await t.app.mail.enqueue(t.app.db, {
      to: 'bob.durand@example.com',
      language: 'fr',
      template: 'quoteRequestReceived',
      params: { date: '2026-12-24' },
    });
    expect(await t.app.mail.worker.drain()).toMatchObject({ sent: 0, retried: 1 });
    expect(log.text()).toContain('mail not sent, will retry');
    expect(log.text()).toContain('b•••@example.com');
    expect(log.text()).not.toMatch(/alice\.martin|bob\.durand/);
  });

  it('logs a 15 KB hostile path cut to its first 512 characters, its address-like parts masked', async () => {
    const before = log.lines.length;
    const hostile = `/${'a%40a-'.repeat(2_500)}`;
    const response = await t.app.inject({ method: 'GET', url: `/x%40example.com${hostile}` });
    expect(response.statusCode).toBe(404);
    const [line] = log.lines
      .slice(before)
      .map((entry) => JSON.parse(entry) as { url: string; status: number });
    expect(line?.status).toBe(404);
    // '/' is one of an address's characters: the masked part starts at the path's slash
    expect(line?.url.startsWith('/•••@example.com/a%40a-a%40a-')).toBe(true);
    expect(line?.url.endsWith(`…(${16 + hostile.length} characters)`)).toBe(true);
    expect(line?.url.length).toBeLessThan(600);
  });

  it("keeps a failed query's error, without the values it carried", async () => {
    const error = await duplicateUserError('alice.martin@example.com');
    // the raw error does carry them: this is what the logger must not write
    expect(JSON.stringify({ ...error, message: error.message })).toContain('alice.martin');
    t.app.log.error({ err: error }, 'registration failed');
    const line = log.lines.find((entry) => entry.includes('registration failed')) ?? '';
    const logged = JSON.parse(line) as { err: { message: string; cause: { detail?: string } } };
    expect(logged.err.message).toContain('Failed query: insert into "users"');
    expect(logged.err.message).toContain('params: [redacted]');
    expect(line).toContain('users_email_unique');
    expect(line).not.toMatch(/alice\.martin|Alice Martin/);
  });

  it('scrubs the same error in any logger built from the options', async () => {
    const error = await duplicateUserError('carol@example.com');
    const stream = createLogStream();
    pino(privateLoggerOptions('info'), stream).error(error);
    const logged = JSON.parse(stream.text()) as { err: { cause: { detail?: string } } };
    expect(logged.err.cause.detail).toBe('Key (email)=(…) already exists.');
    expect(stream.text()).not.toContain('carol@');
  });
});
