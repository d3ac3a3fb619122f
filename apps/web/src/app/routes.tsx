import type { ComponentType, LazyExoticComponent } from 'react';
import { Navigate } from 'react-router';
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
const AdminLayout = lazyWithRetry(() =>
  import('./layouts/AdminLayout').then((module) => ({ default: module.AdminLayout })),
);

/** One lazily loaded page per route of the shared table; the Record type makes it complete. */
const PAGES: Record<RouteName, Page> = {
  home: lazyWithRetry(() => import('./pages/HomePage')),
  login: lazyWithRetry(() => import('./pages/LoginPage')),
  register: lazyWithRetry(() => import('./pages/RegisterPage')),
  verify: lazyWithRetry(() => import('./pages/VerifyPage')),
  forgotPassword: lazyWithRetry(() => import('./pages/ForgotPasswordPage')),
  quoteEntry: lazyWithRetry(() => import('./pages/QuoteEntryPage')),
  guestReservation: lazyWithRetry(() => import('./pages/GuestReservationPage')),
  reservation: lazyWithRetry(() => import('./pages/ReservationPage')),
  confirmation: lazyWithRetry(() => import('./pages/ConfirmationPage')),
  error: lazyWithRetry(() => import('./pages/ErrorPage')),
  airportTransfer: lazyWithRetry(() => import('./pages/services/AirportTransferPage')),
  privateChauffeur: lazyWithRetry(() => import('./pages/services/PrivateChauffeurPage')),
  vip: lazyWithRetry(() => import('./pages/services/VipPage')),
  wedding: lazyWithRetry(() => import('./pages/services/WeddingPage')),
  station: lazyWithRetry(() => import('./pages/services/StationPage')),
  expressTransfer: lazyWithRetry(() => import('./pages/services/ExpressTransferPage')),
  tours: lazyWithRetry(() => import('./pages/ToursPage')),
  pricing: lazyWithRetry(() => import('./pages/PricingPage')),
  faq: lazyWithRetry(() => import('./pages/FaqPage')),
  privacy: lazyWithRetry(() => import('./pages/PrivacyPage')),
  contact: lazyWithRetry(() => import('./pages/ContactPage')),
  recruitment: lazyWithRetry(() => import('./pages/RecruitmentPage')),
  profile: lazyWithRetry(() => import('./pages/ProfilePage')),
  paymentSuccess: lazyWithRetry(() => import('./pages/PaymentSuccessPage')),
  paymentCancelled: lazyWithRetry(() => import('./pages/PaymentCancelledPage')),
  paymentTestCheckout: lazyWithRetry(() => import('./pages/PaymentTestCheckoutPage')),
  adminLogin: lazyWithRetry(() => import('./pages/admin/AdminLoginPage')),
  adminDashboard: lazyWithRetry(() => import('./pages/admin/AdminDashboardPage')),
  adminServices: lazyWithRetry(() => import('./pages/admin/AdminServicesPage')),
  adminReservations: lazyWithRetry(() => import('./pages/admin/AdminReservationsPage')),
  adminVehicles: lazyWithRetry(() => import('./pages/admin/AdminVehiclesPage')),
  adminRecruitment: lazyWithRetry(() => import('./pages/admin/AdminRecruitmentPage')),
  adminReviews: lazyWithRetry(() => import('./pages/admin/AdminReviewsPage')),
  adminPrivacy: lazyWithRetry(() => import('./pages/admin/AdminPrivacyPage')),
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
