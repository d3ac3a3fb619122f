/**
 * The files of DATA_DIR a backup carries: everything the app keeps there (uploads, documents,
 * CVs, mail files, the session secret…) except the PGlite folder, its lock, the backups themselves,
 * a restore under way, and files still being received (`.part`: they are renamed into place once
 * whole, so a backup taken while the server runs sees a file whole or not at all).
 */
import { constants } from 'node:fs';
import { copyFile, link, mkdir, readdir, rename } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';

/** DATA_DIR/backups: where archives go unless told otherwise; never itself backed up. */
export const BACKUPS_FOLDER = 'backups';
/** a restore unpacks the archive here, inside DATA_DIR, before moving its files into place */
export const RESTORE_STAGING_PREFIX = '.restore-';
/** the generated session secret: a fresh DATA_DIR may already have one (see isFilesTargetEmpty) */
const SESSION_SECRET_FILE = 'session-secret';

const isSkippedTopLevel = (name: string): boolean =>
  name === 'db' ||
  name === 'db.lock' ||
  name === BACKUPS_FOLDER ||
  name.startsWith(RESTORE_STAGING_PREFIX);

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

/** The files to back up, as POSIX paths relative to DATA_DIR, sorted. */
export const listOwnedFiles = async (dataDir: string): Promise<string[]> => {
  const found: string[] = [];
  await walk(dataDir, dataDir, found);
  return found;
};

/**
 * The files that would stop a restore: anything the app owns that is already there. A session
 * secret alone does not count (a server started once on the empty folder generates one): the
 * archive's replaces it.
 */
export const filesInTheWay = async (dataDir: string): Promise<string[]> =>
  (await listOwnedFiles(dataDir)).filter((p) => p !== SESSION_SECRET_FILE);

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

/** Moves the restored files from the unpacked archive into DATA_DIR (one file system). */
export const moveFilesInto = async (
  unpacked: string,
  dataDir: string,
  files: readonly string[],
): Promise<void> => {
  for (const file of files) {
    const to = join(dataDir, ...file.split('/'));
    // what the app keeps private is created 0700 by the app itself; the rest as usual
    const mode = file.startsWith('private/') ? 0o700 : 0o755;
    await mkdir(dirname(to), { recursive: true, mode });
    await rename(join(unpacked, ...file.split('/')), to);
  }
};
