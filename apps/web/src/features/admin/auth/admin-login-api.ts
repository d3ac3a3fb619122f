import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  adminCodeEndpoint,
  adminEnrolmentConfirmEndpoint,
  adminEnrolmentEndpoint,
  adminLoginEndpoint,
  adminLoginPasswordEndpoint,
  type AdminSignInStep,
  type adminCodeSchema,
  type adminLoginSchema,
  type adminPasswordChangeSchema,
} from '@navette/shared';
import { callEndpoint } from '../../../lib/api-client';
import { adminCheckQueryKey } from './admin-auth-api';

/*
 * The back-office sign-in in steps (docs/product/back-office.md#sign-in): each call answers the
 * next step, and the server keeps the sign-in in progress in an HttpOnly cookie. The last step
 * opens the admin session in the admin cookie; the bearer token it also returns is for API
 * clients and is not kept here.
 */

export type AdminCredentials = z.output<typeof adminLoginSchema>;
export type AdminNewPassword = z.output<typeof adminPasswordChangeSchema>;
export type AdminCodeInput = z.output<typeof adminCodeSchema>;

const nextStep = ({ next }: { next: AdminSignInStep }) => next;

export const useAdminLogin = () =>
  useMutation({
    mutationFn: async (body: AdminCredentials) =>
      nextStep(await callEndpoint(adminLoginEndpoint, { body })),
  });

export const useAdminPasswordChange = () =>
  useMutation({
    mutationFn: async (body: AdminNewPassword) =>
      nextStep(await callEndpoint(adminLoginPasswordEndpoint, { body })),
  });

/**
 * A new secret to scan. A query rather than a mutation, so that the screen asks once however
 * often it renders (each call replaces the secret not yet confirmed); never refetched, never kept.
 */
export const useAdminEnrolment = () =>
  useQuery({
    queryKey: ['admin', 'enrolment'],
    queryFn: () => callEndpoint(adminEnrolmentEndpoint),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** The server just opened the session: the admin guard need not ask before the dashboard shows. */
export const useMarkSignedIn = () => {
  const queryClient = useQueryClient();
  return () => queryClient.setQueryData(adminCheckQueryKey, true);
};

/**
 * Confirms the enrolment; answers the recovery codes to show once. The session is open, but the
 * page marks it so only once the codes have been read (useMarkSignedIn).
 */
export const useAdminEnrolmentConfirm = () =>
  useMutation({
    mutationFn: async (body: AdminCodeInput) => {
      const { recoveryCodes } = await callEndpoint(adminEnrolmentConfirmEndpoint, { body });
      return recoveryCodes;
    },
  });

export const useAdminCode = () => {
  const signedIn = useMarkSignedIn();
  return useMutation({
    mutationFn: async (body: AdminCodeInput) => {
      await callEndpoint(adminCodeEndpoint, { body });
    },
    onSuccess: signedIn,
  });
};
