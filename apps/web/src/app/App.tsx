import { Suspense, useState } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoadingOverlay } from '../components/LoadingOverlay';
import { Toaster } from '../components/Toasts';
import { routes } from './routes';

const router = createBrowserRouter(routes);

export const App = () => {
  const [queryClient] = useState(
    () =>
      new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      {/* the translations load over HTTP: the whole screen waits for them */}
      <Suspense fallback={<LoadingOverlay />}>
        <RouterProvider router={router} />
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
};
