import { ADMIN_TOKEN_STORAGE_KEY } from '@navette/shared';

/**
 * The admin bearer token returned by POST /admin/login lives in localStorage under `adminToken`
 * (docs/product/back-office.md). The API client sends it with the calls whose contract entry asks
 * for it.
 */
export const readAdminToken = (): string | null => {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    // storage can be disabled (private mode, blocked cookies): behave as signed out
    return null;
  }
};

/** False when the browser refuses storage; the admin cookie still carries the session then. */
export const storeAdminToken = (token: string): boolean => {
  try {
    window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
    return true;
  } catch {
    return false;
  }
};

export const clearAdminToken = (): void => {
  try {
    window.localStorage.removeItem(ADMIN_TOKEN_STORAGE_KEY);
  } catch {
    // nothing stored, nothing to remove
  }
};
