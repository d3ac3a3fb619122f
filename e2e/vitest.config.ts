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
    // two files at a time: a journey waits on its pages more than it computes (one file at a
    // time used 0.65 of a core); each file has its own Chromium, and a journey its own server
    maxWorkers: 2,
  },
});
