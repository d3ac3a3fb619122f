/** Where the admin bearer token returned by POST /admin/login is kept (spec: `adminToken`). */
export const ADMIN_TOKEN_KEY = 'adminToken';

export const readAdminToken = (): string | null => {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    // storage can be disabled (private mode, blocked cookies): behave as signed out
    return null;
  }
};

export const clearAdminToken = (): void => {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // nothing stored, nothing to remove
  }
};
