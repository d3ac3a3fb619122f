import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { LANGUAGES, type Language } from '@navette/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import { catalogues } from '../lib/i18n';

/**
 * Runs in a worker thread: imports the web build's prerender bundle (apps/web/src/prerender.tsx:
 * `PRERENDERED_PATHS`, `prerenderPage`), renders each page in each language and posts the markup
 * back, by `${language}${path}`. The thread then ends, and the web app's code and React's server
 * renderer leave the server's memory with it (docs/decisions/0038-route-preloads.md).
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const prerender = await import(workerData.bundleUrl);
  const pages = [];
  for (const { language, catalogue } of workerData.languages) {
    for (const path of prerender.PRERENDERED_PATHS) {
      const html = await prerender.prerenderPage({ path, language, catalogue, company: workerData.company });
      pages.push([language + path, html]);
    }
  }
  parentPort.postMessage(pages);
})();
`;

const renderInWorker = (workerData: {
  bundleUrl: string;
  languages: { language: Language; catalogue: object }[];
  company: AppConfig['company'];
}) =>
  new Promise<[string, string][]>((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData });
    worker.once('message', (pages: [string, string][]) => {
      resolve(pages);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the prerender thread exited with ${code}`)));
  });

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
    const rendered = await renderInWorker({
      bundleUrl: pathToFileURL(bundle).href,
      languages: LANGUAGES.map((language) => {
        const { mail: _mail, documents: _documents, ...catalogue } = catalogues[language];
        return { language, catalogue };
      }),
      company,
    });
    for (const [key, html] of rendered) pages.set(key, splitHoisted(html));
  } catch (error) {
    log.warn({ err: error }, 'prerendering the public pages failed: the browser draws them');
    pages.clear();
  }
  return pages;
};
