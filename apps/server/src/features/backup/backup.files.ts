/**
 * The files a backup carries: those of the file store (service images, documents, CVs: in
 * DATA_DIR or a bucket, docs/decisions/0054-files-in-object-storage.md) and what else the app
 * keeps in DATA_DIR (mail files, the session secret…), but not the PGlite folder, its lock, the
 * backups themselves, a restore under way, nor files still being received (`.part`: they are
 * moved into place once whole, so a backup taken while the server runs sees a file whole or not
 * at all).
 */
import { constants, createWriteStream, existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { openFileStore, type FileStore } from '../../lib/file-store';
import type { BackupTarget } from './backup.database';
import { BackupError } from './backup.error';

/** DATA_DIR/backups: where archives go unless told otherwise; never itself backed up. */
export const BACKUPS_FOLDER = 'backups';
/** The file store's folders: what the app writes through it, on disk or in a bucket. */
const STORED_FOLDERS = ['private', 'uploads'];
const isStored = (file: string): boolean =>
  STORED_FOLDERS.some((folder) => file.startsWith(`${folder}/`));
/** a restore unpacks the archive here, inside DATA_DIR, before moving its files into place */
export const RESTORE_STAGING_PREFIX = '.restore-';
/** the generated session secret: a fresh DATA_DIR may already have one (see isFilesTargetEmpty) */
const SESSION_SECRET_FILE = 'session-secret';

const isSkippedTopLevel = (name: string): boolean =>
  name === 'db' ||
  name === 'db.lock' ||
  name === BACKUPS_FOLDER ||
  name.startsWith(RESTORE_STAGING_PREFIX) ||
  STORED_FOLDERS.includes(name);

const toPosix = (p: string): string => p.split(sep).join('/');

const walk = async (root: string, folder: string, found: string[]): Promise<void> => {
  const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  });
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(folder, entry.name);
    if (folder === root && isSkippedTopLevel(entry.name)) continue;
    if (entry.isDirectory()) await walk(root, full, found);
    else if (entry.isFile() && !entry.name.endsWith('.part'))
      found.push(toPosix(relative(root, full)));
  }
};

/** The files to back up, as POSIX paths relative to DATA_DIR (the store's keys), sorted. */
export const listOwnedFiles = async (dataDir: string, files: FileStore): Promise<string[]> => {
  const found: string[] = [];
  await walk(dataDir, dataDir, found);
  for (const folder of STORED_FOLDERS) found.push(...(await files.list(`${folder}/`)));
  return found.sort();
};

/**
 * The files that would stop a restore: anything the app owns that is already there. A session
 * secret alone does not count (a server started once on the empty folder generates one): the
 * archive's replaces it.
 */
export const filesInTheWay = async (dataDir: string, files: FileStore): Promise<string[]> =>
  (await listOwnedFiles(dataDir, files)).filter((p) => p !== SESSION_SECRET_FILE);

/**
 * Puts a file at `to` with the content of `from`: a hard link when both are on one file system
 * (instant, and documents and uploads are never rewritten in place), a copy otherwise.
 */
export const linkOrCopy = async (from: string, to: string): Promise<void> => {
  await mkdir(dirname(to), { recursive: true, mode: 0o700 });
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to, constants.COPYFILE_EXCL);
  }
};

/**
 * Puts a copy of a file to back up at `to`: linked or copied from the disk, downloaded from a
 * bucket.
 */
export const stageFile = async (
  dataDir: string,
  files: FileStore,
  file: string,
  to: string,
): Promise<void> => {
  const local = isStored(file) ? files.localPath(file) : join(dataDir, ...file.split('/'));
  if (local !== undefined) return linkOrCopy(local, to);
  const stored = await files.get(file);
  // listed a moment ago, removed since (an erasure): the backup fails, as on disk; run it again
  if (!stored) throw new Error(`${file} was removed from the file store during the backup`);
  await mkdir(dirname(to), { recursive: true, mode: 0o700 });
  await pipeline(stored.stream, createWriteStream(to, { flags: 'wx', mode: 0o600 }));
};

/** Moves the restored files from the unpacked archive into the file store and DATA_DIR. */
export const moveFilesInto = async (
  unpacked: string,
  dataDir: string,
  files: FileStore,
  restored: readonly string[],
): Promise<void> => {
  for (const file of restored) {
    const from = join(unpacked, ...file.split('/'));
    if (isStored(file)) {
      await files.putFile(file, from);
      continue;
    }
    const to = join(dataDir, ...file.split('/'));
    await mkdir(dirname(to), { recursive: true, mode: 0o755 });
    await rename(from, to);
  }
};

/** The archives' own folder in the file store: DATA_DIR/backups, or the bucket's `backups/`. */
export const archiveKey = (name: string) => `${BACKUPS_FOLDER}/${name}`;

/** The target's file store: STORAGE_URL's bucket, or DATA_DIR. */
export const storeOf = (target: BackupTarget) =>
  openFileStore(target.storage ?? { kind: 'filesystem', root: target.dataDir });

/**
 * The archive to restore, as a file of this machine: the path given, else the archive of that
 * name in the store's backups folder (downloaded into a private temporary folder when in a bucket).
 */
export const fetchArchive = async (store: FileStore, archive: string, temporary: string) => {
  const local = resolve(archive);
  if (existsSync(local)) return local;
  const key = archiveKey(basename(archive));
  const where = store.localPath(key);
  if (where !== undefined) {
    if (existsSync(where)) return where;
    throw new BackupError(`no such archive: ${local} (nor ${where})`);
  }
  const stored = await store.get(key);
  if (!stored) throw new BackupError(`no such archive: ${local} (nor ${store.urlOf(key)})`);
  const copy = join(temporary, basename(archive));
  await pipeline(stored.stream, createWriteStream(copy, { flags: 'wx', mode: 0o600 }));
  return copy;
};
