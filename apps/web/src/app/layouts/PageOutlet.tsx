import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { AppErrorBoundary } from './AppErrorBoundary';

/**
 * Where lazy pages render: a quiet spinner while the chunk arrives, the reload message if it
 * never does. Keyed by path so that a failed page does not stick after navigating away.
 */
export const PageOutlet = () => {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary key={pathname}>
      <Suspense
        fallback={
          <div className="flex min-h-[60vh] items-center justify-center">
            <Spinner size="large" />
          </div>
        }
      >
        <Outlet />
      </Suspense>
    </AppErrorBoundary>
  );
};
