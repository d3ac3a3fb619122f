import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_EDITABLE_FIELDS,
  adminDashboardEndpoint,
  deleteAdminReservationEndpoint,
  listServicesEndpoint,
  updateAdminDevisEndpoint,
  updateAdminReservationEndpoint,
  updateAdminStatutEndpoint,
  type AdminReservationUpdate,
  type DashboardPeriod,
  type DashboardReservation,
} from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/** Everything the dashboard shows, keyed by its period and year (docs/product/back-office.md#dashboard). */
export const dashboardQueryKey = ['admin', 'dashboard'] as const;

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
    queryKey: ['catalogue', 'services'],
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

export interface ReservationEditResult {
  /** a new quote was saved: did its e-mail leave with it? */
  devis?: { mailQueued: boolean };
}

/**
 * Sends only what changed, in the spec's three calls (fields, quote, status), each on the version
 * the previous one answered, so that another administrator's change meanwhile is refused.
 */
export const saveReservationEdit = async (
  original: DashboardReservation,
  edited: ReservationEdit,
): Promise<ReservationEditResult> => {
  const params = { id: original._id };
  let { version } = original;
  const result: ReservationEditResult = {};
  const changed: Partial<AdminReservationUpdate> = {};
  for (const field of ADMIN_EDITABLE_FIELDS) {
    if (edited[field] !== original[field]) Object.assign(changed, { [field]: edited[field] });
  }
  if (Object.keys(changed).length > 0) {
    ({ version } = await callEndpoint(updateAdminReservationEndpoint, {
      params,
      body: { ...changed, version },
    }));
  }
  if (edited.devis !== null && edited.devis !== original.devis) {
    const saved = await callEndpoint(updateAdminDevisEndpoint, {
      params,
      body: { devis: edited.devis, version },
    });
    ({ version } = saved.reservation);
    result.devis = { mailQueued: saved.mailQueued };
  }
  if (edited.statut !== original.statut) {
    await callEndpoint(updateAdminStatutEndpoint, {
      params,
      body: { statut: edited.statut, version },
    });
  }
  return result;
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
    mutationFn: (reservation: DashboardReservation) =>
      callEndpoint(deleteAdminReservationEndpoint, {
        params: { id: reservation._id },
        query: { version: String(reservation.version) },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
  });
};
