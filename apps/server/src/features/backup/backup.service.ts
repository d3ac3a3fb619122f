/**
 * `npm run backup` and `npm run restore` (docs/decisions/0036-backups.md, README "Backups").
 *
 * A backup dumps the database first, then gathers the files: a document, CV or image is written
 * whole before the row that names it is committed, so every file the dump names is there, and a
 * file newer than the dump is at worst an unnamed extra. A restore checks everything before it
 * changes anything: the target empty, the archive whole and of this engine, its migrations known
 * to this version; then it replays the database and moves the files into place.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { resolveMigrationsFolder } from '../../db/client';
import { unpackArchive, writeArchive } from './backup.archive';
import {
  checkSource,
  databaseInTheWay,
  dumpDatabase,
  engineOf,
  restoreDatabase,
  type BackupTarget,
} from './backup.database';
import { BackupError } from './backup.error';
import {
  BACKUPS_FOLDER,
  RESTORE_STAGING_PREFIX,
  filesInTheWay,
  linkOrCopy,
  listOwnedFiles,
  moveFilesInto,
} from './backup.files';
import {
  DATABASE_FILE,
  FILES_FOLDER,
  FORMAT,
  FORMAT_VERSION,
  MANIFEST_FILE,
  appVersion,
  archiveName,
  engineLabel,
  hashFile,
  type Manifest,
} from './backup.manifest';

export interface BackupOutcome {
  archive: string;
  manifest: Manifest;
}

/** `--out`: a file to create, or an existing folder to put the dated archive in. */
const archivePath = (target: BackupTarget, out: string | undefined, at: Date) => {
  if (out === undefined) return join(target.dataDir, BACKUPS_FOLDER, archiveName(at));
  const path = resolve(out);
  if (existsSync(path) && statSync(path).isDirectory()) return join(path, archiveName(at));
  return path;
};

export const createBackup = async (
  target: BackupTarget,
  options: { out?: string | undefined; now?: Date } = {},
): Promise<BackupOutcome> => {
  const createdAt = options.now ?? new Date();
  const archive = archivePath(target, options.out, createdAt);
  if (existsSync(archive)) throw new BackupError(`${archive} already exists`);
  if (options.out !== undefined && !existsSync(dirname(archive))) {
    throw new BackupError(`the folder ${dirname(archive)} does not exist`);
  }
  checkSource(target);
  const backups = join(target.dataDir, BACKUPS_FOLDER);
  const madeDataDir = !existsSync(target.dataDir);
  const madeBackups = !existsSync(backups);
  // beside the files, so that they are hard-linked rather than copied
  const staging = join(backups, `.staging-${randomBytes(6).toString('hex')}`);
  await mkdir(staging, { recursive: true, mode: 0o700 });
  try {
    const dumpFile = join(staging, DATABASE_FILE);
    const migrations = await dumpDatabase(target, dumpFile);
    const files: Manifest['files'] = [];
    for (const file of await listOwnedFiles(target.dataDir)) {
      const staged = join(staging, FILES_FOLDER, ...file.split('/'));
      await linkOrCopy(join(target.dataDir, ...file.split('/')), staged);
      files.push({ path: file, ...(await hashFile(staged)) });
    }
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      appVersion: appVersion(),
      engine: engineOf(target),
      createdAt: createdAt.toISOString(),
      migrations,
      database: { path: DATABASE_FILE, ...(await hashFile(dumpFile)) },
      files,
    };
    await writeFile(join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
      mode: 0o600,
    });
    await writeArchive(staging, archive, files.length > 0);
    return { archive, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true, maxRetries: 3 });
    // a refused backup leaves no trace: the folders this run made go, if they are empty
    if (madeBackups) await rmdir(backups).catch(() => undefined);
    if (madeDataDir) await rmdir(target.dataDir).catch(() => undefined);
  }
};

/** How many migrations this version of the app knows. */
const knownMigrations = async (): Promise<number> => {
  const journal = JSON.parse(
    await readFile(join(resolveMigrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  return journal.entries.length;
};

const checkTargetEmpty = async (target: BackupTarget): Promise<void> => {
  const database = await databaseInTheWay(target);
  const files = await filesInTheWay(target.dataDir);
  const problems = [
    ...(database ? [database] : []),
    ...(files.length > 0
      ? [
          `${target.dataDir} already holds files (${files.slice(0, 3).join(', ')}${files.length > 3 ? ', …' : ''})`,
        ]
      : []),
  ];
  if (problems.length > 0) {
    throw new BackupError(
      `refused: a backup is restored into an empty database and an empty data folder only, and ${problems.join('; ')}. Nothing was changed.`,
    );
  }
};

const checkCompatible = async (manifest: Manifest, target: BackupTarget): Promise<void> => {
  const engine = engineOf(target);
  if (manifest.engine !== engine) {
    throw new BackupError(
      `this backup is of a ${engineLabel(manifest.engine)} database and the configured database is ${engineLabel(engine)}: ` +
        (manifest.engine === 'postgres'
          ? 'set DATABASE_URL to an empty PostgreSQL database to restore it'
          : 'unset DATABASE_URL to restore it into PGlite'),
    );
  }
  const known = await knownMigrations();
  if (manifest.migrations > known) {
    throw new BackupError(
      `this backup was made by a newer version of Navette (${manifest.appVersion}, ${manifest.migrations} migrations; this one knows ${known}): restore it with that version or a later one`,
    );
  }
};

export const restoreBackup = async (target: BackupTarget, archive: string): Promise<Manifest> => {
  const source = resolve(archive);
  if (!existsSync(source)) throw new BackupError(`no such archive: ${source}`);
  await checkTargetEmpty(target);
  const madeDataDir = !existsSync(target.dataDir);
  await mkdir(target.dataDir, { recursive: true });
  const unpacked = join(
    target.dataDir,
    `${RESTORE_STAGING_PREFIX}${randomBytes(6).toString('hex')}`,
  );
  await mkdir(unpacked, { mode: 0o700 });
  try {
    const manifest = await unpackArchive(source, unpacked);
    await checkCompatible(manifest, target);
    await restoreDatabase(target, join(unpacked, DATABASE_FILE), manifest.migrations);
    await moveFilesInto(
      join(unpacked, FILES_FOLDER),
      target.dataDir,
      manifest.files.map((f) => f.path),
    );
    return manifest;
  } catch (error) {
    // refused or failed: the data folder goes back to what it was, absent included
    if (madeDataDir) await rm(target.dataDir, { recursive: true, force: true, maxRetries: 3 });
    throw error;
  } finally {
    await rm(unpacked, { recursive: true, force: true, maxRetries: 3 });
  }
};
