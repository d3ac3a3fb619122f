import type { ComponentType, LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { RouteObject } from 'react-router';
import { ROUTE_TABLE } from '@navette/shared';
import type { RouteInfo, RouteName } from '@navette/shared';
import { adminCheckQuery } from '../features/admin/auth/admin-auth-api';
import { sessionQuery } from '../features/auth/session-api';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { PAGE_TABLE } from '../lib/page-table';
import { chauffeurCheckQuery } from '../features/chauffeurs/chauffeur-session-api';
import { AdminGuard } from './guards/AdminGuard';
import { ChauffeurGuard } from './guards/ChauffeurGuard';
import { UserGuard } from './guards/UserGuard';
import { BareLayout } from './layouts/BareLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteError } from './layouts/RouteError';

type Page = LazyExoticComponent<ComponentType>;

type PageModule = { default: ComponentType };

/**
 * Every page module, loaded on demand: one chunk each, found through PAGE_TABLE. A glob rather
 * than one `import()` per route, so that the table the build reads to preload a route's chunks
 * (docs/decisions/0038-route-preloads.md) is the one the app loads them from.
 */
const PAGE_MODULES = import.meta.glob<PageModule>([
  './pages/*Page.tsx',
  './pages/services/*Page.tsx',
  './pages/admin/*Page.tsx',
  './pages/chauffeur/*Page.tsx',
]);

const moduleLoader = (module: string): (() => Promise<PageModule>) => {
  const load = PAGE_MODULES[`./${module}.tsx`];
  if (!load) throw new Error(`lib/page-table.ts names a missing module: ${module}`);
  return load;
};

/** The back-office frame (its navigation), loaded with the first admin page only. */
const loadAdminLayout = () =>
  import('./layouts/AdminLayout').then((module) => ({ default: module.AdminLayout }));
const AdminLayout = lazyWithRetry(loadAdminLayout);

/** The page of an unknown path (answered with status 404 by the server). */
const NotFoundPage = lazyWithRetry(moduleLoader('pages/NotFoundPage'));

/** Where each route's page comes from. */
const PAGE_LOADERS = Object.fromEntries(
  Object.entries(PAGE_TABLE).map(([name, { module }]) => [name, moduleLoader(module)]),
) as Record<RouteName, () => Promise<PageModule>>;

/** One lazily loaded page per route of the shared table. */
const PAGES = Object.fromEntries(
  Object.entries(PAGE_LOADERS).map(([name, load]) => [name, lazyWithRetry(load)]),
) as Record<RouteName, Page>;

/**
 * Starts downloading the page at `pathname` at once, while the translations load, rather than
 * when the layout first renders with them (docs/decisions/0033-web-first-render.md). A failure
 * is left to the page's own lazy loading, which retries and shows the reload message.
 */
export const preloadPage = (pathname: string): void => {
  const route = ROUTE_TABLE.find(({ path }) => matchPath(path, pathname));
  if (!route) return;
  PAGE_LOADERS[route.name]().catch(() => undefined);
  if (route.access === 'admin') loadAdminLayout().catch(() => undefined);
};

/**
 * Starts the session check a guarded page waits for (GET /auth/check, GET /admin/check) before
 * the first render rather than once the guard has rendered, behind the translations
 * (docs/decisions/0038-route-preloads.md). The guard then reads the same query.
 */
export const prefetchAccessCheck = (queryClient: QueryClient, pathname: string): void => {
  const route = ROUTE_TABLE.find(({ path }) => matchPath(path, pathname));
  if (route?.access === 'user') void queryClient.prefetchQuery(sessionQuery);
  if (route?.access === 'admin') void queryClient.prefetchQuery(adminCheckQuery);
  if (route?.access === 'chauffeur') void queryClient.prefetchQuery(chauffeurCheckQuery);
};

const toRoute = ({ name, path }: RouteInfo): RouteObject => {
  const Page = PAGES[name];
  return { path, element: <Page /> };
};

const byAccess = (predicate: (route: RouteInfo) => boolean) =>
  ROUTE_TABLE.filter(predicate).map(toRoute);

/** The whole route tree, built from the shared ROUTE_TABLE so that every path exists. */
export const routes: RouteObject[] = [
  {
    element: <RouteError />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          ...byAccess((route) => route.access === 'public' && route.name !== 'adminLogin'),
          { element: <UserGuard />, children: byAccess((route) => route.access === 'user') },
          {
            element: <ChauffeurGuard />,
            children: byAccess((route) => route.access === 'chauffeur'),
          },
          // docs/product/public-site.md#page-not-found
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { element: <BareLayout />, children: byAccess((route) => route.name === 'adminLogin') },
      {
        element: <AdminGuard />,
        children: [
          { element: <AdminLayout />, children: byAccess((route) => route.access === 'admin') },
        ],
      },
    ],
  },
];
