import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { loginResponseSchema, messageResponseSchema, sessionCheckSchema } from '@navette/shared';
import type { Login, Register, SessionUser, Verify } from '@navette/shared';
import { ApiError, apiRequest } from '../../lib/api-client';

export interface Session {
  isSignedIn: boolean;
  user: SessionUser | null;
}

const SIGNED_OUT: Session = { isSignedIn: false, user: null };

/**
 * GET /auth/check and GET /auth/login/success answer `{ user }` when signed in and
 * `{ error, code }` when not. Any failure (network, 401, an unexpected shape) means "not signed in"
 * (spec: a failed session check is treated as signed out).
 */
const readSession = async (path: string): Promise<Session> => {
  try {
    const answer = await apiRequest(path, { schema: sessionCheckSchema });
    return 'user' in answer ? { isSignedIn: true, user: answer.user } : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
};

export const checkSession = (): Promise<Session> => readSession('/auth/check');

/** Every query about the visitor's session starts with this key: invalidating it refreshes all. */
export const authQueryKey = ['auth'] as const;
export const sessionQueryKey = [...authQueryKey, 'check'] as const;
const loginSuccessQueryKey = [...authQueryKey, 'login-success'] as const;

export const useSession = () =>
  useQuery({ queryKey: sessionQueryKey, queryFn: checkSession, retry: false, staleTime: 60_000 });

/** The login page's own check on load (spec: GET /auth/login/success). */
export const useLoginSuccess = () =>
  useQuery({
    queryKey: loginSuccessQueryKey,
    queryFn: () => readSession('/auth/login/success'),
    retry: false,
    staleTime: 0,
  });

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

/** GET /auth/logout (spec), then every session query learns the visitor is signed out. */
export const logout = () => apiRequest('/auth/logout', { schema: messageResponseSchema });

export const useLogout = () => useMutation({ mutationFn: logout });

/**
 * Tells every session query that the visitor is signed out. Call it once they have left any
 * protected page: on one, the user guard would send them to /login instead (spec: logout goes
 * home).
 */
export const useMarkSignedOut = () => {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData<Session>(sessionQueryKey, SIGNED_OUT);
    void queryClient.invalidateQueries({ queryKey: authQueryKey });
  }, [queryClient]);
};

/** Full-page navigation: the server sends the browser to Google and back (spec §7). */
export const startGoogleSignIn = (): void => window.location.assign('/auth/google');
