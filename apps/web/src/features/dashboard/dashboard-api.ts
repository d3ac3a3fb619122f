import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_EDITABLE_FIELDS,
  listServicesEndpoint,
  type DashboardReservation,
} from '@navette/shared';
import {
  deleteReservation,
  saveReservationChanges,
  type ReservationFieldChanges,
  type SaveOutcome,
} from '../../entities/reservation/admin-reservation-edits';
import { callEndpoint } from '../../lib/api-client';
import { catalogueServicesKey } from '../../entities/service/service-catalogue';
import { dashboardQueryKey } from '../../lib/admin-query-keys';

/*
 * The dashboard's lists and their edits (DashboardTabs, loaded after the figures); the figures'
 * own query is in dashboard-query.ts, the first screen's (docs/decisions/0040-scripts-after-first-paint.md).
 */

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

/** Sends only what changed (entities/reservation/admin-reservation-edits.ts), as the reservations page does. */
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
