import { useQuery } from '@tanstack/react-query';
import { authOptionsEndpoint } from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/**
 * Whether Google sign-in is configured on the server (GET /api/auth/options). Unknown (loading,
 * or the call failed) counts as not offered: a button that leads to an error page is worse than
 * none (docs/product/accounts.md).
 */
export const useGoogleSignInOffered = (): boolean => {
  const { data } = useQuery({
    queryKey: ['auth', 'options'],
    queryFn: () => callEndpoint(authOptionsEndpoint),
    // fixed for the life of the server process
    staleTime: Infinity,
    retry: false,
  });
  return data?.google === true;
};
