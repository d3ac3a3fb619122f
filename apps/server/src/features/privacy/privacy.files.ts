/**
 * The files an erasure or the retention purge removes once its transaction is committed: the
 * documents' PDFs (paths relative to DATA_DIR) and the CVs (names in the CV folder). Removing
 * after the commit means a failed transaction never loses a file its rows still name; a file
 * left by a failed removal names nobody in the database and is reachable by no route.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { CvStorage } from '../recruitment/recruitment.storage';

export interface PrivacyFiles {
  /** DATA_DIR: the documents' paths are relative to it */
  dataDir: string;
  cvStorage: Pick<CvStorage, 'remove'>;
}

/** What a committed transaction leaves to remove from the disk. */
export interface FilesToRemove {
  documents: string[];
  cvs: string[];
}

export const noFiles = (): FilesToRemove => ({ documents: [], cvs: [] });

export const addFiles = (into: FilesToRemove, more: FilesToRemove): void => {
  into.documents.push(...more.documents);
  into.cvs.push(...more.cvs);
};

/**
 * A document's PDF, given relative to DATA_DIR: a path that would leave it is ignored (the rows
 * are ours, but a wrong one must not delete a file elsewhere), a missing file is not an error.
 */
const removeDocumentFile = async (dataDir: string, relative: string): Promise<void> => {
  const root = path.resolve(dataDir);
  const file = path.resolve(root, relative);
  if (!file.startsWith(`${root}${path.sep}`)) return;
  await rm(file, { force: true });
};

export const removeFiles = async (files: PrivacyFiles, toRemove: FilesToRemove): Promise<void> => {
  for (const relative of toRemove.documents) await removeDocumentFile(files.dataDir, relative);
  for (const name of toRemove.cvs) await files.cvStorage.remove(name);
};
