/**
 * Document files on disk: `${DATA_DIR}/private/documents/<year>/<uuid>.pdf`, a folder no static
 * route serves. A file is written once, to a temporary name beside its final place, then renamed
 * (atomic on one file system), before the row that names it is inserted; it is never rewritten
 * (docs/decisions/0031-documents.md). The rows keep the path relative to DATA_DIR.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Stored paths are ours: private/documents/<year>/<uuid>.pdf, nothing anyone else chose. */
const STORED_FILE =
  /^private\/documents\/\d{4}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

export interface StoredDocumentFile {
  /** relative to DATA_DIR, with forward slashes */
  file: string;
  /** SHA-256 of the bytes, hex */
  sha256: string;
}

export const sha256Of = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

const absolutePath = (dataDir: string, file: string): string | undefined =>
  STORED_FILE.test(file) ? path.join(dataDir, ...file.split('/')) : undefined;

/**
 * Writes a new document's PDF under `documentsDir/<year>/` (0700 folders, a 0600 file) and
 * returns where it is relative to DATA_DIR.
 */
export const writeDocumentFile = async (
  dataDir: string,
  documentsDir: string,
  year: number,
  bytes: Uint8Array,
): Promise<StoredDocumentFile> => {
  const dir = path.join(documentsDir, String(year));
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const name = `${randomUUID()}.pdf`;
  const finalPath = path.join(dir, name);
  const tempPath = `${finalPath}.part`;
  try {
    await writeFile(tempPath, bytes, { mode: 0o600, flag: 'wx' });
    await rename(tempPath, finalPath);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  const file = path.relative(dataDir, finalPath).split(path.sep).join('/');
  if (!STORED_FILE.test(file)) {
    // the documents folder is configured outside DATA_DIR/private/documents: refuse to name it
    await rm(finalPath, { force: true });
    throw new Error(`documents must be stored under DATA_DIR/private/documents, not ${dir}`);
  }
  return { file, sha256: sha256Of(bytes) };
};

/** A stream of a stored document, or undefined if the path is not one of ours or the file is gone. */
export const openDocumentFile = async (
  dataDir: string,
  file: string,
): Promise<ReadStream | undefined> => {
  const absolute = absolutePath(dataDir, file);
  if (!absolute) return undefined;
  const info = await stat(absolute).catch(() => undefined);
  if (!info?.isFile()) return undefined;
  return createReadStream(absolute);
};

/** Removes a stored document (the retention purge); a missing file or a foreign path is left be. */
export const deleteDocumentFile = async (dataDir: string, file: string): Promise<void> => {
  const absolute = absolutePath(dataDir, file);
  if (absolute) await rm(absolute, { force: true });
};
