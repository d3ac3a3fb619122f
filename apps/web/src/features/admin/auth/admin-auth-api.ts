import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { clearAdminToken, readAdminToken } from '../../../lib/admin-token';

/** GET /admin/check answers `{ isAdmin }` (spec). Move to packages/shared with the admin issue. */
const adminCheckSchema = z.object({ isAdmin: z.boolean() });

/** Any failure (no token, 401, 404 while the route does not exist yet) means "not an admin". */
export const checkAdmin = async (): Promise<boolean> => {
  try {
    const { isAdmin } = await apiRequest('/admin/check', { admin: true, schema: adminCheckSchema });
    return isAdmin;
  } catch {
    return false;
  }
};

export const adminCheckQueryKey = ['admin', 'check'] as const;

export const useAdminCheck = () =>
  useQuery({
    // the token is part of the key: signing in or out changes the answer
    queryKey: [...adminCheckQueryKey, readAdminToken() ?? ''],
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
        await apiRequest('/admin/logout', { method: 'POST', admin: true });
      } finally {
        clearAdminToken();
        queryClient.removeQueries({ queryKey: adminCheckQueryKey });
      }
    },
  });
};
