/**
 * Document files: `private/documents/<year>/<uuid>.pdf` in the file store (DATA_DIR or a bucket,
 * docs/decisions/0054-files-in-object-storage.md), a folder no static route serves. A file is
 * written once and whole before the row that names it is inserted; it is never rewritten
 * (docs/decisions/0031-documents.md). The rows keep its key, the path relative to DATA_DIR.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { FileStore, StoredFile } from '../../lib/file-store';

/** Stored paths are ours: private/documents/<year>/<uuid>.pdf, nothing anyone else chose. */
const STORED_FILE =
  /^private\/documents\/\d{4}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;

export interface StoredDocumentFile {
  /** the key in the file store: relative to DATA_DIR, with forward slashes */
  file: string;
  /** SHA-256 of the bytes, hex */
  sha256: string;
}

export const sha256Of = (bytes: Uint8Array): string =>
  createHash('sha256').update(bytes).digest('hex');

/** Writes a new document's PDF under `private/documents/<year>/` and returns its key. */
export const writeDocumentFile = async (
  files: FileStore,
  year: number,
  bytes: Uint8Array,
): Promise<StoredDocumentFile> => {
  const file = `private/documents/${year}/${randomUUID()}.pdf`;
  await files.put(file, bytes);
  return { file, sha256: sha256Of(bytes) };
};

/** A stored document, or undefined if the path is not one of ours or the file is gone. */
export const openDocumentFile = async (
  files: FileStore,
  file: string,
): Promise<StoredFile | undefined> => (STORED_FILE.test(file) ? files.get(file) : undefined);

/** Removes a stored document (the retention purge); a missing file or a foreign path is left be. */
export const deleteDocumentFile = async (files: FileStore, file: string): Promise<void> => {
  if (STORED_FILE.test(file)) await files.delete(file);
};
