/**
 * A fresh, migrated, empty database for one test file:
 *
 *   const database = await createTestDatabase();
 *   afterAll(() => database.close());
 *
 * PGlite by default (a copy of the template dumped by global-setup.ts, loaded in well under the
 * time a new instance takes to initialise); a new database on the TEST_DATABASE_URL server when
 * that is set, dropped again by close().
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { PGLITE_EXTENSIONS, openDatabase, type DatabaseHandle } from '../src/db/client';
import { databaseUrlFor, quoteIdentifier, withAdminClient } from './global-setup';

export const createTestDatabase = async (): Promise<DatabaseHandle> => {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const dump = await readFile(target.dumpPath);
    const pglite = await PGlite.create({
      loadDataDir: new Blob([dump]),
      extensions: PGLITE_EXTENSIONS,
    });
    return openDatabase({ pglite });
  }

  const name = `${target.prefix}${randomBytes(6).toString('hex')}`;
  await withAdminClient(target.adminUrl, (client) =>
    client.query(
      `create database ${quoteIdentifier(name)} template ${quoteIdentifier(target.template)}`,
    ),
  );
  const handle = await openDatabase({
    databaseUrl: databaseUrlFor(target.adminUrl, name),
    // test files run in parallel against one server: keep each file's share of connections small
    poolSize: 4,
  });
  let dropped = false;
  return {
    ...handle,
    close: async () => {
      if (dropped) return;
      dropped = true;
      await handle.close();
      await withAdminClient(target.adminUrl, (client) =>
        client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
      );
    },
  };
};
