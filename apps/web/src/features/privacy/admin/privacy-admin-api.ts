import { useMutation, useQuery } from '@tanstack/react-query';
import {
  adminPersonErasureEndpoint,
  adminPersonExportEndpoint,
  adminPrivacyOverviewEndpoint,
} from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';

/*
 * The back-office's data-protection calls (docs/product/data-protection.md): the retention
 * periods and the purge's last run, the export of everything held about a person (a download),
 * and the erasure of a person's data.
 */

export const useAdminPrivacyOverview = () =>
  useQuery({
    queryKey: ['admin', 'privacy'],
    queryFn: ({ signal }) => callEndpoint(adminPrivacyOverviewEndpoint, { signal }),
  });

/** The download of everything held about the person with this address (a JSON file). */
export const personExportUrl = (email: string): string =>
  `${adminPersonExportEndpoint.path}?${new URLSearchParams({ email }).toString()}`;

export const useErasePerson = () =>
  useMutation({
    mutationFn: (email: string) => callEndpoint(adminPersonErasureEndpoint, { body: { email } }),
  });
