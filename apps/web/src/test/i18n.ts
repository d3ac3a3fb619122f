import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogues } from '@navette/shared/locales/catalogues';
import { DEFAULT_NS, FALLBACK_NS, addTextFormats } from '../lib/i18n';

/**
 * The real catalogue, every namespace loaded synchronously so that components render without
 * HTTP or Suspense; namespaces and fallbacks as in the app (lib/i18n.ts).
 */
export const initTestI18n = (lng: 'fr' | 'en' = 'fr') => {
  if (i18next.isInitialized) {
    void i18next.changeLanguage(lng);
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    resources: catalogues,
    ns: Object.keys(catalogues.fr),
    defaultNS: DEFAULT_NS,
    fallbackNS: [...FALLBACK_NS, 'mail', 'documents'],
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  addTextFormats(i18next);
  return i18next;
};
