import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminCheckEndpoint, adminLogoutEndpoint } from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';

/*
 * The administrator's session as every page's admin guard and the admin navigation need it. The
 * session is the HttpOnly admin cookie alone: nothing is kept in the page's storage
 * (docs/decisions/0020-admin-second-factor.md). The sign-in calls are apart (admin-login-api.ts):
 * their request schemas are zod, which the public pages must not load
 * (docs/decisions/0014-light-response-checks.md).
 */

/**
 * Any failure (401, network) means "not an admin" (docs/product/back-office.md: a failed check
 * sends to the login page).
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

/** The check, as the admin guard reads it and as main.tsx starts it early. */
export const adminCheckQuery = queryOptions({
  queryKey: adminCheckQueryKey,
  queryFn: checkAdmin,
  retry: false,
  staleTime: 60_000,
});

export const useAdminCheck = () => useQuery(adminCheckQuery);

/** Signs out on the server; the cached answer of the check goes in any case. */
export const useAdminLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await callEndpoint(adminLogoutEndpoint);
      } finally {
        queryClient.removeQueries({ queryKey: adminCheckQueryKey });
      }
    },
  });
};
