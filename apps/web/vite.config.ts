import { fileURLToPath } from 'node:url';
import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';
import { routePreloads } from './route-preloads-plugin';

/** The API server in development (apps/server listens on 3001 by default). */
const API_ORIGIN = 'http://localhost:3001';

/**
 * `/admin/login` is both a page of the app (GET, HTML) and an API route (POST), and the other
 * admin pages are client routes whose data calls live under `/admin/*` too: a browser navigation
 * (GET asking for HTML) is served by Vite, everything else goes to the API server.
 */
const serveHtmlNavigations = (req: IncomingMessage): string | undefined =>
  req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')
    ? '/index.html'
    : undefined;

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), tailwindcss(), routePreloads()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // the server's CSP (script-src 'self') forbids inline scripts: never inline the module preload polyfill
    modulePreload: { polyfill: false },
    assetsInlineLimit: 0,
    // bench/bundle-size.mjs reads it to find what the home page downloads
    manifest: true,
    rolldownOptions: {
      output: {
        // zod in a chunk of its own, loaded by the forms that validate with it: left to the
        // default grouping it joins a chunk the home page needs (decision 0014)
        advancedChunks: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            // what every page renders with, in one request rather than six small ones
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
  // the prerender bundle (src/prerender.tsx, built by `npm run build` into dist/.ssr) carries its
  // libraries: the server loads it as one file (docs/decisions/0038-route-preloads.md)
  ssr: { noExternal: true },
  server: {
    port: 5173,
    proxy: {
      '/api': API_ORIGIN,
      '/auth': API_ORIGIN,
      '/locales': API_ORIGIN,
      '/uploads': API_ORIGIN,
      '/admin': { target: API_ORIGIN, bypass: serveHtmlNavigations },
    },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    // a bound, not a speed check: lazily loaded chunks are transformed on first import, which
    // takes seconds when the machine is busy (and `findBy…` waits up to 20 s, src/test/setup.ts)
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
