/**
 * The file store on this machine: DATA_DIR, the layout the app has always used. Folders are
 * created 0700 and files 0600, the server user's alone
 * (docs/decisions/0044-personal-data-owned-private-and-encrypted.md); a file is written under a
 * temporary name beside its place, then renamed (atomic on one file system).
 */
import { randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  PARTIAL_SUFFIX,
  assertKey,
  assertPrefix,
  type FileStore,
  type StoredFile,
} from './file-store';

const isMissing = (error: unknown): boolean =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'ENOTDIR');

export const createFilesystemStore = (root: string): FileStore => {
  const pathOf = (key: string): string => {
    assertKey(key);
    return path.join(root, ...key.split('/'));
  };
  const folderFor = async (file: string) =>
    mkdir(path.dirname(file), { recursive: true, mode: 0o700 });

  const walk = async (folder: string, prefix: string, found: string[]): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const entry of entries) {
      if (entry.isDirectory()) {
        await walk(path.join(folder, entry.name), `${prefix}${entry.name}/`, found);
      } else if (entry.isFile() && !entry.name.endsWith(PARTIAL_SUFFIX)) {
        found.push(`${prefix}${entry.name}`);
      }
    }
  };

  return {
    kind: 'filesystem',
    location: root,

    async put(key, bytes) {
      const file = pathOf(key);
      await folderFor(file);
      const partial = `${file}.${randomUUID()}${PARTIAL_SUFFIX}`;
      try {
        await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    async putFile(key, localFile) {
      const file = pathOf(key);
      try {
        await folderFor(file);
        await rename(localFile, file).catch(async (error: unknown) => {
          // another disk (a file received outside DATA_DIR): copied beside its place, renamed
          if (!(error instanceof Error && 'code' in error && error.code === 'EXDEV')) throw error;
          const partial = `${file}.${randomUUID()}${PARTIAL_SUFFIX}`;
          try {
            await copyFile(localFile, partial, constants.COPYFILE_EXCL);
            await rename(partial, file);
          } finally {
            await rm(partial, { force: true });
          }
        });
      } finally {
        await rm(localFile, { force: true });
      }
    },

    async get(key): Promise<StoredFile | undefined> {
      const file = pathOf(key);
      const info = await stat(file).catch((error: unknown) => {
        if (isMissing(error)) return undefined;
        throw error;
      });
      if (!info?.isFile()) return undefined;
      return {
        stream: createReadStream(file),
        size: info.size,
        lastModified: info.mtime,
        etag: `W/"${info.size.toString(16)}-${info.mtime.getTime().toString(16)}"`,
      };
    },

    async exists(key) {
      const info = await stat(pathOf(key)).catch(() => undefined);
      return info?.isFile() ?? false;
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async list(prefix) {
      assertPrefix(prefix);
      const found: string[] = [];
      await walk(path.join(root, ...prefix.slice(0, -1).split('/')), prefix, found);
      return found.sort();
    },

    urlOf: pathOf,
    localPath: pathOf,
    close() {},
  };
};
