import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import {
  googleSignInEndpoint,
  loginEndpoint,
  logoutEverywhereEndpoint,
  registerEndpoint,
  resendCodeEndpoint,
  RETURN_TO_PARAM,
  safeReturnPath,
  verifyEmailEndpoint,
} from '@navette/shared';
import type { Login, Register, SessionUser, Verify } from '@navette/shared';
import { ApiError, INVALID_RESPONSE, callEndpoint } from '../../lib/api-client';
import { sessionQueryKey, type Session } from './session-api';

/**
 * POST /auth/login. A 2xx answer without a user is a failure: 'Identifiants invalides'
 * (docs/product/accounts.md).
 */
export const login = async (credentials: Login): Promise<SessionUser> => {
  try {
    const { user } = await callEndpoint(loginEndpoint, { body: credentials });
    return user;
  } catch (error) {
    if (!(error instanceof ApiError && error.code === INVALID_RESPONSE)) throw error;
    throw new ApiError(
      i18next.t('auth.login.errors.invalidCredentials'),
      'INVALID_CREDENTIALS',
      error.status,
    );
  }
};

export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // the server's answer is the session: the nav bar and the user guard know at once, and no
      // refetch of the login page's own check races the page's redirect to `from`
      queryClient.setQueryData<Session>(sessionQueryKey, { isSignedIn: true, user });
    },
  });
};

export const register = (account: Register) => callEndpoint(registerEndpoint, { body: account });

export const useRegister = () => useMutation({ mutationFn: register });

export const verifyEmail = (payload: Verify) =>
  callEndpoint(verifyEmailEndpoint, { body: payload });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });

export const resendCode = (email: string) => callEndpoint(resendCodeEndpoint, { body: { email } });

export const useResendCode = () => useMutation({ mutationFn: resendCode });

/** Full-page navigation: the server sends the browser to Google and back (docs/product/accounts.md). */
/** Leaves for GET /auth/google, naming where to come back (`?next=`, checked again by the server). */
export const startGoogleSignIn = (returnTo?: string): void => {
  const next = safeReturnPath(returnTo);
  window.location.assign(
    next
      ? `${googleSignInEndpoint.path}?${new URLSearchParams({ [RETURN_TO_PARAM]: next }).toString()}`
      : googleSignInEndpoint.path,
  );
};

/** POST /auth/logout/all: ends every session of the account (docs/product/accounts.md#sign-out-everywhere). */
export const logoutEverywhere = () => callEndpoint(logoutEverywhereEndpoint);

export const useLogoutEverywhere = () => useMutation({ mutationFn: logoutEverywhere });
