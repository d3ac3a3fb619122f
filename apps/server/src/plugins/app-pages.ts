import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, ROUTE_TABLE, type Language, type RouteInfo } from '@navette/shared';
import type { Namespace } from '@navette/shared/locales/catalogues';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { escapeHtml } from '../lib/escape-html';
import { hasKey, translatorFor } from '../lib/i18n';
import { prerenderPages, type PrerenderedPage } from './prerendered-pages';
import { namespacePreload, readRoutePreloads } from './route-preloads';
import { SITEMAP_PAGES } from './seo';
import { startAfterPaint } from './start-after-paint';

/**
 * What the HTML says about a page before any script runs: its title, description, share card
 * and canonical address, in the request's language (docs/product/public-site.md#titles-and-share-cards).
 */
export interface PageMeta {
  title: string;
  description: string;
  /** absolute address of the page, from the configured public origin */
  url: string;
  /** absolute address of the share image */
  image: string;
  /** kept out of search results: private, journey and unknown pages */
  isNoindex: boolean;
}

/** The share image, a file of the web build (apps/web/public). */
export const SHARE_IMAGE_PATH = '/og-image.png';

const OG_LOCALES: Record<Language, string> = { fr: 'fr_FR', en: 'en_GB' };

/** The key under which the server keeps the page answered, with status 404, to unknown paths. */
export const NOT_FOUND_PAGE = '404';

/** A route's page in a language: the same title as the app sets, its `seo.<route>` description. */
export const routeMeta = (
  route: RouteInfo,
  language: Language,
  origin: string,
  brand: string,
): PageMeta => {
  const t = translatorFor(language);
  const descriptionKey = hasKey(`seo.${route.name}`)
    ? `seo.${route.name}`
    : `pages.${route.name}.intro`;
  return {
    title: `${t(route.titleKey)} | ${brand}`,
    description: t(descriptionKey),
    url: `${origin}${route.path}`,
    image: `${origin}${SHARE_IMAGE_PATH}`,
    isNoindex: !(SITEMAP_PAGES as readonly string[]).includes(route.name),
  };
};

/** The page answered to an unknown path. */
export const notFoundMeta = (language: Language, origin: string, brand: string): PageMeta => {
  const t = translatorFor(language);
  return {
    title: `${t('notFound.title')} | ${brand}`,
    description: t('notFound.intro'),
    url: origin + '/',
    image: `${origin}${SHARE_IMAGE_PATH}`,
    isNoindex: true,
  };
};

const metaTags = (meta: PageMeta, language: Language, brand: string): string[] => {
  const content = (value: string) => `content="${escapeHtml(value)}"`;
  return [
    ...(meta.isNoindex
      ? ['<meta name="robots" content="noindex" />']
      : [`<link rel="canonical" href="${escapeHtml(meta.url)}" />`]),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" ${content(brand)} />`,
    `<meta property="og:locale" content="${OG_LOCALES[language]}" />`,
    `<meta property="og:title" ${content(meta.title)} />`,
    `<meta property="og:description" ${content(meta.description)} />`,
    `<meta property="og:url" ${content(meta.url)} />`,
    `<meta property="og:image" ${content(meta.image)} />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ];
};

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
  meta?: PageMeta,
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
    .replace(/<title>[^<]*<\/title>/, (title) =>
      meta ? `<title>${escapeHtml(meta.title)}</title>` : title,
    )
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, (description) =>
      meta ? `<meta name="description" content="${escapeHtml(meta.description)}" />` : description,
    )
    .replace(
      /<meta name="navette-company" content="[^"]*"\s*\/?>/,
      () => `<meta name="navette-company" content="${escapeHtml(JSON.stringify(company))}" />`,
    )
    .replace(
      '</head>',
      () =>
        `${[
          ...(meta ? metaTags(meta, language, company.name) : []),
          ...PRELOADED_NAMESPACES.map((ns) => namespacePreload(language, ns)),
          ...routeLinks,
        ]
          .map((link) => `${link}\n  `)
          .join('')}${prerendered?.head ?? ''}</head>`,
    );

/** The first instant of next year on this process's clock, the one the prerender reads. */
const startOfNextYear = (now: number): number =>
  new Date(new Date(now).getFullYear() + 1, 0, 1).getTime();

/**
 * The page of a route (its path as the route table writes it, or NOT_FOUND_PAGE) in a language,
 * and the end of the rendering still under way.
 */
export interface AppPages {
  page: (language: Language, routePath: string) => string | undefined;
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
  origin: string,
): Promise<AppPages> => {
  const template = readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  const { links: routeLinks, boot } = readRoutePreloads(webDistDir);
  const build = (prerendered: ReadonlyMap<string, PrerenderedPage>) =>
    new Map<string, string>(
      LANGUAGES.flatMap((lng) => [
        [
          `${lng}${NOT_FOUND_PAGE}`,
          renderAppPage(
            template,
            lng,
            company,
            [],
            undefined,
            notFoundMeta(lng, origin, company.name),
          ),
        ] as const,
        ...ROUTE_TABLE.map((route) => {
          const drawn = prerendered.get(`${lng}${route.path}`);
          const page = renderAppPage(
            template,
            lng,
            company,
            routeLinks(route, lng),
            drawn,
            routeMeta(route, lng, origin, company.name),
          );
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
    page: (language, routePath) => {
      if (Date.now() >= redrawAt) redraw();
      return pages.get(`${language}${routePath}`) ?? pages.get(`${language}${NOT_FOUND_PAGE}`);
    },
    close: () => redrawing,
  };
};
