import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ADMIN_TOKEN_STORAGE_KEY, XSRF_COOKIE } from '@navette/shared';
import { jsonResponse, mockFetch } from '../test/render';
import { ApiError, INVALID_RESPONSE, NETWORK_ERROR, apiRequest } from './api-client';

const sentRequest = (fetchMock: ReturnType<typeof mockFetch>, index = 0) => {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`no request number ${index}`);
  return new Request(new URL(String(call[0]), window.location.origin), call[1]);
};

describe('apiRequest', () => {
  it('a POST echoes the XSRF cookie in X-XSRF-TOKEN, sends JSON and cookies', async () => {
    document.cookie = `${XSRF_COOKIE}=${encodeURIComponent('signed.token/value')}; path=/`;
    const fetchMock = mockFetch({
      'POST /api/reservations': () => jsonResponse({ _id: 'r1' }, 201),
    });

    await expect(
      apiRequest('/api/reservations', { method: 'POST', body: { nom: 'Martin' } }),
    ).resolves.toEqual({ _id: 'r1' });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    const request = sentRequest(fetchMock);
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('signed.token/value');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ nom: 'Martin' });
  });

  it('a GET carries no anti-forgery header', async () => {
    document.cookie = `${XSRF_COOKIE}=abc; path=/`;
    const fetchMock = mockFetch({ 'GET /api/services': () => jsonResponse([]) });
    await apiRequest('/api/services');
    expect(sentRequest(fetchMock).headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends the admin bearer token only when asked', async () => {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, 'admin-token-1');
    const fetchMock = mockFetch({ 'GET /admin/check': () => jsonResponse({ isAdmin: true }) });
    await apiRequest('/admin/check', { admin: true });
    await apiRequest('/admin/check');
    expect(sentRequest(fetchMock, 0).headers.get('Authorization')).toBe('Bearer admin-token-1');
    expect(sentRequest(fetchMock, 1).headers.has('Authorization')).toBe(false);
  });

  it('sends extra headers such as Idempotency-Key, without letting them replace its own', async () => {
    document.cookie = `${XSRF_COOKIE}=abc; path=/`;
    const fetchMock = mockFetch({ 'POST /api/reservations': () => jsonResponse({}, 201) });
    await apiRequest('/api/reservations', {
      method: 'POST',
      body: {},
      headers: { 'Idempotency-Key': 'key-1', Accept: 'text/html', 'X-XSRF-TOKEN': 'forged' },
    });
    const request = sentRequest(fetchMock);
    expect(request.headers.get('Idempotency-Key')).toBe('key-1');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('abc');
  });

  it("throws an ApiError carrying the server's message, code, status and fields", async () => {
    mockFetch({
      'POST /api/reservations': () =>
        jsonResponse(
          {
            error: 'Certains champs sont invalides.',
            code: 'VALIDATION_FAILED',
            fields: { date: 'La date est obligatoire' },
          },
          400,
        ),
    });
    const failure = apiRequest('/api/reservations', { method: 'POST', body: {} });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      message: 'Certains champs sont invalides.',
      code: 'VALIDATION_FAILED',
      status: 400,
      fields: { date: 'La date est obligatoire' },
    });
  });

  it('a network failure becomes a translated ApiError', async () => {
    mockFetch();
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/api/services')).rejects.toMatchObject({
      code: NETWORK_ERROR,
      status: 0,
      message: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    });
  });

  it('rejects a response that does not match the expected schema', async () => {
    mockFetch({ 'GET /api/services': () => jsonResponse({ unexpected: true }) });
    await expect(
      apiRequest('/api/services', { schema: z.array(z.object({ _id: z.string() })) }),
    ).rejects.toMatchObject({ code: INVALID_RESPONSE });
  });
});
