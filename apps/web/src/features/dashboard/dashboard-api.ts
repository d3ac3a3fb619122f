import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_EDITABLE_FIELDS,
  adminDashboardEndpoint,
  listServicesEndpoint,
  type DashboardPeriod,
  type DashboardReservation,
} from '@navette/shared';
import {
  deleteReservation,
  saveReservationChanges,
  type ReservationFieldChanges,
  type SaveOutcome,
} from '../../lib/admin-reservation-edits';
import { callEndpoint } from '../../lib/api-client';
import { catalogueServicesKey } from '../../lib/service-catalogue';

import { dashboardQueryKey } from '../../lib/admin-query-keys';

export { dashboardQueryKey };

/** Everything the dashboard shows, keyed by its period and year (docs/product/back-office.md#dashboard). */

export const useDashboard = (period: DashboardPeriod, year: number | undefined) =>
  useQuery({
    queryKey: [...dashboardQueryKey, period, year ?? 'current'],
    queryFn: ({ signal }) =>
      callEndpoint(adminDashboardEndpoint, {
        signal,
        query: year === undefined ? { period } : { period, year: String(year) },
      }),
    // the figures stay on screen while another period or year loads
    placeholderData: keepPreviousData,
  });

/** The catalogue's services, as the public pages read them (the Services tab). */
export const useCatalogueServices = () =>
  useQuery({
    queryKey: catalogueServicesKey,
    queryFn: ({ signal }) => callEndpoint(listServicesEndpoint, { signal }),
    staleTime: 60_000,
  });

/** The values of the dashboard's edit form (docs/product/back-office.md#reservation-edit-form). */
export type ReservationEdit = Pick<
  DashboardReservation,
  | 'nom'
  | 'email'
  | 'date'
  | 'heure'
  | 'nombre_personnes'
  | 'adresse_depart'
  | 'adresse_arrivee'
  | 'devis'
  | 'statut'
>;

/** Sends only what changed (lib/admin-reservation-edits.ts), as the reservations page does. */
export const saveReservationEdit = (
  original: DashboardReservation,
  edited: ReservationEdit,
): Promise<SaveOutcome> => {
  const fields: ReservationFieldChanges = {};
  for (const field of ADMIN_EDITABLE_FIELDS) {
    if (edited[field] !== original[field]) Object.assign(fields, { [field]: edited[field] });
  }
  return saveReservationChanges(original, {
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
    ...(edited.devis !== null && edited.devis !== original.devis ? { devis: edited.devis } : {}),
    ...(edited.statut !== original.statut ? { statut: edited.statut } : {}),
  });
};

export const useSaveReservationEdit = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      original,
      edited,
    }: {
      original: DashboardReservation;
      edited: ReservationEdit;
    }) => saveReservationEdit(original, edited),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
};

export const useDeleteReservation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reservation: DashboardReservation) => deleteReservation(reservation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
};
