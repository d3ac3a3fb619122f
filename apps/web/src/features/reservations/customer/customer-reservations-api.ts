import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createCheckoutSessionEndpoint,
  getMyReservationEndpoint,
  isPickupPast,
  parisMoment,
  listMyReservationsEndpoint,
  manageLinkExchangeEndpoint,
  parisToday,
  TRIP_FINAL_STATES,
  updateMyStatutEndpoint,
} from '@navette/shared';
import type { CustomerReservation, CustomerStatut } from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';

/*
 * The customer's own reservations (docs/product/customer-area.md#reservations-tab): the list,
 * accepting or cancelling a quote, and opening the card checkout of a confirmed one.
 */

const myReservationsKey = ['reservations', 'mine'] as const;

/** `enabled` false: not read yet (no signed-in customer to read them for). */
export const useMyReservations = (enabled = true) =>
  useQuery({
    queryKey: myReservationsKey,
    enabled,
    queryFn: ({ signal }) => callEndpoint(listMyReservationsEndpoint, { signal }),
    retry: false,
  });

/** Reads the list again (after a change, or when the quote turned out to have changed). */
export const useReloadMyReservations = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: myReservationsKey });
};

/**
 * Confirm or cancel. `devis` is the amount the customer saw and `version` the reservation's as the
 * page showed it: the server refuses the change when the company changed the quote (DEVIS_CHANGED)
 * or anything else, the date, time or addresses (RESERVATION_CHANGED), since, so nobody accepts a
 * trip they were not shown.
 */
export const useUpdateMyStatut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      statut,
      devis,
      version,
    }: {
      id: string;
      statut: CustomerStatut;
      devis: number;
      version: number;
    }) =>
      callEndpoint(updateMyStatutEndpoint, { params: { id }, body: { statut, devis, version } }),
    onSuccess: (updated) => {
      queryClient.setQueryData<CustomerReservation[]>(myReservationsKey, (list) =>
        list?.map((item) => (item._id === updated._id ? updated : item)),
      );
      queryClient.setQueryData(oneReservationKey(updated._id), updated);
    },
  });
};

const oneReservationKey = (id: string) => ['reservations', 'one', id] as const;

/**
 * One reservation, as the customer routes serve it to its owner or to the holder of its
 * "Gérer ma réservation" link (docs/decisions/0047-manage-booking-links.md).
 */
/** How often an open page reads a trip again while it is being driven. */
export const TRIP_FOLLOW_INTERVAL_MS = 30_000;

/**
 * The trip is being driven, or about to be (docs/product/dispatch.md#the-customer-follows-the-trip):
 * a leg under way (a state that ends nothing yet), or one with its chauffeur on the trip's day.
 */
export const isTripFollowed = (
  reservation: Pick<CustomerReservation, 'date' | 'trajet'>,
  today = parisToday(),
): boolean =>
  (reservation.trajet ?? []).some((leg) =>
    leg.state
      ? !TRIP_FINAL_STATES.includes(leg.state)
      : leg.chauffeur !== null && reservation.date === today,
  );

export const useMyReservation = (id: string | null) =>
  useQuery({
    queryKey: oneReservationKey(id ?? ''),
    queryFn: ({ signal }) =>
      callEndpoint(getMyReservationEndpoint, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
    retry: false,
    // « En route », then « Sur place »: the open page follows them without a reload
    refetchInterval: (query) =>
      query.state.data && isTripFollowed(query.state.data) ? TRIP_FOLLOW_INTERVAL_MS : false,
  });

/** Reads one reservation again (after a refused change: the quote or the trip changed). */
export const useReloadMyReservation = () => {
  const queryClient = useQueryClient();
  return (id: string) => queryClient.invalidateQueries({ queryKey: oneReservationKey(id) });
};

/** Exchanges the link's token for the two-hour cookie that opens its reservation. */
export const useExchangeManageLink = () =>
  useMutation({
    mutationFn: (token: string) => callEndpoint(manageLinkExchangeEndpoint, { body: { token } }),
  });

/**
 * Opens a checkout session for a confirmed reservation; the server charges the stored quote
 * whatever the body says (docs/decisions/0028-card-payments.md). The caller sends the browser
 * to the returned `url`.
 */
export const useStartPayment = () =>
  useMutation({
    mutationFn: (reservation: CustomerReservation) =>
      callEndpoint(createCheckoutSessionEndpoint, {
        body: {
          reservationId: reservation._id,
          ...(reservation.devis === null ? {} : { devis: reservation.devis }),
          ...(reservation.service ? { description: reservation.service.name } : {}),
        },
      }),
  });

/** Confirm and Cancel are offered exactly while the statut is neither confirmé nor annulé and a quote exists. */
export const canDecide = (reservation: CustomerReservation): boolean =>
  reservation.statut !== 'confirmé' &&
  reservation.statut !== 'annulé' &&
  reservation.devis !== null;

/**
 * A confirmed trip priced by the tariff may still be cancelled by its customer, paid or not, under
 * the terms it was priced with, until its pick-up (docs/product/customer-area.md#confirm-and-cancel);
 * one without terms may not (a paid one: the company cancels it).
 */
export const canCancelUnderTerms = (reservation: CustomerReservation, now = new Date()): boolean =>
  reservation.statut === 'confirmé' &&
  reservation.annulationGratuiteJusquAu !== null &&
  reservation.devis !== null &&
  !isPickupPast(reservation.date, reservation.heure, parisMoment(now));

/** Pay is offered on a confirmed reservation that is not paid yet. */
export const canPay = (reservation: CustomerReservation): boolean =>
  reservation.statut === 'confirmé' && !reservation.paid;
