import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    database: DatabaseHandle;
  }
}

/** Exposes the database to the features; the process entry (or the test) owns its lifetime. */
export const databasePlugin = fp<{ handle: DatabaseHandle; closeOnShutdown: boolean }>(
  async (app, { handle, closeOnShutdown }) => {
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    if (closeOnShutdown) app.addHook('onClose', async () => handle.close());
  },
  { name: 'database' },
);
