import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  chauffeurCheckEndpoint,
  chauffeurLoginEndpoint,
  chauffeurLogoutEndpoint,
  confirmChauffeurSecondFactorEndpoint,
  startChauffeurSecondFactorEndpoint,
  type ChauffeurCheck,
  type ChauffeurLogin,
  type ChauffeurSecondFactorCode,
} from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/*
 * The chauffeur's session (docs/product/dispatch.md#chauffeur-accounts): the HttpOnly chauffeur
 * cookie alone; GET /api/chauffeur/check says who is signed in, or null.
 */

export const chauffeurCheckQueryKey = ['chauffeur', 'check'] as const;

/** Any failure (network) counts as "not signed in": the guard sends to the sign-in page. */
export const chauffeurCheckQuery = queryOptions({
  queryKey: chauffeurCheckQueryKey,
  queryFn: async (): Promise<ChauffeurCheck['chauffeur']> => {
    try {
      return (await callEndpoint(chauffeurCheckEndpoint)).chauffeur;
    } catch {
      return null;
    }
  },
  retry: false,
  staleTime: 60_000,
});

export const useChauffeurCheck = () => useQuery(chauffeurCheckQuery);

export const useChauffeurLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChauffeurLogin) => callEndpoint(chauffeurLoginEndpoint, { body }),
    onSuccess: ({ chauffeur }) => queryClient.setQueryData(chauffeurCheckQueryKey, chauffeur),
  });
};

export const useChauffeurLogout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      try {
        await callEndpoint(chauffeurLogoutEndpoint);
      } finally {
        queryClient.setQueryData(chauffeurCheckQueryKey, null);
      }
    },
  });
};

/** A new secret for the authenticator app, pending until its first code. */
export const useStartChauffeurSecondFactor = () =>
  useMutation({ mutationFn: () => callEndpoint(startChauffeurSecondFactorEndpoint) });

/** The app's first code turns the second factor on; the session's check then says so. */
export const useConfirmChauffeurSecondFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChauffeurSecondFactorCode) =>
      callEndpoint(confirmChauffeurSecondFactorEndpoint, { body }),
    onSuccess: ({ chauffeur }) => queryClient.setQueryData(chauffeurCheckQueryKey, chauffeur),
  });
};
