/**
 * The files an erasure or the retention purge removes once its transaction is committed: the
 * documents' PDFs (their keys in the file store) and the CVs (names in the CV folder). Removing
 * after the commit means a failed transaction never loses a file its rows still name; a file
 * left by a failed removal names nobody in the database and is reachable by no route.
 */
import { deleteDocumentFile } from '../documents';
import type { FileStore } from '../../lib/file-store';
import type { CvStorage } from '../recruitment';

export interface PrivacyFiles {
  /** where the documents are (app.files) */
  fileStore: FileStore;
  cvStorage: Pick<CvStorage, 'remove'>;
}

/** What a committed transaction leaves to remove from the file store. */
export interface FilesToRemove {
  documents: string[];
  cvs: string[];
}

export const noFiles = (): FilesToRemove => ({ documents: [], cvs: [] });

export const addFiles = (into: FilesToRemove, more: FilesToRemove): void => {
  into.documents.push(...more.documents);
  into.cvs.push(...more.cvs);
};

export const removeFiles = async (files: PrivacyFiles, toRemove: FilesToRemove): Promise<void> => {
  for (const relative of toRemove.documents) await deleteDocumentFile(files.fileStore, relative);
  for (const name of toRemove.cvs) await files.cvStorage.remove(name);
};
