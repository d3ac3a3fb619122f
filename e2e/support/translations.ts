import { catalogues, NAMESPACES } from '../../packages/shared/locales/catalogues';
import { deName } from '../../packages/shared/src/rules/text-format';

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

/**
 * A catalogue text with its `{{value}}` placeholders filled as the app fills them, the French
 * `{{name, de}}` elided (`d'Élodie`) by the app's own rule.
 */
export const filled = (template: string, values: Record<string, string>): string =>
  template.replace(
    /\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g,
    (whole, name: string, format?: string) => {
      const value = values[name];
      if (value === undefined) return whole;
      return format === 'de' ? deName(value) : value;
    },
  );

/** The text of a catalogue entry before its first placeholder ("Payer {{amount}}" → "Payer"). */
export const lead = (language: 'fr' | 'en', key: string): string =>
  text(language, key).split('{{')[0]!.trim();
