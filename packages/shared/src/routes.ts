/**
 * The page route table (docs/product/README.md#routes): the one place where page paths are written.
 * `titleKey` is the translation key of the page heading (and of the document title).
 */
export const ROUTES = {
  home: '/',
  login: '/login',
  register: '/register',
  verify: '/verify',
  forgotPassword: '/mot-de-passe-oublie',
  quoteEntry: '/demande-devis',
  guestReservation: '/reservation-guest',
  reservation: '/reservation',
  confirmation: '/confirmation',
  error: '/erreur',
  airportTransfer: '/services/airport-transfer',
  privateChauffeur: '/services/chauffeur-prive',
  vip: '/services/vip',
  wedding: '/services/wedding',
  station: '/services/gare',
  expressTransfer: '/services/transfert-express',
  tours: '/visites-excursions',
  pricing: '/tarifs',
  faq: '/faq',
  privacy: '/politique-confidentialite',
  contact: '/contact',
  recruitment: '/recrutement',
  profile: '/profile',
  /** a guest's (or anyone's) reservation opened from an e-mail's link (docs/decisions/0047-manage-booking-links.md) */
  manageBooking: '/ma-reservation',
  paymentSuccess: '/paiement/succes',
  paymentCancelled: '/paiement/annule',
  /** the built-in test checkout, when no Stripe key is set (docs/decisions/0028-card-payments.md) */
  paymentTestCheckout: '/paiement/test',
  adminLogin: '/admin/login',
  adminDashboard: '/admin/dashboard',
  adminServices: '/admin/services',
  adminReservations: '/admin/reservations',
  adminVehicles: '/admin/vehicules',
  adminRecruitment: '/admin/recrutement',
  adminReviews: '/admin/avis',
  adminPrivacy: '/admin/donnees',
  adminMails: '/admin/emails',
  adminTariff: '/admin/tarifs',
  adminChauffeurs: '/admin/chauffeurs',
  adminPlanning: '/admin/planning',
  /** the chauffeurs' pages (docs/product/dispatch.md): sign-in, the invitation, the run sheet */
  chauffeurLogin: '/chauffeur/login',
  chauffeurInvitation: '/chauffeur/invitation',
  chauffeurRunSheet: '/chauffeur',
} as const;

export type RouteName = keyof typeof ROUTES;

/** The service pages, in the order customers look for them (navigation, footer, sitemap). */
export const SERVICE_PAGES = [
  'airportTransfer',
  'station',
  'privateChauffeur',
  'vip',
  'wedding',
  'expressTransfer',
] as const satisfies readonly RouteName[];

export type RouteAccess = 'public' | 'user' | 'admin' | 'chauffeur';

export interface RouteInfo {
  name: RouteName;
  path: (typeof ROUTES)[RouteName];
  access: RouteAccess;
  /** translation key of the page's main heading */
  titleKey: string;
}

const access = (name: RouteName): RouteAccess => {
  // the test checkout is public: a guest pays from the "Gérer ma réservation" link, and its API
  // serves the session's or the link's reservation only (docs/decisions/0047-manage-booking-links.md)
  if (name === 'reservation' || name === 'profile') return 'user';
  if (name.startsWith('admin') && name !== 'adminLogin') return 'admin';
  if (name === 'chauffeurRunSheet') return 'chauffeur';
  return 'public';
};

export const ROUTE_TABLE: readonly RouteInfo[] = (Object.keys(ROUTES) as RouteName[]).map(
  (name) => ({ name, path: ROUTES[name], access: access(name), titleKey: `pages.${name}.title` }),
);

/**
 * Pages on which the public navigation bar is hidden (login, register, verify, admin:
 * docs/product/public-site.md#navigation-bar; the forgotten password is a sign-in screen too).
 */
/** The chauffeurs' space: their sign-in, invitation and run sheet. */
const isChauffeurPath = (path: string): boolean =>
  path === '/chauffeur' || path.startsWith('/chauffeur/');

export const isChromelessPath = (path: string): boolean =>
  path === ROUTES.login ||
  path === ROUTES.register ||
  path === ROUTES.verify ||
  path === ROUTES.forgotPassword ||
  path === '/admin' ||
  path.startsWith('/admin/') ||
  isChauffeurPath(path);

/**
 * Pages without the floating WhatsApp button (docs/product/public-site.md#whatsapp-button): the
 * forms, the checkout and the account, where it covered the primary action on phones (the sticky
 * `Continuer`, `Créer mon compte`, `Payer`, document links); and the chauffeurs' space, where it
 * covered the run sheet's state buttons and is not theirs to use.
 */
export const isWhatsAppHiddenPath = (path: string): boolean =>
  isChauffeurPath(path) ||
  (
    [
      ROUTES.login,
      ROUTES.register,
      ROUTES.verify,
      ROUTES.forgotPassword,
      ROUTES.guestReservation,
      ROUTES.reservation,
      ROUTES.contact,
      ROUTES.recruitment,
      ROUTES.profile,
      ROUTES.manageBooking,
      ROUTES.paymentTestCheckout,
    ] as string[]
  ).includes(path);

/** The query parameter that names where to go after signing in (`/login?next=/profile`). */
export const RETURN_TO_PARAM = 'next';

const RETURN_TO_MAX_LENGTH = 512;
const SIGN_IN_SCREENS: readonly string[] = [
  ROUTES.login,
  ROUTES.register,
  ROUTES.verify,
  ROUTES.forgotPassword,
];

/**
 * Where a customer may be sent after signing in (docs/product/accounts.md#after-signing-in): a
 * path of this site only, never another origin. Refused: anything not starting with one `/`
 * (`//evil`, `https://…`), backslashes (`/\evil`, read as `//` by browsers), control characters
 * and spaces, the admin area, the sign-in screens themselves, and over-long values. Answers the
 * path with its query and fragment, or undefined.
 */
export const safeReturnPath = (value: unknown): string | undefined => {
  if (typeof value !== 'string' || value.length === 0 || value.length > RETURN_TO_MAX_LENGTH)
    return undefined;
  if (!value.startsWith('/') || value.startsWith('//')) return undefined;
  for (const char of value) {
    const code = char.charCodeAt(0);
    if (char === '\\' || code <= 0x20 || code === 0x7f) return undefined;
  }
  let url: URL;
  try {
    url = new URL(value, 'https://navette.invalid');
  } catch {
    return undefined;
  }
  if (url.origin !== 'https://navette.invalid') return undefined;
  if (SIGN_IN_SCREENS.includes(url.pathname)) return undefined;
  if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) return undefined;
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/auth/')) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
};
