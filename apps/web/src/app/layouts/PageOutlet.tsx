import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { EarlyTapReplay } from '../../boot/early-tap';
import { Spinner } from '../../components/Spinner';
import { AppErrorBoundary } from './AppErrorBoundary';

/**
 * Where lazy pages render: a quiet spinner while the chunk arrives, the reload message if it
 * never does. Keyed by path so that a failed page does not stick after navigating away.
 * On a page the server sent drawn, it also presses the button tapped before the app ran.
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
        {/* after the page: a button tapped before the app ran is pressed once all is hydrated */}
        <EarlyTapReplay />
      </Suspense>
    </AppErrorBoundary>
  );
};
