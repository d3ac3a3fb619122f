import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
 * the real app are backed up, restored elsewhere, and compared table by table and byte by byte.
 */

const target = inject('testDatabase');
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

  const backedUp = await runCommand('backup', source);
  expect(backedUp.stderr).toBe('');
  expect(backedUp.code).toBe(0);
  const archive = /backed up to (\S+\.tar\.gz)/.exec(backedUp.stdout)?.[1] ?? '';
  expect(path.dirname(archive)).toBe(path.join(source.dataDir, 'backups'));
  expect(path.basename(archive)).toMatch(/^navette-backup-\d{8}-\d{6}\.tar\.gz$/);
  expect(statSync(archive).mode & 0o777).toBe(0o600);

  const restored = await place(engine);
  const result = await runCommand('restore', restored, [archive]);
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

  it('refuses to back up a PGlite folder a server has open', { timeout: 60_000 }, async () => {
    const source = await place('pglite');
    const held = await openDatabase({ dataDir: source.dataDir });
    try {
      await migrateDatabase(held);
      const refused = await runCommand('backup', source);
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
  const refusedInto = async (file: string, message: string | RegExp) => {
    const dataDir = path.join(work, `target-${Math.random().toString(16).slice(2)}`);
    await expect(restoreBackup({ dataDir }, file)).rejects.toThrow(message);
    expect(() => statSync(dataDir)).toThrow(/ENOENT/);
  };

  beforeAll(async () => {
    source = await filledPlace('pglite');
    archive = (await createBackup({ dataDir: source.dataDir }, { out: work })).archive;
  }, 120_000);

  it('a data folder that is in use', { timeout: 60_000 }, async () => {
    const before = filesOf(source.dataDir);

    const refused = await runCommand('restore', source, [archive]);
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
    await expect(restoreBackup({ dataDir: other.dataDir }, archive)).rejects.toThrow(
      `${other.dataDir} already holds files (note.txt)`,
    );
    expect(filesOf(other.dataDir)).toEqual(untouched);
  });

  it('a data folder without a database, to back up', async () => {
    const dataDir = path.join(work, 'no-database');
    await expect(createBackup({ dataDir })).rejects.toThrow(
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

    it('refuses a database that is not empty', { timeout: 60_000 }, async () => {
      const source = await filledPlace('postgres');
      const out = mkdtempSync(path.join(tmpdir(), 'navette-backup-archives-'));
      const { archive } = await createBackup(source, { out });
      const before = await contentOf(source);
      await expect(restoreBackup(source, archive)).rejects.toThrow(
        /the PostgreSQL database of DATABASE_URL is not empty \(\d+ tables, views or sequences\)/,
      );
      expect(await contentOf(source)).toEqual(before);
      rmSync(out, { recursive: true, force: true });
    });
  },
);
