import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFilesystemStore } from '../../lib/file-store';
import { filesInTheWay, listOwnedFiles } from './backup.files';
import { archiveName } from './backup.manifest';

const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-backup-files-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const files = createFilesystemStore(dataDir);

const put = (file: string) => {
  mkdirSync(path.dirname(path.join(dataDir, file)), { recursive: true });
  writeFileSync(path.join(dataDir, file), file);
};

describe('the files a backup carries', () => {
  it('are those the app keeps in DATA_DIR, not the database, the backups or files in transit', async () => {
    for (const file of [
      'session-secret',
      'first-admin-password.txt',
      'uploads/services/vip-800.webp',
      'private/documents/2026/d-1.pdf',
      'private/documents/2026/d-2.pdf.part',
      'private/cv/cv-1.pdf',
      'mail/2026-11-23-1.eml',
      'db/PG_VERSION',
      'db.lock',
      'backups/navette-backup-20261123-033000.tar.gz',
      '.restore-0123456789ab/files/uploads/x.webp',
    ]) {
      put(file);
    }
    expect(await listOwnedFiles(dataDir, files)).toEqual([
      'first-admin-password.txt',
      'mail/2026-11-23-1.eml',
      'private/cv/cv-1.pdf',
      'private/documents/2026/d-1.pdf',
      'session-secret',
      'uploads/services/vip-800.webp',
    ]);
    // what stops a restore: all of them but a generated session secret
    expect(await filesInTheWay(dataDir, files)).not.toContain('session-secret');
    expect(await filesInTheWay(dataDir, files)).toHaveLength(5);
  });

  it('is nothing in a folder that does not exist', async () => {
    expect(
      await listOwnedFiles(
        path.join(dataDir, 'absent'),
        createFilesystemStore(path.join(dataDir, 'absent')),
      ),
    ).toEqual([]);
  });

  it('go into an archive named by its UTC date and time', () => {
    expect(archiveName(new Date('2026-11-23T02:30:05.120Z'))).toBe(
      'navette-backup-20261123-023005.tar.gz',
    );
  });
});
