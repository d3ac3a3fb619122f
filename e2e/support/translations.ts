import { catalogues, NAMESPACES } from '../../packages/shared/locales/catalogues';

/**
 * The catalogue's text for a key, so tests assert exactly what a visitor reads. Keys keep their
 * full path in whichever namespace file holds them (docs/decisions/0015): the first one wins.
 */
export const text = (language: 'fr' | 'en', key: string): string => {
  for (const ns of NAMESPACES) {
    let node: unknown = catalogues[language][ns];
    for (const part of key.split('.')) {
      node =
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined;
    }
    if (typeof node === 'string') return node;
  }
  throw new Error(`no ${language} text for ${key}`);
};
