import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// Paths are resolved from this file so that `npm run db:generate` works from the repository root
// and `npx drizzle-kit generate` from apps/server alike.
// drizzle-kit prefixes `./` to the paths it reads, so they are given relative to the working folder.
const here = (path: string): string =>
  relative(process.cwd(), fileURLToPath(new URL(path, import.meta.url)));

export default defineConfig({
  dialect: 'postgresql',
  schema: here('./src/db/schema/index.ts'),
  out: here('./src/db/migrations'),
  strict: true,
  verbose: true,
});
