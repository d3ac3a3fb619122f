import type { TFunction } from 'i18next';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The child keys of a catalogue object, in catalogue order ("faq.sections.booking.items" →
 * ["a", "b", …]). Lists of copy (FAQ answers, included items, cities) live in the catalogue so
 * that the writers can add one without touching the code; missing keys give an empty list.
 */
export const keysAt = (t: TFunction, key: string): string[] => {
  const value: unknown = t(key, { returnObjects: true });
  return isRecord(value) ? Object.keys(value) : [];
};
