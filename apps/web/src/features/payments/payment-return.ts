import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ROUTES, payReservationEndpoint } from '@navette/shared';
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

/** Goes to the customer's reservations `delayMs` after `ready` becomes true. */
export const useReturnToProfile = (delayMs: number, ready = true) => {
  const navigate = useNavigate();
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(
      () => void navigate(PROFILE_RESERVATIONS, { replace: true }),
      delayMs,
    );
    return () => window.clearTimeout(timer);
  }, [delayMs, ready, navigate]);
};
