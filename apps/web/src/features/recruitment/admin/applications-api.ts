import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteApplicationEndpoint, listApplicationsEndpoint } from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';

/*
 * The back-office's job applications (docs/product/back-office.md#applications): one page of
 * 25 as the server searched and counted it, and the deletion of an application with its CV.
 */

export interface ApplicationListQuery {
  q: string;
  page: number;
}

const applicationsKey = ['admin', 'applications'] as const;

const queryOf = ({ q, page }: ApplicationListQuery): Record<string, string> =>
  q ? { q, page: String(page) } : { page: String(page) };

export const useApplications = (query: ApplicationListQuery) =>
  useQuery({
    queryKey: [...applicationsKey, queryOf(query)],
    queryFn: ({ signal }) =>
      callEndpoint(listApplicationsEndpoint, { query: queryOf(query), signal }),
    // the previous page stays on screen while the next one loads
    placeholderData: keepPreviousData,
  });

export const deleteApplication = (id: string) =>
  callEndpoint(deleteApplicationEndpoint, { params: { id } });

/** Forgets every cached page: the next render asks the server again. */
export const useRefreshApplications = () => {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: applicationsKey });
};
