import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Where i18next reads a namespace: /locales/{lng}/{ns}.json from the server, the files it also
 * uses for its errors and e-mails. A few lines of fetch instead of i18next-http-backend, which
 * weighed on the home page's first render (docs/decisions/0033-web-first-render.md). A server
 * error may be retried by i18next; a missing file (4xx) may not.
 */
export const localesBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read: (language: string, namespace: string, callback: ReadCallback) => {
    const url = `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
    fetch(url, { credentials: 'same-origin' })
      .then(async (response) => {
        if (!response.ok) {
          const retry = response.status >= 500;
          callback(new Error(`${url}: HTTP ${response.status}`), retry);
          return;
        }
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => {
        callback(error instanceof Error ? error : new Error(String(error)), true);
      });
  },
};
