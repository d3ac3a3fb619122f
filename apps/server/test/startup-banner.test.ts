import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  eventually,
  startServerProcess,
  type ServerProcess,
} from '@navette/test-support/server-processes';

// The real process, started as an operator would: its stdout is what they read. A first start
// (migrations, seed, the admin's password hash) can take well over 30 s on a busy machine.
describe('start-up banner of the server process', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-banner-'));
  let server: ServerProcess | undefined;

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const env = { DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:8080', LOG_LEVEL: 'info' };
  const passwordFile = path.join(dataDir, 'first-admin-password.txt');

  it('prints a framed banner in pretty mode, naming the password file, never the password', async () => {
    server = await startServerProcess('pretty', { ...env, LOG_FORMAT: 'pretty' });
    const running = server;
    const output = await eventually('the banner', async () => {
      const text = running.output();
      return Promise.resolve(text.includes('| first admin') ? text : undefined);
    });
    const password = readFileSync(passwordFile, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(output).toContain(`| url          http://localhost:8080`);
    expect(output).toContain(`| database     PGlite (${dataDir}/db)`);
    expect(output).toContain(`| google       off`);
    expect(output).toContain(`| payments     built-in test checkout (takes no money)`);
    expect(output).toContain(`| first admin  password in ${passwordFile}`);
    expect(output).not.toContain(password);
    // the log lines themselves are readable, not JSON
    expect(output.split('\n').filter((line) => line.startsWith('{"level"'))).toEqual([]);
    await server.stop();
    server = undefined;
  });

  it('logs the banner as one JSON line when LOG_FORMAT=json', async () => {
    server = await startServerProcess('json', { ...env, LOG_FORMAT: 'json' });
    const running = server;
    const line = await eventually('the banner line', async () =>
      Promise.resolve(running.logLines().find((entry) => entry.banner !== undefined)),
    );
    expect(line.msg).toBe('Navette Prestige is served at http://localhost:8080');
    expect(line.banner).toMatchObject({
      database: `PGlite (${dataDir}/db)`,
      mail: `files in ${path.join(dataDir, 'mail')}`,
      redis: 'off',
      'first admin': `password in ${passwordFile} (readable by this user only)`,
    });
    expect(server.output()).not.toContain(readFileSync(passwordFile, 'utf8').trim());
    expect(server.output()).not.toContain('| url');
    await server.stop();
    server = undefined;
  });

  it('does not start a production-looking site whose checkout would take no money', async () => {
    const production = { ...env, PUBLIC_URL: 'https://www.navette-prestige.fr' };
    await expect(startServerProcess('https, no Stripe', production)).rejects.toThrow(
      /STRIPE_SECRET_KEY: not set while this deployment looks like production \(PUBLIC_URL is https\).*set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or PAYMENTS=test/,
    );
    server = await startServerProcess('https, PAYMENTS=test', {
      ...production,
      PAYMENTS: 'test',
      LOG_FORMAT: 'pretty',
    });
    const running = server;
    const output = await eventually('the banner', async () =>
      Promise.resolve(running.output().includes('| first admin') ? running.output() : undefined),
    );
    expect(output).toContain('| payments     built-in test checkout (takes no money)');
  });
});
