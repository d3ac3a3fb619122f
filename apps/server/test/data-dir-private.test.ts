/**
 * DATA_DIR is readable by the server's user only (docs/product/data-protection.md#where-it-is-kept):
 * the embedded database's files (its write-ahead log holds password hashes, second-factor secrets
 * and customers' data), the session secret, uploads and documents. The real process, started as
 * an operator would, on a folder an older version left readable by everyone.
 */
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '@navette/test-support/server-processes';

/** Every folder and file under `root` (itself included) with its permission bits. */
const modesUnder = (root: string): { entry: string; mode: number; folder: boolean }[] => {
  const stats = lstatSync(root);
  const here = { entry: root, mode: stats.mode & 0o777, folder: stats.isDirectory() };
  if (!stats.isDirectory()) return [here];
  return [here, ...readdirSync(root).flatMap((name) => modesUnder(path.join(root, name)))];
};

const openToOthers = (root: string) =>
  modesUnder(root)
    .filter(({ mode }) => (mode & 0o077) !== 0)
    .map(({ entry, mode }) => `${path.relative(root, entry) || '.'} ${mode.toString(8)}`);

describe('the data folder after a start', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-private-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the database and every file 0600 in folders 0700, and tightens what was left open, saying so', async () => {
    // what an older version left: the folder, an upload and its folder readable by everyone
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'uploads/services'), { recursive: true, mode: 0o755 });
    chmodSync(path.join(dataDir, 'uploads'), 0o755);
    chmodSync(path.join(dataDir, 'uploads/services'), 0o777);
    writeFileSync(path.join(dataDir, 'uploads/services/old.webp'), 'image', { mode: 0o644 });
    chmodSync(path.join(dataDir, 'uploads/services/old.webp'), 0o666);

    server = await startServerProcess('private', {
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:8080',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'info',
    });
    // the line is written before the server listens: it is in the log once the server answers
    await server.flushLog();
    const line = server.logLines().find((entry) => entry.msg?.startsWith('DATA_DIR had'));
    expect(line).toMatchObject({
      msg: 'DATA_DIR had files or folders readable by other users: now readable by this user only',
      count: 4,
    });

    const wal = modesUnder(path.join(dataDir, 'db')).filter(
      ({ entry, folder }) => !folder && entry.includes(`${path.sep}pg_wal${path.sep}`),
    );
    expect(wal.length).toBeGreaterThan(0);
    for (const file of wal) expect(file.mode, file.entry).toBe(0o600);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lstatSync(path.join(dataDir, 'session-secret')).mode & 0o777).toBe(0o600);
    expect(openToOthers(dataDir)).toEqual([]);

    // what the database writes until it stops (its checkpoint) is private too
    expect(await server.stop()).toBe(0);
    server = undefined;
    expect(openToOthers(dataDir)).toEqual([]);
  }, 180_000);
});
