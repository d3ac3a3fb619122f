import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deactivateChauffeurEndpoint,
  inviteChauffeurEndpoint,
  listChauffeursEndpoint,
  reactivateChauffeurEndpoint,
  reinviteChauffeurEndpoint,
  updateChauffeurEndpoint,
  type ChauffeurInvite,
  type ChauffeurUpdate,
} from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';

/* The back-office's chauffeur calls (docs/product/dispatch.md#chauffeurs); each change reloads the list. */

const chauffeursKey = ['admin', 'chauffeurs'] as const;

export const useChauffeurs = () =>
  useQuery({
    queryKey: chauffeursKey,
    queryFn: ({ signal }) => callEndpoint(listChauffeursEndpoint, { signal }),
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: chauffeursKey });
};

/** Invites a chauffeur (`id` null) or replaces the fields of one. */
export const useSaveChauffeur = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (
      input: { id: null; body: ChauffeurInvite } | { id: string; body: ChauffeurUpdate },
    ) =>
      input.id === null
        ? callEndpoint(inviteChauffeurEndpoint, { body: input.body })
        : callEndpoint(updateChauffeurEndpoint, { params: { id: input.id }, body: input.body }),
    onSuccess: refresh,
  });
};

export type ChauffeurAction = 'deactivate' | 'reactivate' | 'reinvite';

/** Deactivates, reactivates or sends a new invitation link. */
export const useChauffeurAction = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ id, action }: { id: string; action: ChauffeurAction }) => {
      const params = { id };
      if (action === 'deactivate') await callEndpoint(deactivateChauffeurEndpoint, { params });
      else if (action === 'reactivate') await callEndpoint(reactivateChauffeurEndpoint, { params });
      else await callEndpoint(reinviteChauffeurEndpoint, { params });
    },
    onSuccess: refresh,
  });
};
