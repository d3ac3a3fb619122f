import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import fr from '@navette/shared/locales/fr/translation.json';
import en from '@navette/shared/locales/en/translation.json';

/** The real catalogue, loaded synchronously so that components render without HTTP or Suspense. */
export const initTestI18n = (lng: 'fr' | 'en' = 'fr') => {
  if (i18next.isInitialized) {
    void i18next.changeLanguage(lng);
    return i18next;
  }
  void i18next.use(initReactI18next).init({
    lng,
    fallbackLng: 'fr',
    supportedLngs: ['fr', 'en'],
    resources: { fr: { translation: fr }, en: { translation: en } },
    interpolation: { escapeValue: false },
    initAsync: false,
    react: { useSuspense: false },
  });
  return i18next;
};
