/**
 * Files the server reads at run time that are not TypeScript: the committed SQL migrations and the
 * illustrations of the default services. They are found from this module's own URL, which is
 *   - apps/server/src/db/paths.ts when run from source (tsx, vitest), and
 *   - apps/server/dist/server.js once bundled (esbuild keeps `import.meta.url` as the bundle's),
 * so the build copies src/db/migrations to dist/migrations and assets/ to dist/assets.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const fromHere = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

const firstExisting = (what: string, candidates: readonly string[], marker: string): string => {
  const found = candidates.find((folder) => existsSync(join(folder, marker)));
  if (found === undefined) {
    throw new Error(`${what} not found; looked in: ${candidates.join(', ')}`);
  }
  return found;
};

/**
 * The folder holding drizzle-kit's SQL files and `meta/_journal.json`:
 * source `apps/server/src/db/migrations`, bundle `apps/server/dist/migrations`.
 */
export const resolveMigrationsFolder = (): string =>
  firstExisting(
    'Database migrations',
    [
      fromHere('./migrations'), // source: src/db/migrations; bundle at dist/server.js: dist/migrations
      fromHere('../migrations'), // bundle split into chunks one level below dist/
    ],
    join('meta', '_journal.json'),
  );

/** One of the bundled illustrations: its presence identifies the folder. */
const SERVICE_IMAGE_MARKER = 'transfert-aeroport.svg';

/**
 * The folder of the default service illustrations:
 * source `apps/server/assets/services`, bundle `apps/server/dist/assets/services`.
 */
export const resolveServiceImagesFolder = (): string =>
  firstExisting(
    'Service images',
    [
      fromHere('../../assets/services'), // source: apps/server/assets/services
      fromHere('./assets/services'), // bundle at dist/server.js: dist/assets/services
      fromHere('../assets/services'), // bundle split into chunks one level below dist/
    ],
    SERVICE_IMAGE_MARKER,
  );
