/**
 * npm run backup [-- --out <file or folder>] [--database-url postgres://…] [--data-dir ./data]
 *
 * Writes one archive, navette-backup-YYYYMMDD-HHMMSS.tar.gz (0600), into DATA_DIR/backups or
 * --out: a SQL dump of the server's database (DATABASE_URL, else PGlite in DATA_DIR) and the
 * files the app keeps in DATA_DIR, each with its SHA-256 in manifest.json. A PGlite database is
 * backed up with the server stopped (its lock refuses otherwise); PostgreSQL at any time.
 * See README "Backups" and docs/decisions/0036-backups.md.
 */
import { parseArgs } from 'node:util';
import {
  TARGET_OPTIONS,
  describeTarget,
  filesCount,
  runCommand,
  targetFrom,
} from '../features/backup/backup.cli';
import { createBackup } from '../features/backup/backup.service';

const USAGE =
  'usage: npm run backup -- [--out <file or folder>] [--database-url <postgres://…>] [--data-dir <folder>]';

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

await runCommand('backup', USAGE, async () => {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, ...TARGET_OPTIONS },
    strict: true,
  });
  const target = targetFrom(values);
  const { archive, manifest } = await createBackup(target, { out: values.out });
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, manifest.database.bytes);
  return (
    `backup: ${describeTarget(target)} backed up to ${archive} ` +
    `(${filesCount(manifest.files.length)}, ${megabytes(bytes)} before compression).`
  );
});
