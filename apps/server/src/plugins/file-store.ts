import fp from 'fastify-plugin';
import { openFileStore, type FileStore, type StorageLocation } from '../lib/file-store';

declare module 'fastify' {
  interface FastifyInstance {
    /** the service images, CVs and documents: DATA_DIR or a bucket (lib/file-store) */
    files: FileStore;
  }
}

/** Opens the configuration's file store for the features, and closes it with the app. */
export const fileStorePlugin = fp<{ location: StorageLocation }>(
  async (app, { location }) => {
    const files = await openFileStore(location);
    app.decorate('files', files);
    app.addHook('onClose', async () => files.close());
  },
  { name: 'file-store' },
);
