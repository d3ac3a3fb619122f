/** Names of the cookies the server sets. */
export const SESSION_COOKIE = 'navette_session';
export const ADMIN_SESSION_COOKIE = 'navette_admin';
/** Identifies the browser that registered: a code verifies only there (decision 0008). */
export const REGISTRATION_COOKIE = 'navette_registration';
/** The Google sign-in in progress: state, nonce and PKCE verifier, signed. */
export const OIDC_COOKIE = 'navette_oidc';
