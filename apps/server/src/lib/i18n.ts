import { DEFAULT_LANGUAGE, LANGUAGES, deName, type Language } from '@navette/shared';
import { catalogues, NAMESPACES } from '@navette/shared/locales/catalogues';
import i18next, { type TFunction } from 'i18next';

/**
 * The catalogue the web app loads is also the server's: one source for every message. Every
 * namespace keeps its keys' full paths (docs/decisions/0015), so `errors.NOT_FOUND` or
 * `mail.layout.footer` resolve through `fallbackNS` whichever file holds them.
 */
export { catalogues };

const [defaultNS, ...fallbackNS] = NAMESPACES;

const instance = i18next.createInstance();
void instance.init({
  initAsync: false,
  resources: catalogues,
  ns: [...NAMESPACES],
  defaultNS,
  fallbackNS,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
});
// `{{name, de}}`: `de Marc`, `d'Élodie` (docs/product/public-site.md#phone-numbers-and-names)
instance.services.formatter?.add('de', (value: unknown) => deName(String(value)));

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

export const translatorFor = (language: Language): TFunction => instance.getFixedT(language);

export const hasKey = (key: string): boolean => instance.exists(key);

/** The i18next cookie the browser language detector writes. */
export const LANGUAGE_COOKIE = 'i18next';

/**
 * The language of a request, in the same order as the web app's detector:
 * query string, cookie, then Accept-Language.
 */
export const detectLanguage = (input: {
  query?: unknown;
  cookies?: Record<string, string | undefined>;
  acceptLanguage?: string | undefined;
}): Language => {
  const query = input.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lng === 'string' ? query.lng.slice(0, 2) : undefined;
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = input.cookies?.[LANGUAGE_COOKIE]?.slice(0, 2);
  if (isLanguage(fromCookie)) return fromCookie;
  for (const part of (input.acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
};
