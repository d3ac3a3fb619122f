import type { QueryClient } from '@tanstack/react-query';

/*
 * The public services list is read under three query keys (the booking picker, the marketing
 * pages, the dashboard's Services tab): features do not import each other, so the keys live
 * here, and the back-office refreshes them all after a change so that this browser shows it at
 * once (docs/product/back-office.md#services).
 */
export const pickerServicesKey = ['services'] as const;
export const marketingServicesKey = ['marketing', 'services'] as const;
export const catalogueServicesKey = ['catalogue', 'services'] as const;

export const invalidateServiceCatalogue = (queryClient: QueryClient): Promise<unknown> =>
  Promise.all(
    [pickerServicesKey, marketingServicesKey, catalogueServicesKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, exact: true }),
    ),
  );
