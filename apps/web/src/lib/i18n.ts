import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, deName } from '@navette/shared';
import type { RouteName } from '@navette/shared';
import { PAGE_TABLE } from './page-table';
import { localesBackend } from './locales-backend';
import { WEB_NAMESPACES, type WebCatalogue, type WebNamespace } from './i18n-namespaces';

export type { WebCatalogue, WebNamespace };

export const DEFAULT_NS = 'common' satisfies WebNamespace;
/**
 * Where a key missing from the namespace asked for is looked up, in this order: every
 * namespace, so that `useTranslation('admin')` still finds `common.close`.
 */
export const FALLBACK_NS = WEB_NAMESPACES;
/**
 * Loaded before the first render, and preloaded by the page the server sends
 * (PRELOADED_NAMESPACES in apps/server/src/plugins/app-pages.ts): the shell (navigation,
 * footer, errors, the quick request) and the marketing pages most visitors land on.
 */
export const INITIAL_NS = ['common', 'public'] as const satisfies WebNamespace[];

/**
 * The namespaces a page renders with: `useTranslation(pageNamespaces(name))` suspends the page
 * until they have arrived (react-i18next fetches the missing ones).
 */
export const pageNamespaces = (name: RouteName): WebNamespace[] => [
  ...INITIAL_NS,
  ...PAGE_TABLE[name].namespaces,
];

/** Keep <html lang> in step with the language shown (screen readers, hyphenation, spelling). */
const syncHtmlLang = (lng: string | undefined): void => {
  if (lng) document.documentElement.lang = lng;
};

/**
 * Translations come from the server at /locales/{lng}/{ns}.json, the same files the server uses
 * for its errors and e-mails (docs/decisions/0005, 0015). Detection order is the product's
 * (docs/architecture.md); with `htmlTag` in the list, `nonExplicitSupportedLngs` and
 * `load: 'languageOnly'` make `fr-FR` resolve to `fr`.
 */
/**
 * The catalogue's own formats: `{{name, de}}` writes `de Marc` or `d'Élodie`
 * (docs/product/public-site.md#phone-numbers-and-names). Added once the instance is initialised.
 */
export const addTextFormats = (instance: typeof i18next): void => {
  instance.services.formatter?.add('de', (value: unknown) => deName(String(value)));
};

export const initI18n = (): Promise<unknown> => {
  i18next.on('languageChanged', syncHtmlLang);
  const ready = i18next
    .use(localesBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      // every catalogue has the same keys (lib/translations.test.ts): a supported language needs
      // no fallback, and not fetching the default one too spares a round trip before the first
      // render; an unsupported one shows the default language
      fallbackLng: {
        default: [DEFAULT_LANGUAGE],
        ...Object.fromEntries(LANGUAGES.map((language) => [language, []])),
      },
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      ns: [...INITIAL_NS],
      defaultNS: DEFAULT_NS,
      fallbackNS: [...FALLBACK_NS],
      interpolation: { escapeValue: false },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        caches: ['localStorage', 'cookie'],
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      react: { useSuspense: true },
    });
  addTextFormats(i18next);
  return ready;
};

export { i18next };
