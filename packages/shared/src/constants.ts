/** Business constants and limits (docs/product/booking.md, docs/product/customer-area.md). */
export const LANGUAGES = ['fr', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'fr';

/**
 * `terminé`: the chauffeur ended the trip's last leg (docs/product/dispatch.md); a trip whose
 * customer did not show stays `confirmé`, its legs say `client absent`.
 */
export const RESERVATION_STATUSES = ['en attente', 'confirmé', 'annulé', 'terminé'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const TRANSPORT_MODES = ['aucun', 'train', 'avion'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

export const PASSENGERS_MIN = 1;
export const PASSENGERS_MAX = 8;
export const BAGGAGE_MAX = 8;
/** Hire by the hour (`duree_heures`): whole hours, at most a day (docs/product/pricing.md). */
export const HIRE_HOURS_MAX = 24;
export const QUICK_PASSENGER_BUTTONS_MAX = 6;
export const QUICK_PASSENGERS_OTHER_MAX = 20;
export const QUICK_LUGGAGE_BUTTONS_MAX = 5;
export const QUICK_LUGGAGE_OTHER_MAX = 50;
export const PHONE_DIGITS_MIN = 10;
export const PHONE_DIGITS_MAX = 15;
export const SIRET_DIGITS = 14;
export const ICE_DIGITS = 15;
/** Customers' passwords (docs/product/accounts.md#registration-checks). */
export const PASSWORD_MIN_LENGTH = 8;
/** Administrators' passwords guard every customer's data (docs/product/back-office.md). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** One-time codes of the back-office's second factor (docs/decisions/0020-admin-second-factor.md). */
export const TOTP_CODE_LENGTH = 6;
export const RECOVERY_CODE_COUNT = 10;
export const ADDRESS_MIN_CHARS = 3;
export const ADDRESS_DEBOUNCE_MS = 300;
export const ADDRESS_MAX_RESULTS = 5;
export const HOURS_MAX = 23;
export const MINUTES_MAX = 59;
export const TOAST_MS = 5000;
export const ADMIN_TOAST_MS = 3000;
export const QUICK_MODAL_CLOSE_MS = 2000;
export const VERIFY_REDIRECT_MS = 2000;
export const WHATSAPP_LINK_MAX = 2000;
export const FORM_STEP_COUNT = 4;
export const CAROUSEL_MS = 5000;
export const SERVICES_DROPDOWN_CLOSE_MS = 300;
export const EXPRESS_CITIES_SHOWN = 3;
export const PAYMENT_CANCEL_REDIRECT_MS = 2000;
export const REVIEW_NOTE_MIN = 1;
export const REVIEW_NOTE_MAX = 5;
export const REVIEW_NOTE_DEFAULT = 5;
export const DASHBOARD_FIRST_RESERVATIONS = 5;
export const DASHBOARD_YEARS = 5;
/**
 * The dashboard's period select: the cards, the status split and the funnel cover this calendar
 * period (docs/product/back-office.md#dashboard). Here rather than beside the dashboard's schemas,
 * which the page does not load (docs/decisions/0040-scripts-after-first-paint.md).
 */
export const DASHBOARD_PERIODS = ['month', 'quarter', 'year'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** A lazily loaded page chunk that has not arrived after this long is reported as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const XSRF_COOKIE = 'XSRF-TOKEN';
/**
 * Its name when the site is served over https: the `__Host-` prefix makes the browser refuse it
 * unless it is Secure, on path / and without a Domain, so a sibling domain cannot plant one
 * (docs/decisions/0021-sessions-cookies-and-caching.md).
 */
export const XSRF_HOST_COOKIE = `__Host-${XSRF_COOKIE}`;
export const XSRF_HEADER = 'x-xsrf-token';

/** Where the app sends a browser back from Google, the payment provider or a failed load. */
export const RESULT_REASONS = [
  'google_unavailable',
  'google_failed',
  'google_email_unverified',
  'google_account_conflict',
  'chunk_load',
] as const;
export type ResultReason = (typeof RESULT_REASONS)[number];

/** Where the browser loads a service image from: a full URL, or a file of the uploads folder. */
export const serviceImageUrl = (image: string): string =>
  /^https?:\/\//i.test(image) ? image : `/uploads/services/${encodeURIComponent(image)}`;

/**
 * An uploaded image's stored name: `<uuid>.webp`, at most 1200 px wide, beside `<uuid>-600.webp`
 * at most 600 px wide (docs/decisions/0030-service-images.md).
 */
export const UPLOADED_SERVICE_IMAGE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
export const SERVICE_IMAGE_WIDTHS = { large: 1200, small: 600 } as const;

/** The small copy's name of an uploaded image. */
export const smallServiceImageName = (image: string): string =>
  image.replace(/\.webp$/, `-${SERVICE_IMAGE_WIDTHS.small}.webp`);

/**
 * The `srcset` of an uploaded image (both widths), or undefined for a URL or an older file, which
 * exist in one size only.
 */
export const serviceImageSrcSet = (image: string): string | undefined =>
  UPLOADED_SERVICE_IMAGE.test(image)
    ? `${serviceImageUrl(smallServiceImageName(image))} ${SERVICE_IMAGE_WIDTHS.small}w, ` +
      `${serviceImageUrl(image)} ${SERVICE_IMAGE_WIDTHS.large}w`
    : undefined;

/*
 * Documents and data protection (docs/product/documents.md, docs/product/data-protection.md).
 */
/** The three documents the server issues: the quote, the booking voucher, the invoice. */
export const DOCUMENT_KINDS = ['devis', 'bon', 'facture'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
/**
 * The VAT rates a service may carry, in basis points (1000 = 10 %): 10 % for passenger transport
 * priced by the trip (transfers), 20 % for time-based hire with a driver (mise à disposition).
 */
export const VAT_RATES_BP = [1000, 2000] as const;
export type VatRateBp = (typeof VAT_RATES_BP)[number];
export const DEFAULT_VAT_RATE_BP: VatRateBp = 1000;
/** How long a devis can be accepted, in days from its issue, unless QUOTE_VALIDITY_DAYS says. */
export const QUOTE_VALIDITY_DAYS_DEFAULT = 30;
/**
 * How long each kind of personal data is kept: the nightly purge applies these, and the privacy
 * policy states them (a test holds the two together). One place for every period.
 */
export const RETENTION = {
  /** job applications and their CVs, after they were sent */
  applicationsYears: 2,
  /** an account whose e-mail was never verified, after it was created */
  unverifiedAccountsDays: 30,
  /** a customer's booking data (and soft-deleted reservations), after the last activity */
  bookingDataYears: 3,
  /** invoices and the data they carry, after they were issued */
  invoicesYears: 10,
  /** the body of an e-mail kept in the outbox, after it was queued */
  mailBodiesDays: 90,
  /** browsing data (cookies, logs), at most */
  browsingDataMonths: 13,
} as const;

/* ---- Dispatch: chauffeurs, legs, trip states (docs/product/dispatch.md) ---- */

/** The legs of a trip: the outbound, and the return of a round trip. */
export const TRIP_LEG_KINDS = ['aller', 'retour'] as const;
export type TripLegKind = (typeof TRIP_LEG_KINDS)[number];
/**
 * What the chauffeur reports of a leg, in order: `en route` → `sur place` → `à bord` →
 * `terminé`, or `client absent` once on the spot and the wait is over. No state yet: to come.
 */
export const TRIP_STATES = ['en route', 'sur place', 'à bord', 'terminé', 'client absent'] as const;
export type TripState = (typeof TRIP_STATES)[number];
/** The states that end a leg: nothing follows them. */
export const TRIP_FINAL_STATES: readonly TripState[] = ['terminé', 'client absent'];
/** The next states a leg may take from each state (null: no state yet). */
export const TRIP_STATE_NEXT: Record<TripState | 'none', readonly TripState[]> = {
  none: ['en route'],
  'en route': ['sur place'],
  'sur place': ['à bord', 'client absent'],
  'à bord': ['terminé'],
  terminé: [],
  'client absent': [],
};
/** The run sheet shows today's and tomorrow's legs. */
export const RUN_SHEET_DAYS = 2;
/** The planning's views. */
export const PLANNING_VIEWS = ['day', 'week'] as const;
export type PlanningView = (typeof PLANNING_VIEWS)[number];
/** The planning's rows: one per vehicle or one per chauffeur. */
export const PLANNING_ROWS = ['vehicle', 'chauffeur'] as const;
export type PlanningRows = (typeof PLANNING_ROWS)[number];
/** How long a chauffeur's invitation link stays valid. */
export const CHAUFFEUR_INVITATION_DAYS = 7;
