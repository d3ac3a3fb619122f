/*
 * The file store: DATA_DIR on this machine, or an S3-compatible bucket when STORAGE_URL names one
 * (docs/decisions/0054-files-in-object-storage.md).
 */
import { createFilesystemStore } from './filesystem-store';
import type { FileStore } from './file-store';
import type { S3Location } from './storage-url';

export { contentTypeOf, PARTIAL_SUFFIX, type FileStore, type StoredFile } from './file-store';
export { createFilesystemStore } from './filesystem-store';
export { describeS3Location, parseStorageUrl, type S3Location } from './storage-url';

/** Where the files go: the configuration's `storage`. */
export type StorageLocation = { kind: 'filesystem'; root: string } | S3Location;

/**
 * The store of a location. The SDK is loaded only when a bucket is configured: some 10 MB of code
 * a site on one machine never needs (docs/decisions/0037-request-hot-path.md).
 */
export const openFileStore = async (location: StorageLocation): Promise<FileStore> => {
  if (location.kind === 'filesystem') return createFilesystemStore(location.root);
  const [{ createS3Store }, sdk] = await Promise.all([
    import('./s3-store'),
    import('@aws-sdk/client-s3'),
  ]);
  return createS3Store(location, sdk);
};
