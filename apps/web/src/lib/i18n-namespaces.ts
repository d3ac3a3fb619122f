import type { Catalogue } from '@navette/shared/locales/catalogues';

/**
 * The app's namespaces: the server's e-mails (`mail`) and PDF documents (`documents`) are never
 * fetched by the browser.
 */
export type WebCatalogue = Omit<Catalogue, 'mail' | 'documents'>;
export type WebNamespace = keyof WebCatalogue;
