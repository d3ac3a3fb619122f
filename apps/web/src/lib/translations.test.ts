import { describe, expect, it } from 'vitest';
import fr from '@navette/shared/locales/fr/translation.json';
import en from '@navette/shared/locales/en/translation.json';

const keysOf = (node: unknown, prefix = ''): string[] => {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
};

describe('translation catalogue', () => {
  it('French and English have exactly the same keys', () => {
    const frKeys = new Set(keysOf(fr));
    const enKeys = new Set(keysOf(en));
    const missingInEn = [...frKeys].filter((key) => !enKeys.has(key));
    const missingInFr = [...enKeys].filter((key) => !frKeys.has(key));
    expect({ missingInEn, missingInFr }).toEqual({ missingInEn: [], missingInFr: [] });
  });

  it('no text is left empty', () => {
    const empty = [fr, en].flatMap((catalogue) =>
      keysOf(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
        return typeof value !== 'string' || value.trim() === '';
      }),
    );
    expect(empty).toEqual([]);
  });
});
