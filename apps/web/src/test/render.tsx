import { vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';

const createTestQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });

/**
 * Renders an element inside a fresh query client and a memory router at `path`, with the
 * navigation `state` a previous page would have passed.
 */
export const renderWithProviders = (
  ui: ReactElement,
  { path = '/', routes, state }: { path?: string; routes?: RouteObject[]; state?: unknown } = {},
) => {
  const queryClient = createTestQueryClient();
  const [pathname = '/', search] = path.split('?');
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], {
    initialEntries: [
      state === undefined ? path : { pathname, search: search ? `?${search}` : '', state },
    ],
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
};

/** A fetch stub answering JSON; `handler` maps the request to a status and a body. */
export const jsonResponse = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

type Handler = (request: Request) => Response | Promise<Response>;

/**
 * Stubs fetch with handlers keyed by "METHOD /path"; anything else answers the API's 404 shape.
 * Returns the mock so that tests can read the requests sent.
 */
export const mockFetch = (handlers: Record<string, Handler> = {}) => {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), window.location.origin), init);
    const { pathname } = new URL(request.url);
    const handler = handlers[`${request.method} ${pathname}`];
    if (handler) return handler(request);
    return jsonResponse({ error: 'Ressource introuvable.', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};
