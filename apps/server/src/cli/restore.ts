/**
 * npm run restore -- <archive> [--database-url postgres://…] [--data-dir ./data] [--plain]
 *
 * Restores an archive of `npm run backup` into the server's database (DATABASE_URL, else PGlite
 * in DATA_DIR) and DATA_DIR, which must both be empty: it refuses otherwise and changes nothing,
 * as it does for an archive it cannot decrypt with BACKUP_KEY, whose content differs from its
 * manifest's SHA-256s, or that is not encrypted (unless --plain says it is expected). Then start
 * the server as usual: a newer version applies its newer migrations. See README "Backups".
 */
import { describeTarget, filesCount, restoreBackup, runCommand } from '../features/backup';
import { loadBackupKeys } from '../config';

const USAGE =
  'usage: npm run restore -- <navette-backup-….tar.gz.age> [--database-url <postgres://…>] [--data-dir <folder>] [--plain]';

const options = { plain: { type: 'boolean' } } as const;

await runCommand(
  { name: 'restore', usage: USAGE, options, positionals: 1 },
  async ({ values, positionals: [archive = ''], target }) => {
    const manifest = await restoreBackup(target, archive, {
      keys: loadBackupKeys(),
      plain: values.plain,
    });
    return (
      `restore: ${archive} (made ${manifest.createdAt} by Navette ${manifest.appVersion}) ` +
      `restored into ${describeTarget(target)}: the database and ${filesCount(manifest.files.length)}. ` +
      'Start the server as usual.'
    );
  },
);
