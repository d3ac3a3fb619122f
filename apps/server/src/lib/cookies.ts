/** Names of the cookies the server sets. */
export const SESSION_COOKIE = 'navette_session';
export const ADMIN_SESSION_COOKIE = 'navette_admin';
