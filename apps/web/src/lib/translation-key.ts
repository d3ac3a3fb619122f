import i18next from 'i18next';
import type { ParseKeys, TFunction, TOptions } from 'i18next';
import type { WebCatalogue } from './i18n';

/** Every key of the app's catalogue, whichever namespace file holds it (apps/web/src/i18next.d.ts). */
export type TranslationKey = ParseKeys;

/** The dotted paths of a catalogue's objects: 'home', 'home.trust', 'faq.sections', … */
type ObjectPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? never : K | `${K}.${ObjectPaths<T[K]>}`;
}[keyof T & string];

/** Any object of the catalogue, in any namespace: where a key built at run time may start. */
export type KeyPrefix = {
  [Ns in keyof WebCatalogue]: ObjectPaths<WebCatalogue[Ns]>;
}[keyof WebCatalogue];

/**
 * A key put together at run time: an item of a list read from the catalogue
 * (`home.trust.${id}`), an error code from the API (`errors.${code}`). Its fixed start must be
 * an object of the catalogue, so a misspelt prefix fails `npm run typecheck`; the part known
 * only at run time is what i18next cannot check, and a missing key shows as the key itself
 * (the catalogue tests and the e2e journeys read the texts).
 */
export const dynamicKey = <K extends `${KeyPrefix}.${string}`>(key: K): TranslationKey =>
  // the one place a run-time string becomes a key: its prefix was checked above
  key as string as TranslationKey;

/**
 * Whether a string read at run time (a shared schema's message, a route's `titleKey`) is a key
 * of the catalogue loaded now: the typed way in, instead of a cast at each call site.
 */
export const isTranslationKey = (value: string): value is TranslationKey => i18next.exists(value);

/**
 * A message that is either a key of the catalogue or already a sentence (the server's field
 * errors): translated when it is a key, shown as it is otherwise, which is what i18next does
 * with a missing key.
 */
export const textOf = (t: TFunction, value: string, options?: TOptions): string =>
  isTranslationKey(value) ? t(value, options) : value;
