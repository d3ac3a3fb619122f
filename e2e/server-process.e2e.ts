import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { startServer } from './support/server';

const SERVER_BUNDLE = path.resolve(import.meta.dirname, '../apps/server/dist/server.js');

it('refuses to start on a bad setting, naming the variable', () => {
  const result = spawnSync(process.execPath, [SERVER_BUNDLE], {
    env: { PATH: process.env.PATH, PORT: 'trois-mille', DATA_DIR: '/tmp/navette-bad-config' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('PORT: must be a whole number');
});

it('writes a generated administrator password to a file only its owner reads, never to the log, on the first start only', async () => {
  const first = await startServer({ ADMIN_EMAIL: '', ADMIN_PASSWORD: '' });
  expect(await first.stop({ keepData: true })).toBe(0);
  const file = path.join(first.dataDir, 'first-admin-password.txt');
  const password = readFileSync(file, 'utf8').trim();
  expect(password.length).toBeGreaterThanOrEqual(12);
  expect(statSync(file).mode & 0o777).toBe(0o600);
  // the log says where the password is, never what it is
  expect(first.output()).toContain(`Its generated password is in ${file}`);
  expect(first.output()).not.toContain(password);

  const second = await startServer(
    { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    { dataDir: first.dataDir },
  );
  expect(await second.stop()).toBe(0);
  expect(second.output()).not.toMatch(/password/i);
});

it('finishes in-flight work and exits cleanly on SIGTERM', async () => {
  const server = await startServer();
  const health = await fetch(`${server.baseUrl}/api/health`);
  expect(await health.json()).toMatchObject({ status: 'ok', database: 'up' });
  expect(await server.stop()).toBe(0);
});
