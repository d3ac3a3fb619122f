import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGES, type Language } from '@navette/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { catalogues } from '../lib/i18n';

/** What the web build's prerender bundle exports (apps/web/src/prerender.tsx). */
interface PrerenderModule {
  PRERENDERED_PATHS: readonly string[];
  prerenderPage: (input: {
    path: string;
    language: Language;
    catalogue: object;
    company: unknown;
  }) => Promise<string>;
}

/** The app's markup for one page, and the preloads React hoisted out of it (for the head). */
export interface PrerenderedPage {
  head: string;
  body: string;
}

const PRERENDER_BUNDLE = path.join('.ssr', 'prerender.js');

/** React writes the resources it hoists (an eager image's preload) before the markup. */
const splitHoisted = (html: string): PrerenderedPage => {
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
};

/**
 * The public pages whose first screen the server sends already drawn, rendered once at start-up
 * for each language with the operator's details, by `${language}${path}`
 * (docs/decisions/0038-route-preloads.md). Empty when the web app was built without the
 * prerender bundle, or when rendering fails: the pages are then drawn by the browser alone.
 */
export const prerenderPages = async (
  webDistDir: string,
  company: AppConfig['company'],
  log: FastifyBaseLogger,
): Promise<Map<string, PrerenderedPage>> => {
  const pages = new Map<string, PrerenderedPage>();
  const bundle = path.join(webDistDir, PRERENDER_BUNDLE);
  if (!existsSync(bundle)) return pages;
  try {
    const prerender = (await import(pathToFileURL(bundle).href)) as PrerenderModule;
    for (const language of LANGUAGES) {
      const { mail: _mail, documents: _documents, ...catalogue } = catalogues[language];
      for (const pagePath of prerender.PRERENDERED_PATHS) {
        const html = await prerender.prerenderPage({
          path: pagePath,
          language,
          catalogue,
          company,
        });
        pages.set(`${language}${pagePath}`, splitHoisted(html));
      }
    }
  } catch (error) {
    log.warn({ err: error }, 'prerendering the public pages failed: the browser draws them');
    pages.clear();
  }
  return pages;
};
