import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  XSRF_COOKIE,
  XSRF_HOST_COOKIE,
  adminCheckEndpoint,
  geocodeEndpoint,
  listApplicationsEndpoint,
  listServicesEndpoint,
  type JsonEndpoint,
} from '@navette/shared';
import { jsonResponse, mockFetch } from '../test/render';
import {
  ApiError,
  HTTP_ERROR,
  INVALID_RESPONSE,
  NETWORK_ERROR,
  callEndpoint,
  serverMessageOr,
} from './api-client';

const sentRequest = (fetchMock: ReturnType<typeof mockFetch>, index = 0) => {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`no request number ${index}`);
  return new Request(new URL(String(call[0]), window.location.origin), call[1]);
};

// Endpoints of the tests' own, so that each behaviour is shown apart from the real contract.
const postThing = {
  method: 'POST',
  path: '/api/things',
  access: 'public',
  body: z.object({ nom: z.string() }),
  response: z.object({ _id: z.string() }),
} as const satisfies JsonEndpoint;

const thingFile = {
  method: 'GET',
  path: '/api/things/:id/file',
  access: 'public',
  response: z.object({ name: z.string() }),
} as const satisfies JsonEndpoint;

describe('callEndpoint', () => {
  it('a POST echoes the XSRF cookie in X-XSRF-TOKEN, sends JSON and cookies', async () => {
    document.cookie = `${XSRF_COOKIE}=${encodeURIComponent('signed.token/value')}; path=/`;
    const fetchMock = mockFetch({ 'POST /api/things': () => jsonResponse({ _id: 'r1' }, 201) });

    await expect(callEndpoint(postThing, { body: { nom: 'Martin' } })).resolves.toEqual({
      _id: 'r1',
    });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    const request = sentRequest(fetchMock);
    expect(request.method).toBe('POST');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('signed.token/value');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ nom: 'Martin' });
  });

  it('over https it echoes the __Host- prefixed XSRF cookie, the one the server sets there', async () => {
    // the browser keeps a __Host- cookie only from an https page: its jar is simulated here
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => `${XSRF_COOKIE}=stale; ${XSRF_HOST_COOKIE}=host.token`,
    });
    try {
      const fetchMock = mockFetch({ 'POST /api/things': () => jsonResponse({ _id: 'r1' }, 201) });
      await callEndpoint(postThing, { body: { nom: 'Martin' } });
      expect(sentRequest(fetchMock).headers.get('X-XSRF-TOKEN')).toBe('host.token');
    } finally {
      Reflect.deleteProperty(document, 'cookie');
    }
  });

  it('a GET carries no anti-forgery header', async () => {
    document.cookie = `${XSRF_COOKIE}=abc; path=/`;
    const fetchMock = mockFetch({ 'GET /api/services': () => jsonResponse([]) });
    await callEndpoint(listServicesEndpoint);
    expect(sentRequest(fetchMock).headers.has('X-XSRF-TOKEN')).toBe(false);
  });

  it('sends no bearer token, not even to admin endpoints: the admin session is its HttpOnly cookie', async () => {
    window.localStorage.setItem('adminToken', 'admin-token-1');
    const fetchMock = mockFetch({
      'GET /api/recruitment/candidatures': () =>
        jsonResponse({ items: [], total: 0, page: 1, pageSize: 25 }),
      'GET /admin/check': () => jsonResponse({ isAdmin: true }),
      'GET /api/services': () => jsonResponse([]),
    });
    await callEndpoint(listApplicationsEndpoint, { query: {} });
    await callEndpoint(adminCheckEndpoint);
    await callEndpoint(listServicesEndpoint);
    for (const call of [0, 1, 2])
      expect(sentRequest(fetchMock, call).headers.has('Authorization')).toBe(false);
    window.localStorage.removeItem('adminToken');
  });

  it('fills path parameters (encoded) and writes the query string', async () => {
    const fetchMock = mockFetch({
      'GET /api/things/a%2Fb/file': () => jsonResponse({ name: 'cv.pdf' }),
      'GET /api/geocode': () => jsonResponse([]),
    });
    await expect(callEndpoint(thingFile, { params: { id: 'a/b' } })).resolves.toEqual({
      name: 'cv.pdf',
    });
    await callEndpoint(geocodeEndpoint, { query: { q: '10 rue de la Paix' } });
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe('/api/geocode?q=10+rue+de+la+Paix');
  });

  it('sends extra headers such as Idempotency-Key, without letting them replace its own', async () => {
    document.cookie = `${XSRF_COOKIE}=abc; path=/`;
    const fetchMock = mockFetch({ 'POST /api/things': () => jsonResponse({ _id: 'r1' }, 201) });
    await callEndpoint(postThing, {
      body: { nom: 'x' },
      headers: { 'Idempotency-Key': 'key-1', Accept: 'text/html', 'X-XSRF-TOKEN': 'forged' },
    });
    const request = sentRequest(fetchMock);
    expect(request.headers.get('Idempotency-Key')).toBe('key-1');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('X-XSRF-TOKEN')).toBe('abc');
  });

  it("throws an ApiError carrying the server's message, code, status and fields", async () => {
    mockFetch({
      'POST /api/things': () =>
        jsonResponse(
          {
            error: 'Certains champs sont invalides.',
            code: 'VALIDATION_FAILED',
            fields: { date: 'La date est obligatoire' },
          },
          400,
        ),
    });
    const failure = callEndpoint(postThing, { body: { nom: '' } });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      message: 'Certains champs sont invalides.',
      code: 'VALIDATION_FAILED',
      status: 400,
      fields: { date: 'La date est obligatoire' },
    });
  });

  it('an answer that is not the error format is a plain HTTP failure', async () => {
    mockFetch({
      'GET /api/services': () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    const failure = callEndpoint(listServicesEndpoint);
    await expect(failure).rejects.toMatchObject({ code: HTTP_ERROR, status: 502 });
    expect(serverMessageOr(await failure.catch((error: unknown) => error), 'repli')).toBe('repli');
  });

  it('a network failure becomes a translated ApiError', async () => {
    mockFetch();
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(callEndpoint(listServicesEndpoint)).rejects.toMatchObject({
      code: NETWORK_ERROR,
      status: 0,
      message: 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.',
    });
  });

  it("rejects a response that does not match the endpoint's schema or guard", async () => {
    mockFetch({
      'GET /api/services': () => jsonResponse({ unexpected: true }),
      'POST /api/things': () => jsonResponse({ _id: 3 }, 201),
    });
    await expect(callEndpoint(listServicesEndpoint)).rejects.toMatchObject({
      code: INVALID_RESPONSE,
    });
    await expect(callEndpoint(postThing, { body: { nom: 'x' } })).rejects.toMatchObject({
      code: INVALID_RESPONSE,
    });
  });
});

describe('callEndpoint types', () => {
  it('asks for exactly the parts the endpoint has (checked by the type-check)', () => {
    const calls = [
      // @ts-expect-error the body is required
      () => callEndpoint(postThing),
      // @ts-expect-error the body's fields are typed from the endpoint's schema
      () => callEndpoint(postThing, { body: { nom: 1 } }),
      // @ts-expect-error the path parameter is required
      () => callEndpoint(thingFile, {}),
      // @ts-expect-error an endpoint without a body takes none
      () => callEndpoint(listServicesEndpoint, { body: {} }),
    ];
    expect(calls).toHaveLength(4);
  });
});
