import { Outlet, useLocation } from 'react-router';
import { AppErrorBoundary } from './AppErrorBoundary';

/**
 * The last line of defence (errors in a layout, outside the page boundaries): the reload
 * message, cleared when the visitor navigates elsewhere.
 */
export const RouteError = () => {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Outlet />
    </AppErrorBoundary>
  );
};
