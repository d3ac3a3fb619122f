import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../test/render';
import { localesBackend } from './locales-backend';

/** What i18next receives for `lng`/`ns`: the error, the data or the retry flag. */
const read = (language: string, namespace: string) =>
  new Promise<[unknown, unknown]>((resolve) => {
    localesBackend.read(language, namespace, (error, data) => resolve([error, data]));
  });

describe('locales backend', () => {
  it('reads /locales/{lng}/{ns}.json from the server', async () => {
    const fetchMock = mockFetch({
      'GET /locales/en/public.json': () => jsonResponse({ pages: { home: { title: 'Home' } } }),
    });
    expect(await read('en', 'public')).toEqual([null, { pages: { home: { title: 'Home' } } }]);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/locales/en/public.json');
  });

  it('a missing catalogue is an error i18next does not retry', async () => {
    mockFetch();
    const [error, retry] = await read('de', 'public');
    expect(String(error)).toBe('Error: /locales/de/public.json: HTTP 404');
    expect(retry).toBe(false);
  });

  it('a server error or a network failure may be retried', async () => {
    mockFetch({ 'GET /locales/fr/common.json': () => jsonResponse({}, 503) });
    expect(await read('fr', 'common')).toEqual([
      new Error('/locales/fr/common.json: HTTP 503'),
      true,
    ]);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await read('fr', 'common')).toEqual([new TypeError('Failed to fetch'), true]);
  });
});
