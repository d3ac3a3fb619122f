import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  reportTripStateEndpoint,
  runSheetBonEndpoint,
  runSheetEndpoint,
  type TripLegKind,
  type TripState,
} from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/*
 * The chauffeur's run sheet calls (docs/product/dispatch.md#the-run-sheet): the legs of today and
 * tomorrow, the states reported, and a leg's bon de réservation.
 */

const runSheetKey = ['chauffeur', 'run-sheet'] as const;

export interface LegRef {
  reservationId: string;
  leg: TripLegKind;
}

export const useRunSheet = () =>
  useQuery({
    queryKey: runSheetKey,
    queryFn: ({ signal }) => callEndpoint(runSheetEndpoint, { signal }),
  });

export const useReportState = ({ reservationId, leg }: LegRef) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: TripState) =>
      callEndpoint(reportTripStateEndpoint, { params: { reservationId, leg }, body: { state } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runSheetKey }),
  });
};

export const useBon = ({ reservationId, leg }: LegRef, enabled: boolean) =>
  useQuery({
    queryKey: [...runSheetKey, 'bon', reservationId, leg],
    queryFn: ({ signal }) =>
      callEndpoint(runSheetBonEndpoint, { params: { reservationId, leg }, signal }),
    enabled,
  });

/** The bon's PDF, opened in the browser's viewer. */
export const bonPdfUrl = ({ reservationId, leg }: LegRef) =>
  `/api/chauffeur/courses/${encodeURIComponent(reservationId)}/${leg}/bon.pdf`;

/** A place as a map search (any phone opens its maps application). */
export const mapsUrl = (place: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
