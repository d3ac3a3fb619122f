import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { generateX25519Identity, identityToRecipient } from 'age-encryption';
import { create, extract } from 'tar';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../src/db/client';
import { createBackup, restoreBackup } from '../src/features/backup/backup.service';
import {
  fillWithData,
  filesOf,
  keyTables,
  newPlace,
  rowCounts,
  runCommand,
  startApp,
  type Engine,
  type Place,
} from './support/backups';

/*
 * `npm run backup` and `npm run restore` (README "Backups"): a database and data folder filled by
 * the real app are backed up, encrypted with age, restored elsewhere, and compared table by table
 * and byte by byte. A busy machine makes each command take seconds: the bounds are generous.
 */

const target = inject('testDatabase');
/** The operator's age key pair (`age-keygen`), and someone else's. */
const identity = await generateX25519Identity();
const recipient = await identityToRecipient(identity);
const otherIdentity = await generateX25519Identity();
const KEY = { BACKUP_KEY: identity };
const keys = (key: string | undefined, recipients: string[] = []) => ({
  keys: { key, recipients },
});
const AGE_MAGIC = 'age-encryption.org/v1\n';
const places: Place[] = [];
afterAll(async () => {
  for (const place of places) await place.remove();
});
const place = async (engine: Engine, migrated = false) => {
  const made = await newPlace(engine, migrated);
  places.push(made);
  return made;
};

/** What a restore must give back: the rows, and the files but the PGlite folder and backups. */
const contentOf = async (where: Place) => {
  const database = await where.open();
  try {
    return {
      counts: await rowCounts(database),
      tables: await keyTables(database),
      files: filesOf(where.dataDir, ['db', 'db.lock', 'backups']),
    };
  } finally {
    await database.close();
  }
};

/** A place filled by the app, with the app closed again (PGlite is one process's at a time). */
const filledPlace = async (engine: Engine) => {
  const source = await place(engine, engine === 'postgres');
  const t = await startApp(source);
  try {
    await fillWithData(t);
  } finally {
    await t.close();
  }
  return source;
};

const roundTrip = (engine: Engine) => async () => {
  const source = await filledPlace(engine);
  const before = await contentOf(source);
  expect(before.counts['public.reservations']).toBe(3);
  expect(before.counts['public.documents']).toBe(1);
  expect(before.counts['public.applications']).toBe(1);
  expect(Object.keys(before.files)).toEqual(
    expect.arrayContaining([
      'session-secret',
      expect.stringMatching(/^private\/cv\//),
      expect.stringMatching(/^private\/documents\/\d{4}\//),
      expect.stringMatching(/^uploads\//),
    ]),
  );

  const backedUp = await runCommand('backup', source, [], KEY);
  expect(backedUp.stderr).toBe('');
  expect(backedUp.code).toBe(0);
  expect(backedUp.stdout).toContain('encrypted with age');
  const archive = /backed up to (\S+\.tar\.gz\.age)/.exec(backedUp.stdout)?.[1] ?? '';
  expect(path.dirname(archive)).toBe(path.join(source.dataDir, 'backups'));
  expect(path.basename(archive)).toMatch(/^navette-backup-\d{8}-\d{6}\.tar\.gz\.age$/);
  expect(statSync(archive).mode & 0o777).toBe(0o600);
  // an age file: nothing of it reads as a gzip, a tar or the data
  const bytes = readFileSync(archive);
  expect(bytes.subarray(0, AGE_MAGIC.length).toString()).toBe(AGE_MAGIC);
  expect(bytes.includes(Buffer.from([0x1f, 0x8b, 0x08]))).toBe(false);

  const restored = await place(engine);
  const result = await runCommand('restore', restored, [archive], KEY);
  expect(result.stderr).toBe('');
  expect(result.stdout).toContain(`restored into`);
  expect(result.code).toBe(0);

  const after = await contentOf(restored);
  expect(after.counts).toEqual(before.counts);
  expect(after.tables).toEqual(before.tables);
  expect(after.tables.reservations.map((r) => r.nom).sort()).toEqual([
    'Dupont-Aïssa',
    'Lefèvre',
    'Núñez',
  ]);
  expect(after.files).toEqual(before.files);

  // the app starts on it, finds nothing to migrate, and numbers the next devis after the first
  const t = await startApp(restored);
  try {
    expect(await rowCounts(t.database)).toEqual(before.counts);
    const reservation = before.tables.reservations[0]?.id ?? '';
    const next = await t.database.db.transaction((tx) => t.app.documents.devis(tx, reservation));
    expect(next.number).not.toBe(before.tables.documents[0]?.number);
    const services = await t.app.inject({ method: 'GET', url: '/api/services' });
    expect(services.statusCode).toBe(200);
  } finally {
    await t.close();
  }
};

describe('backup and restore on PGlite', () => {
  it(
    'restores a backup into an empty data folder as it was',
    { timeout: 180_000 },
    roundTrip('pglite'),
  );

  it('refuses to back up a PGlite folder a server has open', { timeout: 120_000 }, async () => {
    const source = await place('pglite');
    const held = await openDatabase({ dataDir: source.dataDir });
    try {
      await migrateDatabase(held);
      const refused = await runCommand('backup', source, [], KEY);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`is in use by process ${process.pid}`);
      expect(refused.stderr).toContain('backed up and restored with the server stopped');
      expect(filesOf(source.dataDir, ['db', 'db.lock'])).toEqual({});
      expect(existsSync(path.join(source.dataDir, 'backups'))).toBe(false);
    } finally {
      await held.close();
    }
  });
});

describe('restore refuses, and changes nothing', () => {
  let source: Place;
  let archive = '';
  const work = mkdtempSync(path.join(tmpdir(), 'navette-backup-archives-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** The archive with one change made to its unpacked content, packed again. */
  const tampered = async (name: string, change: (unpacked: string) => void) => {
    const unpacked = mkdtempSync(path.join(work, 'unpacked-'));
    await extract({ file: archive, cwd: unpacked });
    change(unpacked);
    const file = path.join(work, name);
    await create({ file, cwd: unpacked, gzip: true }, ['manifest.json', 'database.sql', 'files']);
    return file;
  };
  const manifestOf = (unpacked: string) =>
    JSON.parse(readFileSync(path.join(unpacked, 'manifest.json'), 'utf8')) as {
      engine: string;
      migrations: number;
      files: { path: string }[];
    };
  const editManifest = (edit: (m: ReturnType<typeof manifestOf>) => void) => (dir: string) => {
    const manifest = manifestOf(dir);
    edit(manifest);
    writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  };
  /** Restores into a data folder that does not exist yet: it must not exist afterwards either. */
  const refusedInto = async (
    file: string,
    message: string | RegExp,
    protection: Parameters<typeof restoreBackup>[2] = PLAIN,
  ) => {
    const dataDir = path.join(work, `target-${Math.random().toString(16).slice(2)}`);
    await expect(restoreBackup({ dataDir }, file, protection)).rejects.toThrow(message);
    expect(() => statSync(dataDir)).toThrow(/ENOENT/);
  };
  /** The plain archive's checks: the tampered archives are packed again without encryption. */
  const PLAIN = { ...keys(undefined), plain: true };

  beforeAll(async () => {
    source = await filledPlace('pglite');
    archive = (await createBackup({ dataDir: source.dataDir }, { out: work, ...PLAIN })).archive;
  }, 180_000);

  it('a data folder that is in use', { timeout: 120_000 }, async () => {
    const before = filesOf(source.dataDir);

    const refused = await runCommand('restore', source, [archive, '--plain']);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toContain(
      'refused: a backup is restored into an empty database and an empty data folder only',
    );
    expect(refused.stderr).toContain(
      `the PGlite folder ${path.join(source.dataDir, 'db')} is not empty`,
    );
    expect(refused.stderr).toContain('Nothing was changed.');
    expect(filesOf(source.dataDir)).toEqual(before);

    // one file is enough, even without a database
    const other = await place('pglite');
    writeFileSync(path.join(other.dataDir, 'note.txt'), 'à garder');
    const untouched = filesOf(other.dataDir);
    await expect(restoreBackup({ dataDir: other.dataDir }, archive, PLAIN)).rejects.toThrow(
      `${other.dataDir} already holds files (note.txt)`,
    );
    expect(filesOf(other.dataDir)).toEqual(untouched);
  });

  it('a data folder without a database, to back up', async () => {
    const dataDir = path.join(work, 'no-database');
    await expect(createBackup({ dataDir }, PLAIN)).rejects.toThrow(
      `there is no database in ${path.join(dataDir, 'db')}: nothing to back up`,
    );
    expect(existsSync(dataDir)).toBe(false);
  });

  it('a damaged archive', async () => {
    const truncated = path.join(work, 'truncated.tar.gz');
    const bytes = readFileSync(archive);
    writeFileSync(truncated, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await refusedInto(truncated, 'the archive is damaged or is not a Navette backup');
    await refusedInto(path.join(work, 'absent.tar.gz'), 'no such archive');
  });

  it('a file that differs from its SHA-256, or that the manifest does not list', async () => {
    const changed = await tampered('changed.tar.gz', (dir) => {
      const cv = manifestOf(dir).files.find((f) => f.path.startsWith('private/cv/'));
      const file = path.join(dir, 'files', ...(cv?.path ?? '').split('/'));
      const bytes = readFileSync(file);
      bytes[10] = (bytes[10] ?? 0) ^ 0xff;
      writeFileSync(file, bytes);
    });
    await refusedInto(changed, /files\/private\/cv\/.+ does not match the SHA-256 of the manifest/);

    const sql = await tampered('sql.tar.gz', (dir) => {
      const file = path.join(dir, 'database.sql');
      writeFileSync(file, `${readFileSync(file, 'utf8')}\ndrop table users;\n`);
    });
    await refusedInto(sql, 'database.sql does not match the SHA-256 of the manifest');

    const extra = await tampered('extra.tar.gz', (dir) => {
      writeFileSync(path.join(dir, 'files', 'intrus.txt'), 'pas dans le manifeste');
    });
    await refusedInto(extra, 'files/intrus.txt is not in the manifest');
  });

  it(
    'no key: no archive is written, unless --plain asks for one not encrypted',
    { timeout: 180_000 },
    async () => {
      const out = mkdtempSync(path.join(work, 'out-'));
      const refused = await runCommand('backup', source, ['--out', out]);
      expect(refused.code).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr).toContain(
        'backup: refused: backups are encrypted and no key is configured. Set BACKUP_KEY',
      );
      expect(refused.stderr).toContain('or pass --plain to write an archive that is not encrypted');
      expect(readdirSync(out)).toEqual([]);
      expect(existsSync(path.join(source.dataDir, 'backups'))).toBe(false);

      const plain = await runCommand('backup', source, ['--out', out, '--plain']);
      expect(plain.stderr).toBe('');
      expect(plain.stdout).toContain('NOT encrypted (--plain)');
      expect(readdirSync(out)).toEqual([
        expect.stringMatching(/^navette-backup-\d{8}-\d{6}\.tar\.gz$/),
      ]);
      // and a restore asks for --plain too, before it looks at the target
      const unasked = await runCommand('restore', source, [
        path.join(out, readdirSync(out)[0] ?? ''),
      ]);
      expect(unasked.code).toBe(1);
      expect(unasked.stderr).toContain('is not an encrypted Navette backup');
      expect(unasked.stderr).toContain('restore it with --plain');
    },
  );

  it(
    'an encrypted archive without the key, for another key, changed or cut',
    { timeout: 180_000 },
    async () => {
      const encrypted = (
        await createBackup({ dataDir: source.dataDir }, { out: work, ...keys(identity) })
      ).archive;
      expect(encrypted).toMatch(/\.tar\.gz\.age$/);
      await refusedInto(encrypted, 'this archive is encrypted: set BACKUP_KEY', keys(undefined));
      const cannot = 'the archive cannot be decrypted with BACKUP_KEY';
      await refusedInto(encrypted, cannot, keys(otherIdentity));
      await refusedInto(encrypted, cannot, keys('une phrase de passe assez longue'));

      const bytes = readFileSync(encrypted);
      const changed = path.join(work, 'changed.tar.gz.age');
      const flipped = Buffer.from(bytes);
      const middle = Math.floor(bytes.length / 2);
      flipped[middle] = (flipped[middle] ?? 0) ^ 0x01;
      writeFileSync(changed, flipped);
      await refusedInto(changed, cannot, keys(identity));
      const cut = path.join(work, 'cut.tar.gz.age');
      writeFileSync(cut, bytes.subarray(0, bytes.length - 100));
      await refusedInto(cut, cannot, keys(identity));
      // a plain archive where an encrypted one is expected
      await refusedInto(archive, 'is not an encrypted Navette backup', keys(identity));
    },
  );

  it(
    'an archive for a recipient alone (no key on the backup machine) restores with its identity',
    { timeout: 240_000 },
    async () => {
      const before = await contentOf(source);
      // a folder of its own: an archive is named by its second, and the test before may have
      // written one into `work` in the same second
      const sealed = (
        await createBackup(
          { dataDir: source.dataDir },
          { out: mkdtempSync(path.join(work, 'sealed-')), ...keys(undefined, [recipient]) },
        )
      ).archive;
      const restored = await place('pglite');
      await restoreBackup({ dataDir: restored.dataDir }, sealed, keys(identity));
      expect(await contentOf(restored)).toEqual(before);
    },
  );

  it('an archive of another engine, or of a newer version', async () => {
    const postgres = await tampered(
      'engine.tar.gz',
      editManifest((m) => (m.engine = 'postgres')),
    );
    await refusedInto(
      postgres,
      'this backup is of a PostgreSQL (DATABASE_URL) database and the configured database is PGlite (DATA_DIR/db): set DATABASE_URL to an empty PostgreSQL database to restore it',
    );
    const newer = await tampered(
      'newer.tar.gz',
      editManifest((m) => (m.migrations = 999)),
    );
    await refusedInto(
      newer,
      /this backup was made by a newer version of Navette \(0\.1\.0, 999 migrations; this one knows \d+\)/,
    );
  });
});

describe.skipIf(target.kind !== 'postgres')(
  `backup and restore on PostgreSQL${target.kind === 'postgres' ? '' : ' (skipped: needs TEST_DATABASE_URL)'}`,
  () => {
    it(
      'restores a backup into an empty database as it was',
      { timeout: 180_000 },
      roundTrip('postgres'),
    );

    it('refuses a database that is not empty', { timeout: 120_000 }, async () => {
      const source = await filledPlace('postgres');
      const out = mkdtempSync(path.join(tmpdir(), 'navette-backup-archives-'));
      const { archive } = await createBackup(source, { out, ...keys(identity) });
      const before = await contentOf(source);
      await expect(restoreBackup(source, archive, keys(identity))).rejects.toThrow(
        /the PostgreSQL database of DATABASE_URL is not empty \(\d+ tables, views or sequences\)/,
      );
      expect(await contentOf(source)).toEqual(before);
      rmSync(out, { recursive: true, force: true });
    });
  },
);
