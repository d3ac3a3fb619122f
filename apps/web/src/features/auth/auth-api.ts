import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { loginResponseSchema, messageResponseSchema } from '@navette/shared';
import type { Login, Register, SessionUser, Verify } from '@navette/shared';
import { ApiError, apiRequest } from '../../lib/api-client';
import { sessionQueryKey, type Session } from './session-api';

/** POST /auth/login. A 2xx answer without a user is a failure: 'Identifiants invalides' (spec §7). */
export const login = async (credentials: Login): Promise<SessionUser> => {
  const answer = await apiRequest('/auth/login', { method: 'POST', body: credentials });
  const parsed = loginResponseSchema.safeParse(answer);
  if (!parsed.success) {
    throw new ApiError(
      i18next.t('auth.login.errors.invalidCredentials'),
      'INVALID_CREDENTIALS',
      200,
    );
  }
  return parsed.data.user;
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

export const register = (account: Register) =>
  apiRequest('/auth/register', { method: 'POST', body: account, schema: messageResponseSchema });

export const useRegister = () => useMutation({ mutationFn: register });

export const verifyEmail = (payload: Verify) =>
  apiRequest('/auth/verify', { method: 'POST', body: payload, schema: messageResponseSchema });

export const useVerifyEmail = () => useMutation({ mutationFn: verifyEmail });

export const resendCode = (email: string) =>
  apiRequest('/auth/verify/resend', {
    method: 'POST',
    body: { email },
    schema: messageResponseSchema,
  });

export const useResendCode = () => useMutation({ mutationFn: resendCode });

/** Full-page navigation: the server sends the browser to Google and back (spec §7). */
export const startGoogleSignIn = (): void => window.location.assign('/auth/google');
