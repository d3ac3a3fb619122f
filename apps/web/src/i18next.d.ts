import 'i18next';
import type { WebCatalogue } from './lib/i18n';

/**
 * Typed keys (docs/decisions/0015): `t('nav.hme')` fails `npm run typecheck`. Every namespace
 * keeps its keys' full paths, and `fallbackNS` lists them all, so a key is written the same
 * whichever file holds it and whichever namespace a component asked for; the French files are the reference for the keys.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: ['common', 'public', 'info', 'booking', 'auth', 'account', 'admin', 'chauffeur'];
    resources: WebCatalogue;
  }
}
