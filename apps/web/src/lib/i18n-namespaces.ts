import type { Catalogue } from '@navette/shared/locales/catalogues';
import { NAMESPACES, SERVER_NAMESPACES } from '@navette/shared/locales/namespaces';

/**
 * The app's namespaces: the server's e-mails (`mail`) and PDF documents (`documents`) are never
 * fetched by the browser.
 */
export type WebCatalogue = Omit<Catalogue, (typeof SERVER_NAMESPACES)[number]>;
export type WebNamespace = keyof WebCatalogue;

const isWebNamespace = (ns: string): ns is WebNamespace =>
  !(SERVER_NAMESPACES as readonly string[]).includes(ns);

/** The browser's namespaces, in the catalogue's order. */
export const WEB_NAMESPACES: readonly WebNamespace[] = NAMESPACES.filter(isWebNamespace);
