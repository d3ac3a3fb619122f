import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminLoginSchema } from '@navette/shared';
import { apiRequest } from '../../../lib/api-client';
import { checkWith, hasStrings, isRecord } from '../../../lib/response-guards';
import { clearAdminToken, readAdminToken, storeAdminToken } from '../../../lib/admin-token';

// Light checks (decision 0014): the admin guard is part of every page's bundle.
const adminCheck = checkWith(
  (value): value is { isAdmin: boolean } => isRecord(value) && typeof value.isAdmin === 'boolean',
);
const adminLoginAnswer = checkWith((value): value is { token: string } =>
  hasStrings(value, ['token']),
);

/** Any failure (no token, 401, network) means "not an admin" (spec: a failed check → login). */
export const checkAdmin = async (): Promise<boolean> => {
  try {
    const { isAdmin } = await apiRequest('/admin/check', { admin: true, schema: adminCheck });
    return isAdmin;
  } catch {
    return false;
  }
};

export const adminCheckQueryKey = ['admin', 'check'] as const;

/** The token is part of the key: signing in or out changes the answer. */
const adminCheckKeyForStoredToken = () => [...adminCheckQueryKey, readAdminToken() ?? ''];

export const useAdminCheck = () =>
  useQuery({
    queryKey: adminCheckKeyForStoredToken(),
    queryFn: checkAdmin,
    retry: false,
    staleTime: 60_000,
  });

export type AdminCredentials = z.output<typeof adminLoginSchema>;

/** POST /admin/login: the bearer token is kept for the admin calls, the cookie by the browser. */
export const adminLogin = async (credentials: AdminCredentials): Promise<void> => {
  const { token } = await apiRequest('/admin/login', {
    method: 'POST',
    body: credentials,
    schema: adminLoginAnswer,
  });
  storeAdminToken(token);
};

export const useAdminLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: () => {
      // the server just said yes: the admin guard need not ask again before the dashboard shows
      queryClient.setQueryData(adminCheckKeyForStoredToken(), true);
    },
  });
};

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
