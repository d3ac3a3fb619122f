/**
 * Where the app keeps the files it writes (service images, CVs, documents, backup archives): one
 * small interface, a folder of this machine (DATA_DIR, the default) or an S3-compatible bucket
 * (STORAGE_URL). Keys are the paths relative to DATA_DIR that the app has always used, with
 * forward slashes (`uploads/services/<uuid>.webp`, `private/documents/2026/<uuid>.pdf`), so that
 * the rows naming a file read the same on either. See docs/decisions/0054-files-in-object-storage.md.
 */
import type { Readable } from 'node:stream';

/** A stored file, opened for reading. */
export interface StoredFile {
  /** the bytes, streamed: never read whole into memory */
  stream: Readable;
  size: number;
  lastModified: Date;
  /** changes when the content does (S3's ETag, or size and time on disk), quoted */
  etag: string;
}

export interface FileStore {
  readonly kind: 'filesystem' | 's3';
  /** where the files are, for the start-up banner: a folder, or `s3://bucket/prefix` */
  readonly location: string;
  /** Writes a file whole: a reader sees the old file, or none, or the new one, never a part. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Moves a file of this machine, written whole, to `key` (a rename on the same disk, an upload
   * to a bucket); the local file is gone afterwards, whether the move succeeded or not.
   */
  putFile(key: string, localFile: string): Promise<void>;
  /** The file, or undefined when there is none under that key. */
  get(key: string): Promise<StoredFile | undefined>;
  exists(key: string): Promise<boolean>;
  /** Removes a file; a missing one is no error. */
  delete(key: string): Promise<void>;
  /** Every key under a folder (`prefix` ends with `/`), sorted; files still being written left out. */
  list(prefix: string): Promise<string[]>;
  /** Where a file is, for a person to read: its path on disk, or `s3://bucket/key`. */
  urlOf(key: string): string;
  /** On the file system: where the key's bytes are (backups hard-link them); in a bucket, none. */
  localPath(key: string): string | undefined;
  close(): void;
}

/**
 * Keys are ours, never a visitor's: lower-case names and folders, no `..`, no empty segment.
 * Anything else is refused before it reaches a disk or a bucket.
 */
const KEY = /^[a-z0-9][\w.-]*(?:\/[a-z0-9][\w.-]*)*$/i;

export const assertKey = (key: string): void => {
  if (!KEY.test(key) || key.split('/').some((segment) => segment === '..' || segment === '.')) {
    throw new Error(`not a file key: ${JSON.stringify(key)}`);
  }
};

export const assertPrefix = (prefix: string): void => {
  if (!prefix.endsWith('/')) throw new Error(`a folder prefix ends with /: ${prefix}`);
  assertKey(prefix.slice(0, -1));
};

/** Files being received are written under this suffix and renamed once whole. */
export const PARTIAL_SUFFIX = '.part';

const CONTENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gz: 'application/gzip',
};

/** The media type of a stored file, from its name (every name is one the app chose). */
export const contentTypeOf = (key: string): string =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
