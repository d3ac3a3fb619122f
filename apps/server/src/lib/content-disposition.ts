/* A file's name in an HTTP answer, for downloads and the browser's viewer alike. */

/**
 * Content-Disposition: a plain ASCII name for old clients and the exact UTF-8 name (RFC 5987) for
 * the others. `attachment` saves the file; `inline` opens it in the browser's viewer, with that
 * name if the reader saves it from there.
 */
export const contentDisposition = (
  disposition: 'attachment' | 'inline',
  fileName: string,
): string => {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
};

/** Content-Disposition for a download (contentDisposition). */
export const attachmentHeader = (fileName: string): string =>
  contentDisposition('attachment', fileName);
