import { useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createReservationEndpoint,
  listServicesEndpoint,
  quoteRequestMailEndpoint,
} from '@navette/shared';
import type { BookingResult, QuoteRequestMail, ReservationRequest, Service } from '@navette/shared';
import { ApiError, callEndpoint } from '../../lib/api-client';
import { leaveTo } from '../../lib/leave-to';
import { pickerServicesKey } from '../../entities/service/service-catalogue';

export const fetchServices = (signal?: AbortSignal): Promise<Service[]> =>
  callEndpoint(listServicesEndpoint, { signal });

export const servicesQueryKey = pickerServicesKey;

/**
 * The bookable services (docs/product/booking.md#service-picker): a load failure is only logged and the list stays empty, so the
 * error is turned into an empty list here and the picker shows its empty state.
 */
export const useServices = () =>
  useQuery({
    queryKey: servicesQueryKey,
    queryFn: async ({ signal }) => {
      try {
        return await fetchServices(signal);
      } catch (error) {
        if (signal.aborted) throw error;
        console.warn('Loading the services failed', error);
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/**
 * A random version-4 UUID. `crypto.randomUUID` exists only in secure contexts (a site opened
 * over plain http on a local network is not one); `getRandomValues` works everywhere.
 */
export const newIdempotencyKey = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * POST /api/reservations; the key lets the server record one reservation however often it is
 * sent. The answer carries the checkout to go to when the trip was booked at its price.
 */
export const createReservation = (
  request: ReservationRequest,
  idempotencyKey: string,
): Promise<BookingResult> =>
  callEndpoint(createReservationEndpoint, {
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

/**
 * The server would not book the trip at the price shown (docs/product/pricing.md#in-the-booking-forms):
 * the price changed meanwhile, or the trip can no longer be booked at once. Nothing was recorded;
 * the form shows why, next to the price.
 */
export const isPriceRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.code === 'PRICE_CHANGED' || error.code === 'INSTANT_BOOKING_UNAVAILABLE');

/** POST /api/mail/confirmationDemandeDevis: the server queues the confirmation e-mail. */
export const sendQuoteRequestMail = (mail: QuoteRequestMail) =>
  callEndpoint(quoteRequestMailEndpoint, { body: mail });

/**
 * Sends a filled form: the reservation, then the confirmation e-mail (docs/product/booking.md);
 * a trip booked at its price leaves at once for its checkout instead, its e-mail queued with it.
 * A retry of the same content reuses the idempotency key, so that a reservation recorded before a
 * failure (a lost answer, a failed mail call) is not recorded twice; a changed form is a new
 * attempt.
 */
export const useSubmitReservation = () => {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return useMutation({
    mutationFn: async (request: ReservationRequest): Promise<BookingResult> => {
      const body = JSON.stringify(request);
      if (attempt.current?.body !== body) {
        attempt.current = { key: newIdempotencyKey(), body };
      }
      const reservation = await createReservation(request, attempt.current.key);
      if (reservation.checkoutUrl) {
        leaveTo(reservation.checkoutUrl);
        return reservation;
      }
      await sendQuoteRequestMail({
        // last name, then first name (docs/product/booking.md)
        name: `${request.nom ?? ''} ${request.prenom ?? ''}`.trim(),
        email: request.email ?? '',
        date: request.date ?? '',
        ...(request.isGuest ? { isGuest: true } : {}),
      });
      return reservation;
    },
    // a request sent again after a success is a new request, not a retry
    onSuccess: () => {
      attempt.current = null;
    },
  });
};
