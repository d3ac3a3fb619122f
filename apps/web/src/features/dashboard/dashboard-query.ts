import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminDashboardEndpoint, type DashboardPeriod } from '@navette/shared';
import { dashboardQueryKey } from '../../lib/admin-query-keys';
import { callEndpoint } from '../../lib/api-client';

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
