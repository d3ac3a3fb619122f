/**
 * What a backup archive holds and how it says so (docs/decisions/0036-backups.md):
 *
 *   manifest.json   this description, written last, packed first
 *   database.sql    a plain SQL dump of the database (PGlite's pg_dump, or PostgreSQL's)
 *   files/…         the files of DATA_DIR the app owns, at their path below DATA_DIR
 *
 * Every file, the dump included, is listed with its size and SHA-256; a restore refuses an
 * archive whose content differs from its manifest in any byte or any name.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { DatabaseKind } from '../../db/client';
import { SERVER_ROOT } from '../../paths';

export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_FILE = 'database.sql';
/** the folder of the archive that holds DATA_DIR's files */
export const FILES_FOLDER = 'files';
export const FORMAT = 'navette-backup';
export const FORMAT_VERSION = 1;

/** A path below DATA_DIR, POSIX separators, that can only name a place inside it. */
const relativePath = z
  .string()
  .min(1)
  .refine(
    (p) => !p.startsWith('/') && !p.includes('\\') && p.split('/').every((s) => s !== '..' && s),
    'must be a relative path inside the data folder',
  );

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 in hexadecimal');

const fileEntry = z.object({ path: relativePath, bytes: z.number().int().min(0), sha256 });

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  appVersion: z.string(),
  engine: z.enum(['pglite', 'postgres']),
  createdAt: z.iso.datetime(),
  /** how many of the app's migrations the database had applied */
  migrations: z.number().int().min(0),
  database: fileEntry,
  files: z.array(fileEntry),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest['files'][number];

/** The version of the server that writes the archive (apps/server/package.json). */
export const appVersion = (): string => {
  const pkg = JSON.parse(readFileSync(join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return pkg.version ?? 'unknown';
};

/** The SHA-256 and size of a file, read as a stream (uploads may be large). */
export const hashFile = async (file: string): Promise<{ sha256: string; bytes: number }> => {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    const buffer = chunk as Buffer;
    hash.update(buffer);
    bytes += buffer.length;
  }
  return { sha256: hash.digest('hex'), bytes };
};

const twoDigits = (n: number): string => String(n).padStart(2, '0');

/** `navette-backup-YYYYMMDD-HHMMSS.tar.gz`, in UTC. */
export const archiveName = (at: Date): string => {
  const day = `${at.getUTCFullYear()}${twoDigits(at.getUTCMonth() + 1)}${twoDigits(at.getUTCDate())}`;
  const time = `${twoDigits(at.getUTCHours())}${twoDigits(at.getUTCMinutes())}${twoDigits(at.getUTCSeconds())}`;
  return `navette-backup-${day}-${time}.tar.gz`;
};

export const engineLabel = (engine: DatabaseKind): string =>
  engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (DATA_DIR/db)';
