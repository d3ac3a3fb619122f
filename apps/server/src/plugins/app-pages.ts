import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, ROUTE_TABLE, type Language } from '@navette/shared';
import type { Namespace } from '@navette/shared/locales/catalogues';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { escapeHtml } from '../lib/escape-html';
import { prerenderPages, type PrerenderedPage } from './prerendered-pages';
import { namespacePreload, readRoutePreloads } from './route-preloads';
import { startAfterPaint } from './start-after-paint';

/**
 * The namespaces the app loads before its first render (apps/web/src/lib/i18n.ts): preloaded
 * with the page. The others (`admin` among them) are fetched by the screens that need them.
 */
export const PRELOADED_NAMESPACES: readonly Namespace[] = ['common', 'public'];

/**
 * The app's page for one language: the operator's details from configuration in a meta tag
 * (data, not script: the CSP allows no inline code), `<html lang>`, and a preload of the
 * translations, which the app needs before it can show anything, then of what the page at the
 * requested path needs (`routeLinks`), and the page's first screen when the server prerendered
 * it (docs/decisions/0038-route-preloads.md): the app hydrates it in that language.
 */
export const renderAppPage = (
  template: string,
  language: Language,
  company: AppConfig['company'],
  routeLinks: readonly string[] = [],
  prerendered?: PrerenderedPage,
): string =>
  // Each replacement is given by a function: a replacement string reads `$&`, `$'` and `$1` as
  // patterns, and the company's name or a drawn page may hold them (`Dupont $&` once spliced
  // the rest of the page into its own meta tag).
  template
    .replace('<div id="root"></div>', () =>
      prerendered
        ? `<div id="root" data-prerendered="${language}">${prerendered.body}</div>`
        : '<div id="root"></div>',
    )
    .replace(/<html lang="[a-z]*">/, () => `<html lang="${language}">`)
    .replace(
      /<meta name="navette-company" content="[^"]*"\s*\/?>/,
      () => `<meta name="navette-company" content="${escapeHtml(JSON.stringify(company))}" />`,
    )
    .replace(
      '</head>',
      () =>
        `${[...PRELOADED_NAMESPACES.map((ns) => namespacePreload(language, ns)), ...routeLinks]
          .map((link) => `${link}\n  `)
          .join('')}${prerendered?.head ?? ''}</head>`,
    );

/** The first instant of next year on this process's clock, the one the prerender reads. */
const startOfNextYear = (now: number): number =>
  new Date(new Date(now).getFullYear() + 1, 0, 1).getTime();

/** The page of a path in a language, and the end of the rendering still under way. */
export interface AppPages {
  page: (language: Language, pathname: string) => string | undefined;
  close: () => Promise<void>;
}

/**
 * The app's page for each language, and for each language and route with that route's preloads
 * and, on a prerendered route, its first screen drawn (docs/decisions/0038-route-preloads.md).
 * A drawn page shows the year in its footer: from the first request of a new year, the pages go
 * out undrawn (the browser draws them, with the right year) while they are drawn again.
 */
export const createAppPages = async (
  webDistDir: string,
  company: AppConfig['company'],
  log: FastifyBaseLogger,
): Promise<AppPages> => {
  const template = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const { links: routeLinks, boot } = readRoutePreloads(webDistDir);
  const build = (prerendered: ReadonlyMap<string, PrerenderedPage>) =>
    new Map<string, string>(
      LANGUAGES.flatMap((lng) => [
        [lng, renderAppPage(template, lng, company)] as const,
        ...ROUTE_TABLE.map((route) => {
          const drawn = prerendered.get(`${lng}${route.path}`);
          const page = renderAppPage(template, lng, company, routeLinks(route, lng), drawn);
          // a drawn page starts its scripts once painted (decision 0040)
          return [
            `${lng}${route.path}`,
            drawn && boot ? startAfterPaint(page, boot) : page,
          ] as const;
        }),
      ]),
    );
  const undrawn = build(new Map());
  let pages = build(await prerenderPages(webDistDir, company, log));
  let redrawAt = startOfNextYear(Date.now());
  let redrawing = Promise.resolve();

  const redraw = () => {
    redrawAt = Number.POSITIVE_INFINITY;
    pages = undrawn;
    redrawing = prerenderPages(webDistDir, company, log).then((prerendered) => {
      pages = build(prerendered);
      redrawAt = startOfNextYear(Date.now());
    });
  };

  return {
    page: (language, pathname) => {
      if (Date.now() >= redrawAt) redraw();
      return pages.get(`${language}${pathname}`) ?? pages.get(language);
    },
    close: () => redrawing,
  };
};
