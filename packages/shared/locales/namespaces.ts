/*
 * The catalogue's namespaces, apart from the catalogue itself so that the web app can name them
 * without downloading a single translation.
 */

/** Every namespace, in the order i18next resolves a key through `fallbackNS`. */
export const NAMESPACES = [
  'common',
  'public',
  'info',
  'booking',
  'auth',
  'account',
  'admin',
  'chauffeur',
  'mail',
  'documents',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The server's own namespaces: the e-mails and the PDF documents, never fetched by the browser. */
export const SERVER_NAMESPACES = ['mail', 'documents'] as const satisfies readonly Namespace[];
