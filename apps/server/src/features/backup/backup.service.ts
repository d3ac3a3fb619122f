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
import { mkdir, mkdtemp, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { BackupKeys } from '../../config-values';
import { resolveMigrationsFolder } from '../../db/client';
import type { FileStore } from '../../lib/file-store';
import { unpackArchive, writeArchive } from './backup.archive';
import {
  ENCRYPTED_SUFFIX,
  NO_KEY_TO_DECRYPT,
  decryptFile,
  hasBackupKeys,
  isEncryptedArchive,
  prepareEncryption,
} from './backup.crypto';
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
  archiveKey,
  fetchArchive,
  filesInTheWay,
  listOwnedFiles,
  moveFilesInto,
  stageFile,
  storeOf,
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
const outPath = (out: string, name: string) => {
  const path = resolve(out);
  if (existsSync(path) && statSync(path).isDirectory()) return join(path, name);
  return path;
};

/**
 * How the archive is protected: encrypted to the configured keys, or, asked for by name
 * (`--plain`), not at all. A restore of an unencrypted archive must be asked for the same way.
 */
export interface ArchiveProtection {
  keys: BackupKeys;
  plain?: boolean | undefined;
}

const NO_KEY =
  'refused: backups are encrypted and no key is configured. Set BACKUP_KEY (an age identity made by age-keygen, or a passphrase of at least 20 characters) or BACKUP_RECIPIENT (age1…), or pass --plain to write an archive that is not encrypted. Nothing was written.';

export const createBackup = async (
  target: BackupTarget,
  options: ArchiveProtection & { out?: string | undefined; now?: Date },
): Promise<BackupOutcome> => {
  const createdAt = options.now ?? new Date();
  const plain = options.plain === true;
  if (!plain && !hasBackupKeys(options.keys)) throw new BackupError(NO_KEY);
  const encryption = plain ? undefined : await prepareEncryption(options.keys);
  const name = archiveName(createdAt) + (plain ? '' : ENCRYPTED_SUFFIX);
  const store = await storeOf(target);
  // a local file with --out; without it, the store's backups folder (DATA_DIR/backups or a bucket)
  const out = options.out === undefined ? undefined : outPath(options.out, name);
  const key = archiveKey(name);
  const backups = join(target.dataDir, BACKUPS_FOLDER);
  const madeDataDir = !existsSync(target.dataDir);
  const madeBackups = !existsSync(backups);
  // beside the files, so that they are hard-linked rather than copied
  const staging = join(backups, `.staging-${randomBytes(6).toString('hex')}`);
  try {
    if (out === undefined ? await store.exists(key) : existsSync(out)) {
      throw new BackupError(`${out ?? store.urlOf(key)} already exists`);
    }
    if (out !== undefined && !existsSync(dirname(out))) {
      throw new BackupError(`the folder ${dirname(out)} does not exist`);
    }
    checkSource(target);
    await mkdir(staging, { recursive: true, mode: 0o700 });
    const dumpFile = join(staging, DATABASE_FILE);
    const migrations = await dumpDatabase(target, dumpFile);
    const files: Manifest['files'] = [];
    for (const file of await listOwnedFiles(target.dataDir, store)) {
      const staged = join(staging, FILES_FOLDER, ...file.split('/'));
      await stageFile(target.dataDir, store, file, staged);
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
    const archive = out ?? join(staging, name);
    if (encryption === undefined) {
      await writeArchive(staging, archive, files.length > 0);
    } else {
      // packed beside the staged files, then encrypted under a temporary name and renamed
      const packed = join(staging, PACKED_ARCHIVE);
      await writeArchive(staging, packed, files.length > 0);
      await encryptInto(encryption, packed, archive);
    }
    if (out !== undefined) return { archive: out, manifest };
    // written whole, then moved: a rename on the same disk, one upload to a bucket
    await store.putFile(key, archive);
    return { archive: store.urlOf(key), manifest };
  } finally {
    store.close();
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

const checkTargetEmpty = async (target: BackupTarget, store: FileStore): Promise<void> => {
  const database = await databaseInTheWay(target);
  const files = await filesInTheWay(target.dataDir, store);
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

/** The archive's own file name inside the staging folders, never one of the archive's entries. */
const PACKED_ARCHIVE = 'archive.tar.gz';

const encryptInto = async (
  encryption: Awaited<ReturnType<typeof prepareEncryption>>,
  packed: string,
  archive: string,
) => {
  const partial = `${archive}.part`;
  try {
    await encryption.encryptFile(packed, partial);
    await rename(partial, archive);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
};

export const restoreBackup = async (
  target: BackupTarget,
  archive: string,
  options: ArchiveProtection,
): Promise<Manifest> => {
  const store = await storeOf(target);
  const temporary = await mkdtemp(join(tmpdir(), 'navette-restore-'));
  try {
    return await restoreFrom(target, store, await fetchArchive(store, archive, temporary), options);
  } finally {
    store.close();
    await rm(temporary, { recursive: true, force: true });
  }
};

const restoreFrom = async (
  target: BackupTarget,
  store: FileStore,
  source: string,
  options: ArchiveProtection,
): Promise<Manifest> => {
  const encrypted = await isEncryptedArchive(source);
  if (!encrypted && options.plain !== true) {
    throw new BackupError(
      `refused: ${source} is not an encrypted Navette backup. If it is an archive written with --plain that you trust, restore it with --plain. Nothing was changed.`,
    );
  }
  if (encrypted && options.keys.key === undefined) throw new BackupError(NO_KEY_TO_DECRYPT);
  await checkTargetEmpty(target, store);
  const madeDataDir = !existsSync(target.dataDir);
  await mkdir(target.dataDir, { recursive: true });
  const unpacked = join(
    target.dataDir,
    `${RESTORE_STAGING_PREFIX}${randomBytes(6).toString('hex')}`,
  );
  await mkdir(unpacked, { mode: 0o700 });
  try {
    // decrypted whole (age checks every chunk and the end) before a byte of it is unpacked
    let packed = source;
    if (encrypted) {
      packed = join(unpacked, PACKED_ARCHIVE);
      await decryptFile(options.keys, source, packed);
    }
    const content = join(unpacked, 'content');
    await mkdir(content, { mode: 0o700 });
    const manifest = await unpackArchive(packed, content);
    await checkCompatible(manifest, target);
    await restoreDatabase(target, join(content, DATABASE_FILE), manifest.migrations);
    await moveFilesInto(
      join(content, FILES_FOLDER),
      target.dataDir,
      store,
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
