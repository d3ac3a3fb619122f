import { defineConfig } from 'vitest/config';

/** End-to-end tests: the built server, started on a free port, driven by Debian's Chromium. */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    // `npm run screenshots` runs the picture tool instead (screenshots.tool.ts)
    include: process.env.SCREENSHOTS ? ['screenshots.tool.ts'] : ['**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // one Chromium per file is plenty on two cores
    fileParallelism: false,
  },
});
