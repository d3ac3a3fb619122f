import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createVehicleEndpoint,
  deleteVehicleEndpoint,
  listVehiclesEndpoint,
  updateVehicleEndpoint,
  type VehicleInput,
} from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';
import { dashboardQueryKey } from '../../lib/admin-query-keys';

/*
 * The back-office's fleet calls (docs/product/back-office.md#vehicles). Every change forgets the
 * list and the dashboard (its footer counts the vehicles, its tab lists them).
 */

const vehiclesKey = ['admin', 'vehicles'] as const;

export const useVehicles = () =>
  useQuery({
    queryKey: vehiclesKey,
    queryFn: ({ signal }) => callEndpoint(listVehiclesEndpoint, { signal }),
  });

const useRefresh = () => {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: vehiclesKey }),
      queryClient.invalidateQueries({ queryKey: dashboardQueryKey }),
    ]);
  };
};

/** Adds a vehicle (`id` null) or replaces the fields of one. */
export const useSaveVehicle = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: VehicleInput }) =>
      id === null
        ? callEndpoint(createVehicleEndpoint, { body })
        : callEndpoint(updateVehicleEndpoint, { params: { id }, body }),
    onSuccess: refresh,
  });
};

export const useDeleteVehicle = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => callEndpoint(deleteVehicleEndpoint, { params: { id } }),
    onSuccess: refresh,
  });
};
