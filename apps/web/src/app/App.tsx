import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useRoutes } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { routes } from './routes';

// the toasts appear after an action, never on the first paint: their code comes later
const loadToaster = () =>
  import('../components/Toasts').then((module) => ({ default: module.Toaster }));
const Toaster = lazyWithRetry(loadToaster);

/** The route tree rendered by the declarative router (docs/decisions/0033-web-first-render.md). */
const AppRoutes = () => useRoutes(routes);

export const createQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });

/**
 * `queryClient`: main.tsx's, in which it may have started the first page's queries; `router`:
 * the browser's history, or a fixed location when the server prerenders a page (prerender.tsx).
 */
export const App = ({
  queryClient: given,
  router: Router = BrowserRouter,
}: {
  queryClient?: QueryClient;
  router?: ComponentType<{ children: ReactNode }>;
}) => {
  const [queryClient] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <Router>
        {/* the translations load over HTTP: the whole screen waits for them */}
        <Suspense fallback={<LoadingOverlay />}>
          <AppRoutes />
          {/* its own boundary: loading the toaster never hides the page */}
          <Suspense fallback={null}>
            <Toaster />
          </Suspense>
        </Suspense>
      </Router>
    </QueryClientProvider>
  );
};
