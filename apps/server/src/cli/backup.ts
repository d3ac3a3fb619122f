/**
 * npm run backup [-- --out <file or folder>] [--database-url postgres://…] [--data-dir ./data] [--plain]
 *
 * Writes one archive, navette-backup-YYYYMMDD-HHMMSS.tar.gz.age (0600), into DATA_DIR/backups or
 * --out: a SQL dump of the server's database (DATABASE_URL, else PGlite in DATA_DIR) and the
 * files the app keeps in DATA_DIR, each with its SHA-256 in manifest.json, encrypted with age to
 * BACKUP_KEY and BACKUP_RECIPIENT; without a key it refuses, unless --plain asks for a
 * .tar.gz that is not encrypted. A PGlite database is backed up with the server stopped (its lock
 * refuses otherwise); PostgreSQL at any time. See README "Backups", docs/decisions/0036-backups.md
 * and docs/decisions/0044-personal-data-owned-private-and-encrypted.md.
 */
import { createBackup, describeTarget, filesCount, runCommand } from '../features/backup';
import { loadBackupKeys } from '../config';

const USAGE =
  'usage: npm run backup -- [--out <file or folder>] [--database-url <postgres://…>] [--data-dir <folder>] [--plain]';

const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

const options = { out: { type: 'string' }, plain: { type: 'boolean' } } as const;

await runCommand({ name: 'backup', usage: USAGE, options }, async ({ values, target }) => {
  const { archive, manifest } = await createBackup(target, {
    out: values.out,
    keys: loadBackupKeys(),
    plain: values.plain,
  });
  const bytes = manifest.files.reduce((sum, f) => sum + f.bytes, manifest.database.bytes);
  return (
    `backup: ${describeTarget(target)} backed up to ${archive} ` +
    `(${filesCount(manifest.files.length)}, ${megabytes(bytes)} before compression` +
    `${values.plain ? ', NOT encrypted (--plain)' : ', encrypted with age'}).`
  );
});
