import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@navette/shared';

/** Keep <html lang> in step with the language shown (screen readers, hyphenation, spelling). */
const syncHtmlLang = (lng: string | undefined): void => {
  if (lng) document.documentElement.lang = lng;
};

/**
 * Translations come from the server at /locales/{lng}/translation.json, the same catalogue the
 * server uses for its errors and e-mails. Detection order is the spec's; with `htmlTag` in the
 * list, `nonExplicitSupportedLngs` and `load: 'languageOnly'` make `fr-FR` resolve to `fr`
 * (see /shared/STACK-NOTES.md).
 */
export const initI18n = (): Promise<unknown> => {
  i18next.on('languageChanged', syncHtmlLang);
  return i18next
    .use(HttpBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      interpolation: { escapeValue: false },
      backend: { loadPath: '/locales/{{lng}}/translation.json' },
      detection: {
        order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
        caches: ['localStorage', 'cookie'],
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
      react: { useSuspense: true },
    });
};

export { i18next };
