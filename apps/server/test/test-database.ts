import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';

let pgliteTemplate: Buffer | undefined;

/**
 * A fresh, migrated database for one test file: a copy of the run's PGlite template, or, when
 * TEST_DATABASE_URL is set, a new database on that PostgreSQL server created from the run's
 * template database and dropped on close.
 */
export const createTestDatabase = async (): Promise<DatabaseHandle> => {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (serverUrl && template) {
    // the global setup's pid names the databases, so its teardown finds any left behind
    const name = `navette_t_${template.split('_')[2]}_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.href, poolSize: 5 });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await dropper.end();
      },
    };
  }
  pgliteTemplate ??= readFileSync(inject('pgliteTemplateFile'));
  const pglite = new PGlite({ loadDataDir: new Blob([new Uint8Array(pgliteTemplate)]) });
  return openDatabase({ pglite });
};
