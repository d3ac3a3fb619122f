import type { ComponentType, LazyExoticComponent } from 'react';
import { matchPath, Navigate } from 'react-router';
import type { RouteObject } from 'react-router';
import { ROUTE_TABLE } from '@navette/shared';
import type { RouteInfo, RouteName } from '@navette/shared';
import { lazyWithRetry } from '../lib/lazy-with-retry';
import { AdminGuard } from './guards/AdminGuard';
import { UserGuard } from './guards/UserGuard';
import { BareLayout } from './layouts/BareLayout';
import { PublicLayout } from './layouts/PublicLayout';
import { RouteError } from './layouts/RouteError';

type Page = LazyExoticComponent<ComponentType>;

/** The back-office frame (its navigation), loaded with the first admin page only. */
const loadAdminLayout = () =>
  import('./layouts/AdminLayout').then((module) => ({ default: module.AdminLayout }));
const AdminLayout = lazyWithRetry(loadAdminLayout);

/** Where each route's page comes from; the Record type makes the table complete. */
const PAGE_LOADERS: Record<RouteName, () => Promise<{ default: ComponentType }>> = {
  home: () => import('./pages/HomePage'),
  login: () => import('./pages/LoginPage'),
  register: () => import('./pages/RegisterPage'),
  verify: () => import('./pages/VerifyPage'),
  forgotPassword: () => import('./pages/ForgotPasswordPage'),
  quoteEntry: () => import('./pages/QuoteEntryPage'),
  guestReservation: () => import('./pages/GuestReservationPage'),
  reservation: () => import('./pages/ReservationPage'),
  confirmation: () => import('./pages/ConfirmationPage'),
  error: () => import('./pages/ErrorPage'),
  airportTransfer: () => import('./pages/services/AirportTransferPage'),
  privateChauffeur: () => import('./pages/services/PrivateChauffeurPage'),
  vip: () => import('./pages/services/VipPage'),
  wedding: () => import('./pages/services/WeddingPage'),
  station: () => import('./pages/services/StationPage'),
  expressTransfer: () => import('./pages/services/ExpressTransferPage'),
  tours: () => import('./pages/ToursPage'),
  pricing: () => import('./pages/PricingPage'),
  faq: () => import('./pages/FaqPage'),
  privacy: () => import('./pages/PrivacyPage'),
  contact: () => import('./pages/ContactPage'),
  recruitment: () => import('./pages/RecruitmentPage'),
  profile: () => import('./pages/ProfilePage'),
  paymentSuccess: () => import('./pages/PaymentSuccessPage'),
  paymentCancelled: () => import('./pages/PaymentCancelledPage'),
  paymentTestCheckout: () => import('./pages/PaymentTestCheckoutPage'),
  adminLogin: () => import('./pages/admin/AdminLoginPage'),
  adminDashboard: () => import('./pages/admin/AdminDashboardPage'),
  adminServices: () => import('./pages/admin/AdminServicesPage'),
  adminReservations: () => import('./pages/admin/AdminReservationsPage'),
  adminVehicles: () => import('./pages/admin/AdminVehiclesPage'),
  adminRecruitment: () => import('./pages/admin/AdminRecruitmentPage'),
  adminReviews: () => import('./pages/admin/AdminReviewsPage'),
  adminPrivacy: () => import('./pages/admin/AdminPrivacyPage'),
  adminMails: () => import('./pages/admin/AdminMailsPage'),
};

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
        ],
      },
      { element: <BareLayout />, children: byAccess((route) => route.name === 'adminLogin') },
      {
        element: <AdminGuard />,
        children: [
          { element: <AdminLayout />, children: byAccess((route) => route.access === 'admin') },
        ],
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
