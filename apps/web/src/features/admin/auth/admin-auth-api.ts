import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCheckEndpoint, adminLogoutEndpoint } from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';
import { clearAdminToken, readAdminToken } from '../../../lib/admin-token';

/*
 * The administrator's session as every page's admin guard and the admin navigation need it. The
 * sign-in call is apart (admin-login-api.ts): its request schema is zod, which the public pages
 * must not load (docs/decisions/0014-light-response-checks.md).
 */

/**
 * Any failure (no token, 401, network) means "not an admin" (docs/product/back-office.md: a
 * failed check sends to the login page).
 */
export const checkAdmin = async (): Promise<boolean> => {
  try {
    const { isAdmin } = await callEndpoint(adminCheckEndpoint);
    return isAdmin;
  } catch {
    return false;
  }
};

export const adminCheckQueryKey = ['admin', 'check'] as const;

/** The token is part of the key: signing in or out changes the answer. */
export const adminCheckKeyForStoredToken = () => [...adminCheckQueryKey, readAdminToken() ?? ''];

export const useAdminCheck = () =>
  useQuery({
    queryKey: adminCheckKeyForStoredToken(),
    queryFn: checkAdmin,
    retry: false,
    staleTime: 60_000,
  });

/** Signs out on the server when it can; the local token goes in any case. */
export const useAdminLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await callEndpoint(adminLogoutEndpoint);
      } finally {
        clearAdminToken();
        queryClient.removeQueries({ queryKey: adminCheckQueryKey });
      }
    },
  });
};
