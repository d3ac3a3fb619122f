import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ROUTES,
  getMyReservationEndpoint,
  payReservationEndpoint,
  type CustomerReservation,
} from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/*
 * The pages the payment provider sends the customer back to (docs/product/customer-area.md#payment-return-pages,
 * docs/decisions/0028-card-payments.md). They record nothing themselves: the success page asks
 * the server, which asks the provider.
 */

/** Back to the customer's reservations, where the payment shows (or the Pay button again). */
export const PROFILE_RESERVATIONS = `${ROUTES.profile}?tab=reservations`;

/**
 * PUT /api/reservations/:id/pay with the session the provider sent back: the server checks it
 * with the provider and records the payment if it is paid. A query, so that it is sent once per
 * visit even when React mounts the page twice; running it again would change nothing anyway.
 */
export const usePaymentCheck = (reservationId: string | null, sessionId: string | null) =>
  useQuery({
    queryKey: ['payment-check', reservationId, sessionId],
    queryFn: ({ signal }) =>
      callEndpoint(payReservationEndpoint, {
        params: { id: reservationId ?? '' },
        body: sessionId ? { sessionId } : {},
        signal,
      }),
    enabled: reservationId !== null,
    retry: false,
    staleTime: Infinity,
  });

/** The reservation's current facture, once the payment has issued it. */
export const currentFacture = (reservation: CustomerReservation) =>
  reservation.documents.find((document) => document.kind === 'facture' && !document.superseded) ??
  null;

/** How often, and how many times, the success page looks again for a facture not issued yet. */
export const FACTURE_POLL_MS = 3000;
export const FACTURE_POLL_TIMES = 10;

/**
 * The paid reservation as its owner reads it (GET /api/reservations/:id), for the success page's
 * summary. The facture is issued with the payment; should it not be there yet, the page looks
 * again a few times, then says where it will be.
 */
export const usePaidReservation = (reservationId: string | null, enabled: boolean) => {
  const queryKey = ['payment-reservation', reservationId];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      callEndpoint(getMyReservationEndpoint, { params: { id: reservationId ?? '' }, signal }),
    enabled: enabled && reservationId !== null,
    retry: false,
    refetchInterval: (query) =>
      query.state.data &&
      currentFacture(query.state.data) === null &&
      query.state.dataUpdateCount < FACTURE_POLL_TIMES
        ? FACTURE_POLL_MS
        : false,
  });
  // read so that each answer renders again, even one equal to the last
  void query.dataUpdatedAt;
  const attempts = useQueryClient().getQueryState(queryKey)?.dataUpdateCount ?? 0;
  return { reservation: query.data, attempts };
};

/**
 * Where a payment page leads its reader: a signed-in customer to their reservations; anyone else
 * paid from a "Gérer ma réservation" link, and goes back to that page (its cookie still opens the
 * reservation, docs/decisions/0047-manage-booking-links.md) — never to a sign-in page they have
 * no account for.
 */
export const paymentHomeOf = (signedIn: boolean) =>
  signedIn ? { to: PROFILE_RESERVATIONS, guest: false } : { to: ROUTES.manageBooking, guest: true };

/** Goes to `to` `delayMs` after `ready` becomes true. */
export const useReturnTo = (to: string, delayMs: number, ready = true) => {
  const navigate = useNavigate();
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, ready, navigate]);
};
