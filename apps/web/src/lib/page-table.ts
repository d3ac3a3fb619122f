import type { RouteName } from '@navette/shared';
import type { WebNamespace } from './i18n-namespaces';

/**
 * Each route's page: its module under `src/app` (without extension) and the translation
 * namespaces it needs on top of the shell's (INITIAL_NS in lib/i18n.ts). Data only, no import
 * at run time: the build reads it too (`route-preloads-plugin.ts`), to list what the server
 * preloads with each page (docs/decisions/0038-route-preloads.md).
 */
export interface PageEntry {
  module: string;
  namespaces: readonly WebNamespace[];
  /** GET requests of the API its first screen shows, fetched as the app fetches them */
  data?: readonly string[];
}

const publicPage = (
  module: string,
  namespaces: readonly WebNamespace[] = [],
  data: readonly string[] = [],
): PageEntry => ({ module: `pages/${module}`, namespaces, data });

/** The service picker, the booking form's first step (docs/product/booking.md#service-picker). */
const SERVICES = ['/api/services'];
const adminPage = (module: string): PageEntry => ({
  module: `pages/admin/${module}`,
  namespaces: ['admin'],
});

/** The chauffeurs' pages (docs/product/dispatch.md): a phone first, their own namespace. */
const chauffeurPage = (module: string): PageEntry => ({
  module: `pages/chauffeur/${module}`,
  namespaces: ['chauffeur'],
});

/** The Record type makes the table complete. */
export const PAGE_TABLE: Record<RouteName, PageEntry> = {
  home: publicPage('HomePage'),
  airportTransfer: publicPage('services/AirportTransferPage'),
  privateChauffeur: publicPage('services/PrivateChauffeurPage'),
  vip: publicPage('services/VipPage'),
  wedding: publicPage('services/WeddingPage'),
  station: publicPage('services/StationPage'),
  expressTransfer: publicPage('services/ExpressTransferPage'),
  tours: publicPage('ToursPage'),
  pricing: publicPage('PricingPage', ['info']),
  faq: publicPage('FaqPage', ['info']),
  privacy: publicPage('PrivacyPage', ['info']),
  contact: publicPage('ContactPage', ['info']),
  recruitment: publicPage('RecruitmentPage', ['info']),
  login: publicPage('LoginPage', ['auth']),
  register: publicPage('RegisterPage', ['auth']),
  verify: publicPage('VerifyPage', ['auth']),
  forgotPassword: publicPage('ForgotPasswordPage', ['auth', 'account']),
  error: publicPage('ErrorPage', ['auth']),
  quoteEntry: publicPage('QuoteEntryPage', ['booking']),
  guestReservation: publicPage('GuestReservationPage', ['booking'], SERVICES),
  reservation: publicPage('ReservationPage', ['booking'], SERVICES),
  confirmation: publicPage('ConfirmationPage', ['booking']),
  profile: publicPage('ProfilePage', ['booking', 'auth', 'account']),
  // the card's price breakdown speaks the booking form's words (pricing.lines.*)
  manageBooking: publicPage('ManageBookingPage', ['account', 'booking']),
  paymentSuccess: publicPage('PaymentSuccessPage', ['account']),
  paymentCancelled: publicPage('PaymentCancelledPage', ['account']),
  paymentTestCheckout: publicPage('PaymentTestCheckoutPage', ['account']),
  adminLogin: adminPage('AdminLoginPage'),
  adminDashboard: adminPage('AdminDashboardPage'),
  adminServices: adminPage('AdminServicesPage'),
  adminReservations: { ...adminPage('AdminReservationsPage'), namespaces: ['admin', 'booking'] },
  adminVehicles: adminPage('AdminVehiclesPage'),
  adminRecruitment: adminPage('AdminRecruitmentPage'),
  adminReviews: adminPage('AdminReviewsPage'),
  adminPrivacy: adminPage('AdminPrivacyPage'),
  adminMails: adminPage('AdminMailsPage'),
  // the simulator's price breakdown speaks the booking form's words (pricing.lines.*)
  adminTariff: { ...adminPage('AdminTariffPage'), namespaces: ['admin', 'booking'] },
  adminChauffeurs: adminPage('AdminChauffeursPage'),
  adminPlanning: adminPage('AdminPlanningPage'),
  chauffeurLogin: chauffeurPage('ChauffeurLoginPage'),
  chauffeurInvitation: chauffeurPage('ChauffeurInvitationPage'),
  chauffeurRunSheet: chauffeurPage('ChauffeurRunSheetPage'),
};

/** The back-office frame, loaded with the first admin page. */
export const ADMIN_LAYOUT_MODULE = 'layouts/AdminLayout';
