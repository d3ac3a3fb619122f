import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  assignLegEndpoint,
  legSuggestionsEndpoint,
  listCalendarFeedsEndpoint,
  planningEndpoint,
  regenerateChauffeurFeedEndpoint,
  regenerateCompanyFeedEndpoint,
  type LegAssignment,
  type PlanningView,
  type TripLegKind,
} from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/*
 * The back-office's dispatch calls (docs/product/dispatch.md#assignment): who may drive a leg,
 * the assignment (made on the reservation's version), the planning and the calendar feeds. An
 * assignment forgets the reservations (their version changed), the suggestions and the planning.
 */

const reservationsKey = ['admin', 'reservations'] as const;
const dispatchKey = ['admin', 'dispatch'] as const;
const planningKey = [...dispatchKey, 'planning'] as const;
const feedsKey = [...dispatchKey, 'calendars'] as const;

/** A leg as its path names it. */
export interface LegRef {
  reservationId: string;
  leg: TripLegKind;
}

export const useLegSuggestions = ({ reservationId, leg }: LegRef) =>
  useQuery({
    queryKey: [...dispatchKey, 'suggestions', reservationId, leg],
    queryFn: ({ signal }) =>
      callEndpoint(legSuggestionsEndpoint, { params: { reservationId, leg }, signal }),
  });

export const useAssignLeg = ({ reservationId, leg }: LegRef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LegAssignment) =>
      callEndpoint(assignLegEndpoint, { params: { reservationId, leg }, body }),
    // a refusal may come from a change made elsewhere: both outcomes read afresh
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dispatchKey }),
        queryClient.invalidateQueries({ queryKey: reservationsKey }),
      ]),
  });
};

export const usePlanning = (view: PlanningView, date: string) =>
  useQuery({
    queryKey: [...planningKey, view, date],
    queryFn: ({ signal }) => callEndpoint(planningEndpoint, { query: { view, date }, signal }),
  });

export const useCalendarFeeds = () =>
  useQuery({
    queryKey: feedsKey,
    queryFn: ({ signal }) => callEndpoint(listCalendarFeedsEndpoint, { signal }),
  });

/** A feed's new address (the company's: chauffeurId null), answered once. */
export const useRegenerateFeed = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (chauffeurId: string | null) =>
      chauffeurId === null
        ? callEndpoint(regenerateCompanyFeedEndpoint)
        : callEndpoint(regenerateChauffeurFeedEndpoint, { params: { id: chauffeurId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedsKey }),
  });
};
