import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { profileEndpoint } from '@navette/shared';
import type { EndpointResult } from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/** The customer's profile as GET /auth/profile answers it (docs/product/customer-area.md). */
export type Profile = EndpointResult<typeof profileEndpoint>;

const profileQueryKey = ['profile'] as const;

export const useProfile = () =>
  useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => callEndpoint(profileEndpoint, { signal }),
    retry: false,
  });

/** What a tab that edits the profile calls with the server's new answer. */
export const useSetProfile = () => {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: Profile) => queryClient.setQueryData(profileQueryKey, profile),
    [queryClient],
  );
};
