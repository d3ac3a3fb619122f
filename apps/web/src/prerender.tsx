import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { initReactI18next } from 'react-i18next';
import { ROUTES, type Language } from '@navette/shared';
import { App, createQueryClient } from './app/App';
import { setCompanySettings } from './lib/company';
import {
  DEFAULT_NS,
  FALLBACK_NS,
  INITIAL_NS,
  addTextFormats,
  i18next,
  type WebCatalogue,
} from './lib/i18n';

/**
 * The pages the server renders once at start-up, for each language, and sends with their first
 * screen already in the HTML: the public pages most visitors land on, whose first screen shows
 * no data of the API nor of the visitor (docs/decisions/0038-route-preloads.md). The app then
 * hydrates it (main.tsx).
 */
export const PRERENDERED_PATHS: readonly string[] = [ROUTES.home, ROUTES.pricing];

export interface PrerenderInput {
  path: string;
  language: Language;
  /** the language's catalogues, every namespace the app reads */
  catalogue: WebCatalogue;
  /** the operator's details, as the server writes them into the page (lib/company.ts) */
  company: unknown;
}

let i18nReady: Promise<unknown> | undefined;

/**
 * The app's markup at `path`, as the browser's first render draws it before any answer of the
 * API: the session still being checked, every lazy part (page, footer) loaded. Pages are rendered
 * one after the other (the translations and the company details are module-wide).
 */
export const prerenderPage = async ({
  path,
  language,
  catalogue,
  company,
}: PrerenderInput): Promise<string> => {
  i18nReady ??= i18next.use(initReactI18next).init({
    initAsync: false,
    resources: {},
    fallbackLng: false,
    ns: [...INITIAL_NS],
    defaultNS: DEFAULT_NS,
    fallbackNS: [...FALLBACK_NS],
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  addTextFormats(i18next);
  await i18nReady;
  for (const [ns, resources] of Object.entries(catalogue)) {
    i18next.addResourceBundle(language, ns, resources, true, true);
  }
  await i18next.changeLanguage(language);
  setCompanySettings(company);
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={path}>{children}</StaticRouter>
  );
  const page = () => (
    <StrictMode>
      <App queryClient={createQueryClient()} router={Router} />
    </StrictMode>
  );
  // a first pass loads every lazy part (page, footer, sections) and waits for them; the second
  // then renders at once, with no suspended boundary: markup only, none of the inline scripts
  // streaming would need (the CSP allows none)
  const { prelude } = await prerenderToNodeStream(page());
  for await (const _part of prelude) {
    // drained: only the loading mattered
  }
  const html = renderToString(page());
  if (html.includes('<!--$!-->') || html.includes('<!--$?-->') || html.includes('<script')) {
    throw new Error(`prerendering ${path} left a part to the browser`);
  }
  return html;
};
