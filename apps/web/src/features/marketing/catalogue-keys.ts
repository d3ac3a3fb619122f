import type { TFunction } from 'i18next';
import { dynamicKey } from '../../lib/translation-key';
import type { KeyPrefix } from '../../lib/translation-key';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The child keys of a catalogue object, in catalogue order ("faq.sections.booking.items" →
 * ["a", "b", …]). Lists of copy (FAQ answers, included items, cities) live in the catalogue so
 * that the writers can add one without touching the code; missing keys give an empty list.
 */
export const keysAt = (t: TFunction, key: `${KeyPrefix}.${string}`): string[] => {
  const value: unknown = t(dynamicKey(key), { returnObjects: true });
  return isRecord(value) ? Object.keys(value) : [];
};
