/**
 * CVs: `private/cv/<uuid>.pdf` in the file store (DATA_DIR or a bucket), a folder no static route
 * serves. A CV is received into a temporary file of this machine (`${DATA_DIR}/private/cv/*.part`),
 * checked by its content, then moved into the store whole (a rename on the same disk, one upload
 * to a bucket), so that no reader ever sees half a file under a final name
 * (docs/decisions/0054-files-in-object-storage.md).
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PDF_SIGNATURE, hasPdfSignature } from '@navette/shared';
import { PARTIAL_SUFFIX as INCOMING_SUFFIX, type FileStore } from '../../lib/file-store';

/** The CVs' folder in the file store. */
const CV_FOLDER = 'private/cv/';
/** Stored names are ours: a UUID and .pdf, nothing a visitor chose. */
const STORED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.pdf$/;
/** A temporary file older than this belongs to an upload whose process died. */
const ABANDONED_AFTER_MS = 60 * 60_000;

export interface ReceivedCv {
  /** the temporary file */
  tempPath: string;
  bytes: number;
  isPdf: boolean;
}

export interface CvStorage {
  /** Writes the stream to a temporary file while reading its first bytes and its size. */
  receive(stream: Readable): Promise<ReceivedCv>;
  /** Moves a checked upload to its final, generated name; returns that name. */
  keep(received: ReceivedCv): Promise<string>;
  remove(fileName: string): Promise<void>;
  discard(received: ReceivedCv): Promise<void>;
  /** A stream of a stored CV, or undefined if the name is not one of ours or the file is gone. */
  open(fileName: string): Promise<Readable | undefined>;
}

/**
 * `dir`: the folder of this machine where uploads are received (`${DATA_DIR}/private/cv`, which is
 * also where the CVs are kept when the store is DATA_DIR).
 */
export const createCvStorage = async (dir: string, files: FileStore): Promise<CvStorage> => {
  // 0700/0600: the CVs are personal data, readable by the server's user only
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await removeAbandonedUploads(dir);

  return {
    async receive(stream) {
      const tempPath = path.join(dir, `${randomUUID()}${INCOMING_SUFFIX}`);
      const head: number[] = [];
      let bytes = 0;
      const inspect = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          for (let i = 0; head.length < PDF_SIGNATURE.length && i < chunk.length; i += 1) {
            head.push(chunk[i] ?? 0);
          }
          bytes += chunk.length;
          callback(null, chunk);
        },
      });
      const out = createWriteStream(tempPath, { mode: 0o600, flags: 'wx' });
      try {
        await pipeline(stream, inspect, out);
      } catch (error) {
        // a file over the size limit or a broken upload: nothing of it stays on disk. An upload
        // cut short can fail before the file is even open: it is removed once the stream has
        // opened and closed it, not before.
        if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()));
        await rm(tempPath, { force: true });
        throw error;
      }
      return { tempPath, bytes, isPdf: hasPdfSignature(Uint8Array.from(head)) };
    },

    async keep(received) {
      const fileName = `${randomUUID()}.pdf`;
      await files.putFile(CV_FOLDER + fileName, received.tempPath);
      return fileName;
    },

    async remove(fileName) {
      if (STORED_NAME.test(fileName)) await files.delete(CV_FOLDER + fileName);
    },

    async discard(received) {
      await rm(received.tempPath, { force: true });
    },

    async open(fileName) {
      if (!STORED_NAME.test(fileName)) return undefined;
      return (await files.get(CV_FOLDER + fileName))?.stream;
    },
  };
};

/**
 * Temporary files left by a crash. Several instances may share the folder, so only old ones are
 * removed: a recent one may be an upload in progress elsewhere.
 */
const removeAbandonedUploads = async (dir: string): Promise<void> => {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    if (!name.endsWith(INCOMING_SUFFIX)) continue;
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => undefined);
    if (info && now - info.mtimeMs > ABANDONED_AFTER_MS) await rm(file, { force: true });
  }
};

/**
 * The visitor's file name, made safe to offer back as a download name: no folders, no control
 * or quoting characters, a bounded length, and .pdf at the end (the content is a PDF whatever the
 * name said).
 */
export const sanitiseCvName = (original: string | undefined): string => {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029"*:<>?|;%]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/\.pdf$/i, '')
    .replace(/^[.\s]+|(?<![.\s])[.\s]+$/g, '')
    .slice(0, 100)
    .trim();
  return `${cleaned || 'cv'}.pdf`;
};
