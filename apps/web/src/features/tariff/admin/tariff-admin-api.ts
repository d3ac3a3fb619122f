import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getAdminTariffEndpoint,
  getTariffVersionEndpoint,
  listServicesEndpoint,
  listVehiclesEndpoint,
  saveAdminTariffEndpoint,
  simulateTariffEndpoint,
  type SaveTariff,
  type TariffSimulation,
} from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';
import { catalogueServicesKey } from '../../../entities/service/service-catalogue';

/*
 * The back-office's tariff calls (docs/product/back-office.md#tarifs): the current version and
 * the list, one past version, a save (a new version), the simulator; and the services and the
 * fleet that name the rates' pairs.
 */

const tariffKey = ['admin', 'tariff'] as const;

export const useAdminTariff = () =>
  useQuery({
    queryKey: tariffKey,
    queryFn: ({ signal }) => callEndpoint(getAdminTariffEndpoint, { signal }),
    // a refetch on focus must not look like someone else's save while a draft is typed
    refetchOnWindowFocus: false,
  });

/** One past version, loaded when `version` is set; versions never change once saved. */
export const useTariffVersion = (version: number | null) =>
  useQuery({
    queryKey: [...tariffKey, 'version', version],
    queryFn: ({ signal }) =>
      callEndpoint(getTariffVersionEndpoint, { params: { version: String(version) }, signal }),
    enabled: version !== null,
    staleTime: Infinity,
  });

/** Saves a new version; the answer is the new current version and list, kept as the query's. */
export const useSaveTariff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTariff) => callEndpoint(saveAdminTariffEndpoint, { body }),
    onSuccess: (answer) => queryClient.setQueryData(tariffKey, answer),
  });
};

export const useSimulateTariff = () =>
  useMutation({
    mutationFn: (body: TariffSimulation) => callEndpoint(simulateTariffEndpoint, { body }),
  });

/** The catalogue's services, under the key the services page refreshes after a change. */
export const useTariffServices = () =>
  useQuery({
    queryKey: catalogueServicesKey,
    queryFn: ({ signal }) => callEndpoint(listServicesEndpoint, { signal }),
    staleTime: 60_000,
  });

/** The fleet, under the key the vehicles page refreshes after a change. */
export const useTariffVehicles = () =>
  useQuery({
    queryKey: ['admin', 'vehicles'],
    queryFn: ({ signal }) => callEndpoint(listVehiclesEndpoint, { signal }),
  });
