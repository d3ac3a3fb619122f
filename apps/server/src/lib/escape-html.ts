/**
 * Text made safe to write into HTML or XML, as content or as a quoted attribute's value: every
 * text that reaches markup the server writes goes through this (e-mails, the app's page, the
 * sitemap). Catalogue sentences included: they carry interpolated values (a visitor's name), so no
 * sentence can be taken as safe markup.
 */
export const escapeHtml = (value: string): string =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
