import { fileURLToPath } from 'node:url';
import { defineConfig } from 'drizzle-kit';

// Paths are resolved from this file so that `npm run db:generate` works from the repository root
// and `npx drizzle-kit generate` from apps/server alike.
const here = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

export default defineConfig({
  dialect: 'postgresql',
  schema: here('./src/db/schema.ts'),
  out: here('./src/db/migrations'),
  strict: true,
  verbose: true,
});
