import { XSRF_COOKIE, XSRF_HOST_COOKIE } from '@navette/shared';

/** Names of the cookies the server sets, as served over plain http (development, tests). */
const PLAIN_NAMES = {
  /** the customer session */
  session: 'navette_session',
  /** the administrator session */
  admin: 'navette_admin',
  /** a chauffeur's session (docs/product/dispatch.md#chauffeurs) */
  chauffeur: 'navette_chauffeur',
  /** identifies the browser that registered: a code verifies only there (decision 0008) */
  registration: 'navette_registration',
  /** the Google sign-in in progress: state, nonce and PKCE verifier, signed */
  oidc: 'navette_oidc',
  /** an administrator's sign-in between its steps, signed (decision 0020) */
  adminSignIn: 'navette_admin_sign_in',
  /** the last quote request of this browser, which the confirmation call is tied to */
  quoteRequest: 'navette_quote_request',
  /** the "Gérer ma réservation" link, once its page exchanged it (decision 0047) */
  manageLink: 'navette_booking',
  /** the anti-forgery token the app echoes (decision 0006) */
  xsrf: XSRF_COOKIE,
} as const;

export type CookieNames = { readonly [K in keyof typeof PLAIN_NAMES]: string };

/**
 * Over https every cookie carries the `__Host-` prefix: the browser then keeps it only if it is
 * Secure, on path / and without a Domain, so no sibling domain can plant or shadow it
 * (docs/decisions/0021-sessions-cookies-and-caching.md).
 */
const HOST_NAMES: CookieNames = {
  session: `__Host-${PLAIN_NAMES.session}`,
  admin: `__Host-${PLAIN_NAMES.admin}`,
  chauffeur: `__Host-${PLAIN_NAMES.chauffeur}`,
  registration: `__Host-${PLAIN_NAMES.registration}`,
  oidc: `__Host-${PLAIN_NAMES.oidc}`,
  adminSignIn: `__Host-${PLAIN_NAMES.adminSignIn}`,
  quoteRequest: `__Host-${PLAIN_NAMES.quoteRequest}`,
  manageLink: `__Host-${PLAIN_NAMES.manageLink}`,
  xsrf: XSRF_HOST_COOKIE,
};

/** The one place that names the cookies, so that what a route writes is what the others read. */
export const cookieNames = (isHttps: boolean): CookieNames => (isHttps ? HOST_NAMES : PLAIN_NAMES);

/**
 * Options of every cookie the server sets: path / (required by `__Host-`, and the same over http
 * so that one cookie never exists under two paths), no Domain, SameSite=Lax (Strict for a cookie
 * that no link from another site needs), Secure over https.
 */
export const cookieOptions = (
  isHttps: boolean,
  {
    maxAgeS,
    httpOnly = true,
    sameSite = 'lax',
  }: { maxAgeS?: number; httpOnly?: boolean; sameSite?: 'lax' | 'strict' } = {},
) => ({
  path: '/',
  httpOnly,
  sameSite,
  secure: isHttps,
  ...(maxAgeS === undefined ? {} : { maxAge: maxAgeS }),
});
