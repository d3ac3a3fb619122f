/**
 * DATA_DIR holds the embedded database (password hashes, second-factor secrets, customers' data),
 * the session secret, documents and CVs: readable by the server's user alone
 * (docs/decisions/0044-personal-data-owned-private-and-encrypted.md). Two halves:
 * - the process's umask is 077 before anything is written, PGlite's files included, so every
 *   folder is created 0700 and every file 0600 whoever creates it (PGlite's WebAssembly file
 *   system asks for 0666 and 0777 and gets what the umask leaves);
 * - what an older version, a copy or a restore left more open is tightened once at start-up.
 */
import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';

/** The umask under which the server writes: nothing for the group, nothing for others. */
export const PRIVATE_UMASK = 0o077;

/** Sets the process's umask: everything it creates from now on is its user's alone. */
export const writePrivately = (): void => {
  process.umask(PRIVATE_UMASK);
};

export interface Tightened {
  /** how many folders and files had group or other permissions, now removed */
  count: number;
  /** a few of them, relative to DATA_DIR, for the log line */
  examples: string[];
  /** the ones this user may not change (owned by another user): warned about, left as they are */
  refused: string[];
}

const EXAMPLES = 5;

/**
 * Creates DATA_DIR 0700 if it is missing, then removes every group and other permission under it
 * (folders 0700 at most, files 0600 at most; the owner's own bits stay). Symbolic links are
 * neither followed nor changed: what they point at is not the app's to change.
 */
export const tightenDataDir = async (dataDir: string): Promise<Tightened> => {
  writePrivately();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  const tightened: Tightened = { count: 0, examples: [], refused: [] };
  const visit = async (entry: string): Promise<void> => {
    const stats = await lstat(entry);
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) {
      const name = path.relative(dataDir, entry) || '.';
      try {
        await chmod(entry, stats.mode & 0o700);
        tightened.count += 1;
        if (tightened.examples.length < EXAMPLES) tightened.examples.push(name);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EPERM') throw error;
        tightened.refused.push(name);
      }
    }
    if (stats.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  };
  await visit(dataDir);
  return tightened;
};

/** Where the first administrator's generated password is written (DATA_DIR), never logged. */
export const firstAdminPasswordFile = (dataDir: string): string =>
  path.join(dataDir, 'first-admin-password.txt');
