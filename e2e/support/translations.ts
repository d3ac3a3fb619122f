import en from '../../packages/shared/locales/en/translation.json' with { type: 'json' };
import fr from '../../packages/shared/locales/fr/translation.json' with { type: 'json' };

const catalogues = { fr, en } as const;

/** The catalogue's text for a key, so tests assert exactly what a visitor reads. */
export const text = (language: 'fr' | 'en', key: string): string => {
  let node: unknown = catalogues[language];
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') throw new Error(`no ${language} text for ${key}`);
  return node;
};
