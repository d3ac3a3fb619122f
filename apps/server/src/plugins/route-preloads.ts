import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language, RouteInfo } from '@navette/shared';
import { NAMESPACES, type Namespace } from '@navette/shared/locales/catalogues';

/**
 * What each page needs beyond the entry chunk and the shell's translations, written by the web
 * build (apps/web/route-preloads-plugin.ts) beside Vite's manifest.
 */
interface RoutePreloadsFile {
  pages: Partial<Record<string, { scripts: string[]; namespaces: string[]; data?: string[] }>>;
  adminLayout: string[];
  /** the boot of the prerendered pages and their first screen's fonts (decision 0040) */
  boot?: string;
  fonts?: string[];
}

const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

const isNamespace = (ns: string): ns is Namespace => (NAMESPACES as readonly string[]).includes(ns);

/**
 * Same-origin JSON, as the app's fetch asks for it — the browser uses a preload only for the
 * same request: a page's translations as the locales backend fetches them (`anonymous`), API
 * data as the API client does (`credentials: 'include'`, hence `use-credentials`).
 */
const fetchPreload = (url: string, crossorigin: 'anonymous' | 'use-credentials'): string =>
  `<link rel="preload" href="${url}" as="fetch" crossorigin="${crossorigin}" />`;

/** A page's own translations: the same request as the app's locales backend makes. */
export const namespacePreload = (language: Language, ns: Namespace): string =>
  fetchPreload(`/locales/${language}/${ns}.json`, 'anonymous');

/**
 * The check a guarded page waits for before it shows anything, which the app starts before its
 * first render (`prefetchAccessCheck`, apps/web/src/app/routes.tsx): from the page's HTML, it no
 * longer waits for the scripts (docs/decisions/0040-scripts-after-first-paint.md).
 */
const ACCESS_CHECKS: Partial<Record<RouteInfo['access'], string>> = {
  user: '/auth/check',
  admin: '/admin/check',
};

const modulePreload = (file: string): string =>
  `<link rel="modulepreload" crossorigin href="${file}" />`;

const readFile = (webDistDir: string): RoutePreloadsFile | undefined => {
  const file = path.join(webDistDir, ROUTE_PRELOADS_FILE);
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as RoutePreloadsFile)
    : undefined;
};

/** What the web build wrote for the pages: each route's preload links, and the boot of the drawn ones. */
export interface RoutePreloads {
  /** a route's preload links in a language; none when the web app was built without the list */
  links: (route: RouteInfo, language: Language) => string[];
  /** the boot script of the prerendered pages and their fonts (decision 0040) */
  boot?: { boot: string; fonts: string[] };
}

/**
 * The preload links of each route's page, by path: its chunks (and the back-office frame on an
 * admin page), its translation namespaces and the API data of its first screen, so that the
 * browser fetches them with the entry chunk rather than once the app has started
 * (docs/decisions/0038-route-preloads.md).
 */
const linksFrom =
  (preloads: RoutePreloadsFile): RoutePreloads['links'] =>
  (route, language) => {
    const page = preloads.pages[route.name];
    if (!page) return [];
    const scripts =
      route.access === 'admin' ? [...preloads.adminLayout, ...page.scripts] : page.scripts;
    return [
      ...page.namespaces.filter(isNamespace).map((ns) => namespacePreload(language, ns)),
      ...[
        ACCESS_CHECKS[route.access],
        ...(page.data ?? []).filter((url) => url.startsWith('/api/')),
      ]
        .filter((url) => url !== undefined)
        .map((url) => fetchPreload(url, 'use-credentials')),
      ...scripts.map(modulePreload),
    ];
  };

/** Reads the web build's list once, at start-up. */
export const readRoutePreloads = (webDistDir: string): RoutePreloads => {
  const preloads = readFile(webDistDir);
  if (!preloads) return { links: () => [] };
  return {
    links: linksFrom(preloads),
    boot: preloads.boot ? { boot: preloads.boot, fonts: preloads.fonts ?? [] } : undefined,
  };
};
