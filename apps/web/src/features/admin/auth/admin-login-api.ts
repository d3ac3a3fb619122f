import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminLoginEndpoint, type adminLoginSchema } from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';
import { storeAdminToken } from '../../../lib/admin-token';
import { adminCheckKeyForStoredToken } from './admin-auth-api';

export type AdminCredentials = z.output<typeof adminLoginSchema>;

/** POST /admin/login: the bearer token is kept for the admin calls, the cookie by the browser. */
export const adminLogin = async (credentials: AdminCredentials): Promise<void> => {
  const { token } = await callEndpoint(adminLoginEndpoint, { body: credentials });
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
