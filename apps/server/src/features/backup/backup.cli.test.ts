import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadBackupKeys, loadDataLocation } from '../../config';
import { targetFrom } from './backup.cli';

const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-backup-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('where npm run backup and restore find the data', () => {
  it('reads DATA_DIR and DATABASE_URL as the server does, and writes nothing there', () => {
    const empty = path.join(dataDir, 'fresh');
    expect(loadDataLocation({ DATA_DIR: empty })).toEqual({
      dataDir: empty,
      databaseUrl: undefined,
      storage: { kind: 'filesystem', root: empty },
    });
    expect(existsSync(empty)).toBe(false);
    expect(
      loadDataLocation({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@db.example:5432/navette' }),
    ).toMatchObject({ dataDir, databaseUrl: 'postgres://u@db.example:5432/navette' });
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a bad setting with the name of the variable', () => {
    expect(() => loadDataLocation({ DATA_DIR: dataDir, DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('reads the backup keys, and refuses one that is neither an age identity nor a long passphrase', () => {
    const identity = `AGE-SECRET-KEY-1${'Q'.repeat(58)}`;
    const recipient = `age1${'q'.repeat(58)}`;
    expect(
      loadBackupKeys({
        DATA_DIR: dataDir,
        BACKUP_KEY: identity,
        BACKUP_RECIPIENT: ` ${recipient} `,
      }),
    ).toEqual({ key: identity, recipients: [recipient] });
    expect(loadBackupKeys({ DATA_DIR: dataDir })).toEqual({ key: undefined, recipients: [] });
    expect(() => loadBackupKeys({ DATA_DIR: dataDir, BACKUP_KEY: 'trop courte' })).toThrow(
      'BACKUP_KEY: must be an age identity (AGE-SECRET-KEY-1…, made by age-keygen) or a passphrase of at least 20 characters',
    );
    expect(() =>
      loadBackupKeys({ DATA_DIR: dataDir, BACKUP_RECIPIENT: 'ssh-ed25519 AAAA' }),
    ).toThrow(/BACKUP_RECIPIENT.*must be age recipients \(age1…\), separated by commas/);
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('takes --database-url and --data-dir instead of the configuration', () => {
    expect(targetFrom({ 'data-dir': 'elsewhere' })).toEqual({
      dataDir: path.resolve('elsewhere'),
      databaseUrl: undefined,
      storage: { kind: 'filesystem', root: path.resolve('elsewhere') },
    });
    expect(() => targetFrom({ 'database-url': 'mysql://x' })).toThrow(
      '--database-url must start with postgres:// or postgresql://',
    );
  });
});
