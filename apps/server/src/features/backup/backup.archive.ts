/**
 * The archive itself: a gzipped tar of a staging folder (manifest, dump, files), and its
 * unpacking and checking before anything of it is used.
 */
import { open, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { create, extract, list } from 'tar';
import { BackupError } from './backup.error';
import {
  DATABASE_FILE,
  FILES_FOLDER,
  MANIFEST_FILE,
  hashFile,
  manifestSchema,
  type Manifest,
} from './backup.manifest';

/**
 * Packs the staging folder into `out`, readable by its owner only: the archive holds everything
 * (customers' data, password hashes, the session secret). Written under a temporary name and
 * renamed, so a half-written archive never carries the final name.
 */
export const writeArchive = async (staging: string, out: string, withFiles: boolean) => {
  const partial = `${out}.part`;
  // created first, so that tar writes into a file that is 0600 from its first byte
  await (await open(partial, 'wx', 0o600)).close();
  try {
    const entries = [MANIFEST_FILE, DATABASE_FILE, ...(withFiles ? [FILES_FOLDER] : [])];
    await create({ file: partial, cwd: staging, gzip: true, portable: true }, entries);
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
};

const filesUnder = async (root: string, folder: string, found: string[]): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = join(folder, entry.name);
    if (entry.isDirectory()) await filesUnder(root, full, found);
    else found.push(relative(root, full).split(sep).join('/'));
  }
  return found;
};

const damaged = (why: string) =>
  new BackupError(`the archive is damaged or is not a Navette backup: ${why}`);

/** Reads and checks the manifest of an unpacked archive. */
const readManifest = async (unpacked: string): Promise<Manifest> => {
  const text = await readFile(join(unpacked, MANIFEST_FILE), 'utf8').catch(() => {
    throw damaged(`no ${MANIFEST_FILE}`);
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw damaged(`${MANIFEST_FILE} is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw damaged(`${MANIFEST_FILE}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`);
  }
  return parsed.data;
};

const checkFile = async (file: string, name: string, expected: Manifest['database']) => {
  const actual = await hashFile(file);
  if (actual.sha256 !== expected.sha256 || actual.bytes !== expected.bytes) {
    throw damaged(`${name} does not match the SHA-256 of the manifest`);
  }
};

/**
 * Unpacks the archive into `into` (an empty folder) and checks it against its manifest: the
 * dump and every listed file present with their size and SHA-256, and nothing unlisted. Only
 * plain files and folders are unpacked; tar's own rules keep every path inside `into`.
 */
export const unpackArchive = async (archive: string, into: string): Promise<Manifest> => {
  try {
    // read through once before writing anything: a truncated or corrupt archive fails here,
    // rather than half-way through an unpacking whose pending writes would outlive the error
    await list({ file: archive, strict: true });
    await extract({
      file: archive,
      cwd: into,
      strict: true,
      preserveOwner: false,
      filter: (_path, entry) => !('type' in entry) || ['File', 'Directory'].includes(entry.type),
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') {
      throw new BackupError(`no such archive: ${archive}`);
    }
    throw damaged(error instanceof Error ? error.message : String(error));
  }
  const manifest = await readManifest(into);
  await checkFile(join(into, DATABASE_FILE), DATABASE_FILE, manifest.database);
  const listed = new Set(manifest.files.map((f) => `${FILES_FOLDER}/${f.path}`));
  const present = await filesUnder(into, join(into, FILES_FOLDER), []);
  const presentSet = new Set(present);
  const unlisted = present.filter((p) => !listed.has(p));
  if (unlisted.length > 0) throw damaged(`${unlisted[0]} is not in the manifest`);
  for (const file of manifest.files) {
    const name = `${FILES_FOLDER}/${file.path}`;
    if (!presentSet.has(name)) throw damaged(`${name} is missing`);
    await checkFile(join(into, ...name.split('/')), name, file);
  }
  return manifest;
};
