import { useRef } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import {
  createReservationEndpoint,
  listServicesEndpoint,
  quoteRequestMailEndpoint,
} from '@navette/shared';
import type { QuoteRequestMail, Reservation, ReservationRequest, Service } from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';
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

/** POST /api/reservations; the key lets the server record one reservation however often it is sent. */
export const createReservation = (
  request: ReservationRequest,
  idempotencyKey: string,
): Promise<Reservation> =>
  callEndpoint(createReservationEndpoint, {
    body: request,
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });

/** POST /api/mail/confirmationDemandeDevis: the server queues the confirmation e-mail. */
export const sendQuoteRequestMail = (mail: QuoteRequestMail) =>
  callEndpoint(quoteRequestMailEndpoint, { body: mail });

/**
 * Sends a filled form: the reservation, then the confirmation e-mail (docs/product/booking.md).
 * A retry of the same content reuses the idempotency key, so that a reservation recorded before a
 * failure (a lost answer, a failed mail call) is not recorded twice; a changed form is a new
 * attempt.
 */
export const useSubmitReservation = () => {
  const attempt = useRef<{ key: string; body: string } | null>(null);
  return useMutation({
    mutationFn: async (request: ReservationRequest): Promise<Reservation> => {
      const body = JSON.stringify(request);
      if (attempt.current?.body !== body) {
        attempt.current = { key: newIdempotencyKey(), body };
      }
      const reservation = await createReservation(request, attempt.current.key);
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
