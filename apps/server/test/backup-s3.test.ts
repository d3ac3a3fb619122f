import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { generateX25519Identity } from 'age-encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fillWithData,
  keyTables,
  newPlace,
  runCommand,
  startApp,
  type Place,
} from './support/backups';
import { startS3Server, type S3StandIn } from '@navette/test-support/s3-server';

/*
 * `npm run backup` and `npm run restore` with the files in a bucket (README "Backups",
 * docs/decisions/0054-files-in-object-storage.md): the archive carries the bucket's files and is
 * written to the bucket's backups folder; a restore reads it from there and puts the files back
 * into an empty bucket folder. PGlite, the server stopped, as an operator runs it.
 */

let s3: S3StandIn;
const places: Place[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  for (const place of places) await place.remove();
  await s3?.close();
});

const KEY = { BACKUP_KEY: await generateX25519Identity() };

describe('backup and restore with the files in a bucket', () => {
  it(
    'backs up into the bucket and restores from it into an empty folder of it',
    { timeout: 180_000 },
    async () => {
      const source = await newPlace('pglite');
      const restored = await newPlace('pglite');
      places.push(source, restored);
      const sourceEnv = { STORAGE_URL: s3.storageUrl('old') };
      const restoredEnv = { STORAGE_URL: s3.storageUrl('new') };

      const app = await startApp(source, sourceEnv);
      let before: Awaited<ReturnType<typeof keyTables>>;
      try {
        await fillWithData(app);
        before = await keyTables(app.database);
      } finally {
        await app.close();
      }
      const files = (await s3.keys('old/')).map((key) => key.slice('old/'.length));
      expect(files).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^private\/cv\/[0-9a-f-]{36}\.pdf$/),
          expect.stringMatching(/^private\/documents\/\d{4}\/[0-9a-f-]{36}\.pdf$/),
          'uploads/services/mariage.svg',
        ]),
      );

      const backedUp = await runCommand('backup', source, [], { ...KEY, ...sourceEnv });
      // (stderr may carry the AWS SDK's notice of an old Node version, and nothing else)
      expect(backedUp.stderr).not.toMatch(/^backup: /m);
      expect(backedUp.code).toBe(0);
      const name =
        /backed up to s3:\/\/navette-files\/old\/backups\/(navette-backup-\d{8}-\d{6}\.tar\.gz\.age) /.exec(
          backedUp.stdout,
        )?.[1];
      expect(name, backedUp.stdout).toBeDefined();
      expect(await s3.keys('old/backups/')).toEqual([`old/backups/${name}`]);
      expect(existsSync(path.join(source.dataDir, 'backups'))).toBe(false);

      // the operator copies the archive into the new folder's backups, and restores it by name
      await s3.copy(`old/backups/${name}`, `new/backups/${name}`);
      const result = await runCommand('restore', restored, [name ?? ''], {
        ...KEY,
        ...restoredEnv,
      });
      expect(result.stderr).not.toMatch(/^restore: /m);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain('files in s3://navette-files/new/');

      const after = (await s3.keys('new/')).map((key) => key.slice('new/'.length));
      expect(after.filter((key) => !key.startsWith('backups/'))).toEqual(files);
      const t = await startApp(restored, restoredEnv);
      try {
        expect(await keyTables(t.database)).toEqual(before);
        const [document] = before.documents;
        const stored = await t.app.files.get(document?.file ?? '');
        const bytes = stored && (await buffer(stored.stream));
        expect(bytes && createHash('sha256').update(bytes).digest('hex')).toBe(document?.sha256);
      } finally {
        await t.close();
      }

      // a bucket folder that already holds files is no target: refused, nothing changed
      const again = await newPlace('pglite');
      places.push(again);
      const refused = await runCommand('restore', again, [name ?? ''], { ...KEY, ...restoredEnv });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('already holds files (private/cv/');
    },
  );
});
