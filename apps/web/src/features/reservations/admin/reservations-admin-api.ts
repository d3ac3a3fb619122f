import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminReservationEndpoint,
  listAdminReservationsEndpoint,
  recordOnBoardPaymentEndpoint,
  renewAdminDevisEndpoint,
  type AdminReservationDetail,
  type ReservationStatusFilter,
  type ReservationWhenFilter,
} from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';
import { isDevisRenewable } from '../../../entities/document/devis-validity';

/*
 * The back-office's reservation calls (docs/product/back-office.md#reservations): one page of
 * the list as the server searched, filtered and counted it; one reservation with its history;
 * the three edits and the delete, each naming the version of the copy the administrator saw.
 */

export interface ReservationListFilters {
  q: string;
  statut: ReservationStatusFilter;
  /** YYYY-MM-DD or empty */
  from: string;
  to: string;
  /** '' for both, 'true' paid, 'false' not paid */
  paid: '' | 'true' | 'false';
  /** the trips from today on (the page's default), before today, or all */
  when: ReservationWhenFilter;
  page: number;
  pageSize: number;
}

/** The query string of a list request: empty filters are left out. */
export const listQueryOf = (filters: ReservationListFilters): Record<string, string> => {
  const query: Record<string, string> = {
    page: String(filters.page),
    pageSize: String(filters.pageSize),
  };
  if (filters.q) query.q = filters.q;
  if (filters.statut !== 'tous') query.statut = filters.statut;
  query.when = filters.when;
  if (filters.from) query.from = filters.from;
  if (filters.to) query.to = filters.to;
  if (filters.paid) query.paid = filters.paid;
  return query;
};

const reservationsKey = ['admin', 'reservations'] as const;

export const useAdminReservations = (filters: ReservationListFilters) =>
  useQuery({
    queryKey: [...reservationsKey, 'list', listQueryOf(filters)],
    queryFn: ({ signal }) =>
      callEndpoint(listAdminReservationsEndpoint, { query: listQueryOf(filters), signal }),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export const useAdminReservation = (id: string | null) =>
  useQuery({
    queryKey: [...reservationsKey, 'detail', id],
    queryFn: ({ signal }) =>
      callEndpoint(getAdminReservationEndpoint, { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
  });

/**
 * How many requests wait for the company or the customer (statut `en attente`, any trip date):
 * the count that leads the back-office's tab title. Kept fresh by the same invalidations as the
 * list, and asked again when the operator comes back to the tab.
 */
export const usePendingRequestCount = (): number => {
  const query = { page: '1', pageSize: '1', statut: 'en attente', when: 'all' } as const;
  const { data } = useQuery({
    queryKey: [...reservationsKey, 'pending-count'],
    queryFn: ({ signal }) => callEndpoint(listAdminReservationsEndpoint, { query, signal }),
    refetchOnWindowFocus: true,
  });
  return data?.total ?? 0;
};

/** Forgets every cached list and detail: the next render asks the server again. */
export const useRefreshReservations = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reservationsKey });
};

/**
 * A devis that expired, or is about to, before the customer accepted it: a new one for the same
 * amount, valid from today, sent to the customer again (docs/product/documents.md). Only while
 * the reservation waits for an answer, has a devis and is not paid.
 */
export const canRenewDevis = (reservation: AdminReservationDetail): boolean =>
  reservation.statut === 'en attente' &&
  reservation.devis !== null &&
  !reservation.paid &&
  isDevisRenewable(reservation.devisValideJusquAu);

export const renewDevis = (reservation: { _id: string; version: number }) =>
  callEndpoint(renewAdminDevisEndpoint, {
    params: { id: reservation._id },
    body: { version: reservation.version },
  });

/**
 * A payment taken on board (card terminal or cash): recorded on the version shown; the server
 * issues the invoice and the payment e-mail as for a card payment online.
 */
export const recordOnBoardPayment = (
  reservation: { _id: string; version: number },
  payment: { method: 'terminal' | 'cash'; amount: number; paidAt: string },
) =>
  callEndpoint(recordOnBoardPaymentEndpoint, {
    params: { id: reservation._id },
    body: { version: reservation.version, ...payment },
  });
