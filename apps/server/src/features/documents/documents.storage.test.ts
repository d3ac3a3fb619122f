import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createFilesystemStore } from '../../lib/file-store';
import {
  deleteDocumentFile,
  openDocumentFile,
  sha256Of,
  writeDocumentFile,
} from './documents.storage';

const dataDir = mkdtempSync(path.join(tmpdir(), 'navette-documents-'));
const files = createFilesystemStore(dataDir);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('document files', () => {
  it('writes a private file under its year, named by the server, and gives its hash', async () => {
    const bytes = Buffer.from('%PDF-1.7 a document');
    const stored = await writeDocumentFile(files, 2026, bytes);
    expect(stored.file).toMatch(/^private\/documents\/2026\/[0-9a-f-]{36}\.pdf$/);
    expect(stored.sha256).toBe(sha256Of(bytes));
    const absolute = path.join(dataDir, stored.file);
    expect(await readFile(absolute)).toEqual(bytes);
    expect((await stat(absolute)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(absolute))).mode & 0o777).toBe(0o700);
    // nothing temporary is left beside it
    expect(await readdir(path.dirname(absolute))).toEqual([path.basename(absolute)]);

    const opened = await openDocumentFile(files, stored.file);
    expect(opened && (await text(opened.stream))).toBe('%PDF-1.7 a document');
    await deleteDocumentFile(files, stored.file);
    expect(await openDocumentFile(files, stored.file)).toBeUndefined();
    // deleting again is harmless
    await deleteDocumentFile(files, stored.file);
  });

  it('opens and deletes only the paths it writes', async () => {
    await mkdir(path.join(dataDir, 'private', 'cv'), { recursive: true });
    const foreign = path.join(dataDir, 'private', 'cv', '11111111-1111-4111-8111-111111111111.pdf');
    await writeFile(foreign, 'a CV');
    for (const file of [
      'private/cv/11111111-1111-4111-8111-111111111111.pdf',
      'private/documents/2026/../../cv/11111111-1111-4111-8111-111111111111.pdf',
      '/etc/passwd',
      'session-secret',
    ]) {
      expect(await openDocumentFile(files, file), file).toBeUndefined();
      await deleteDocumentFile(files, file);
    }
    expect(await readFile(foreign, 'utf8')).toBe('a CV');
  });
});
