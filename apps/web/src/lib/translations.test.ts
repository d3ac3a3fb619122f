import { describe, expect, it } from 'vitest';
import { catalogues, NAMESPACES } from '@navette/shared/locales/catalogues';
import i18next from 'i18next';
import { FALLBACK_NS, INITIAL_NS, pageNamespaces } from './i18n';
import { dynamicKey, textOf } from './translation-key';

const keysOf = (node: unknown, prefix = ''): string[] => {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    keysOf(value, prefix ? `${prefix}.${key}` : key),
  );
};

const valueAt = (catalogue: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>(
      (node, part) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[part]
          : undefined,
      catalogue,
    );

describe('translation catalogue', () => {
  it.each(NAMESPACES)('French and English have exactly the same keys in %s', (ns) => {
    const frKeys = new Set(keysOf(catalogues.fr[ns]));
    const enKeys = new Set(keysOf(catalogues.en[ns]));
    const missingInEn = [...frKeys].filter((key) => !enKeys.has(key));
    const missingInFr = [...enKeys].filter((key) => !frKeys.has(key));
    expect(frKeys.size).toBeGreaterThan(0);
    expect({ missingInEn, missingInFr }).toEqual({ missingInEn: [], missingInFr: [] });
  });

  it('no text is left empty', () => {
    const empty = NAMESPACES.flatMap((ns) =>
      [catalogues.fr[ns], catalogues.en[ns]].flatMap((catalogue) =>
        keysOf(catalogue).filter((key) => {
          const value = valueAt(catalogue, key);
          return typeof value !== 'string' || value.trim() === '';
        }),
      ),
    );
    expect(empty).toEqual([]);
  });

  it('keeps French guillemets with a non-breaking space inside, so a line never breaks there', () => {
    const broken = NAMESPACES.flatMap((ns) =>
      keysOf(catalogues.fr[ns])
        .map((key) => `${ns}:${key} ${String(valueAt(catalogues.fr[ns], key))}`)
        .filter((entry) => /« | »|«[^\u00a0\u202f]|[^\u00a0\u202f]»/.test(entry)),
    );
    expect(broken).toEqual([]);
  });

  it('holds each key in one namespace only, so that fallbackNS finds one text', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const ns of NAMESPACES) {
      for (const key of keysOf(catalogues.fr[ns])) {
        if (seen.has(key)) twice.push(`${key} (${seen.get(key)}, ${ns})`);
        seen.set(key, ns);
      }
    }
    expect(twice).toEqual([]);
  });

  it('lets the app reach every namespace but the server-only mail and documents', () => {
    expect([...FALLBACK_NS].sort()).toEqual(
      NAMESPACES.filter((ns) => ns !== 'mail' && ns !== 'documents').sort(),
    );
  });

  it('keeps the back-office texts out of the public pages', () => {
    expect(INITIAL_NS).not.toContain('admin');
    expect(pageNamespaces('home')).toEqual(['common', 'public']);
    expect(pageNamespaces('faq')).toEqual(['common', 'public', 'info']);
    expect(pageNamespaces('adminDashboard')).toContain('admin');
    expect(valueAt(catalogues.fr.admin, 'adminNav.dashboard')).toBe('Tableau de bord');
    expect(valueAt(catalogues.fr.common, 'adminNav')).toBeUndefined();
  });
});

describe('typed keys', () => {
  it('refuses a misspelt key or prefix at type-check time and reads run-time keys', () => {
    // @ts-expect-error a misspelt key fails `npm run typecheck` (apps/web/src/i18next.d.ts)
    expect(i18next.t('nav.hme')).toBe('nav.hme');
    // @ts-expect-error so does a run-time key whose fixed start is not an object of the catalogue
    expect(dynamicKey(`errrors.${'NOT_FOUND'}`)).toBe('errrors.NOT_FOUND');
    const code: string = 'NOT_FOUND';
    expect(i18next.t(dynamicKey(`errors.${code}`))).toBe('Ressource introuvable.');
    expect(i18next.t('adminNav.dashboard')).toBe('Tableau de bord');
    expect(textOf(i18next.t, 'validation.required')).toBe(i18next.t('validation.required'));
    expect(textOf(i18next.t, 'Déjà une phrase.')).toBe('Déjà une phrase.');
  });
});
