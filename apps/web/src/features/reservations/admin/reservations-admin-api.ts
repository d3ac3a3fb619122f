import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteAdminReservationEndpoint,
  getAdminReservationEndpoint,
  listAdminReservationsEndpoint,
  updateAdminDevisEndpoint,
  updateAdminReservationEndpoint,
  updateAdminStatutEndpoint,
  type AdminReservationDetail,
  type ReservationStatusFilter,
} from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';
import type { ReservationChanges } from './reservation-edit';

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

/** Forgets every cached list and detail: the next render asks the server again. */
export const useRefreshReservations = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: reservationsKey });
};

export interface SaveOutcome {
  reservation: AdminReservationDetail;
  /** the fields or the status were saved */
  updated: boolean;
  /** the quote was saved: whether its e-mail was queued */
  devisMailQueued?: boolean;
}

/**
 * Sends the changes in the documented order — the fields, the quote, the status — each call with
 * the version the previous one answered, so that the administrator's own calls never look stale
 * to the server while another person's change in between still does.
 */
export const saveReservationChanges = async (
  reservation: AdminReservationDetail,
  changes: ReservationChanges,
): Promise<SaveOutcome> => {
  const params = { id: reservation._id };
  let current = reservation;
  let updated = false;
  let devisMailQueued: boolean | undefined;
  if (changes.fields) {
    current = await callEndpoint(updateAdminReservationEndpoint, {
      params,
      body: { version: current.version, ...changes.fields },
    });
    updated = true;
  }
  if (changes.devis !== undefined) {
    const result = await callEndpoint(updateAdminDevisEndpoint, {
      params,
      body: { version: current.version, devis: changes.devis },
    });
    current = result.reservation;
    devisMailQueued = result.mailQueued;
  }
  if (changes.statut !== undefined) {
    current = await callEndpoint(updateAdminStatutEndpoint, {
      params,
      body: { version: current.version, statut: changes.statut },
    });
    updated = true;
  }
  return devisMailQueued === undefined
    ? { reservation: current, updated }
    : { reservation: current, updated, devisMailQueued };
};

export const deleteReservation = (reservation: { _id: string; version: number }) =>
  callEndpoint(deleteAdminReservationEndpoint, {
    params: { id: reservation._id },
    query: { version: String(reservation.version) },
  });
