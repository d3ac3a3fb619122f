import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { ADMIN_LAYOUT_MODULE, PAGE_TABLE } from './src/lib/page-table';

/** Where the server reads it (apps/server/src/plugins/route-preloads.ts), beside Vite's manifest. */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

interface OutputChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * The boot of the pages the server sends already drawn: it requests the app's scripts once the
 * page has been painted (docs/decisions/0040-scripts-after-first-paint.md). Shipped as it is
 * written, under a hashed name.
 */
const BOOT_SOURCE = new URL('./src/boot/start-after-paint.js', import.meta.url);

/**
 * The web fonts of a prerendered page's first screen: the text (Inter) and the headings
 * (Playfair Display 600), Latin subset. Preloaded with the page, they arrive with the stylesheet
 * rather than after it, and are most often in before the first paint: no swap, no shift
 * (docs/decisions/0040-scripts-after-first-paint.md).
 */
const FIRST_SCREEN_FONTS = ['inter-latin-wght-normal', 'playfair-display-latin-600-normal'];

/** A chunk and the chunks it imports statically, transitively. */
const withStaticImports = (
  fileName: string,
  chunks: ReadonlyMap<string, OutputChunkLike>,
  seen = new Set<string>(),
): Set<string> => {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  for (const imported of chunks.get(fileName)?.imports ?? []) {
    withStaticImports(imported, chunks, seen);
  }
  return seen;
};

/**
 * Writes, for each route of PAGE_TABLE, the JavaScript files its page needs beyond what
 * index.html already loads, the translation namespaces it needs beyond the shell's and the API
 * data its first screen shows: the
 * server lists them as preloads in the page it sends for that path, so that the browser fetches
 * them with the entry chunk instead of after it (docs/decisions/0038-route-preloads.md). It also
 * emits the boot of the prerendered pages and writes its file name (`boot`).
 */
export const routePreloads = (): Plugin => ({
  name: 'navette-route-preloads',
  apply: 'build',
  generateBundle(_options, bundle) {
    // the server's prerender bundle (src/prerender.tsx) is no page of the browser's
    if (this.environment.config.consumer === 'server') return;
    const chunks = new Map<string, OutputChunkLike>();
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk') chunks.set(output.fileName, output);
    }
    const loadedByEntry = new Set<string>();
    for (const chunk of chunks.values()) {
      if (chunk.isEntry) withStaticImports(chunk.fileName, chunks, loadedByEntry);
    }
    const filesOf = (module: string): string[] => {
      const chunk = [...chunks.values()].find((candidate) =>
        candidate.facadeModuleId?.endsWith(`/src/app/${module}.tsx`),
      );
      if (!chunk) this.error(`no chunk for src/app/${module}.tsx`);
      return [...withStaticImports(chunk.fileName, chunks)]
        .filter((file) => !loadedByEntry.has(file))
        .map((file) => `/${file}`);
    };
    const pages = Object.fromEntries(
      Object.entries(PAGE_TABLE).map(([name, { module, namespaces, data = [] }]) => [
        name,
        { scripts: filesOf(module), namespaces, data },
      ]),
    );
    const bootRef = this.emitFile({
      type: 'asset',
      name: 'start-after-paint.js',
      source: readFileSync(BOOT_SOURCE, 'utf8'),
    });
    const fonts = FIRST_SCREEN_FONTS.map((name) => {
      const file = Object.keys(bundle).find(
        (fileName) => fileName.startsWith(`assets/${name}-`) && fileName.endsWith('.woff2'),
      );
      if (!file) this.error(`no font file for ${name}`);
      return `/${file}`;
    });
    const routePreloads = {
      pages,
      adminLayout: filesOf(ADMIN_LAYOUT_MODULE),
      boot: `/${this.getFileName(bootRef)}`,
      fonts,
    };
    this.emitFile({
      type: 'asset',
      fileName: ROUTE_PRELOADS_FILE,
      source: `${JSON.stringify(routePreloads, null, 2)}\n`,
    });
  },
});
