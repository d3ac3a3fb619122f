import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { loginSuccessEndpoint, logoutEndpoint, sessionCheckEndpoint } from '@navette/shared';
import type { SessionUser } from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/*
 * The visitor's session, as every public page needs it (navigation bar, guards). Kept apart from
 * the sign-in forms' calls so that the pages do not carry the forms' validation code.
 */

export interface Session {
  isSignedIn: boolean;
  user: SessionUser | null;
}

const SIGNED_OUT: Session = { isSignedIn: false, user: null };

/**
 * GET /auth/check and GET /auth/login/success answer `{ user }` when signed in and
 * `{ error, code }` when not. Any failure (network, 401, an unexpected shape) means "not signed in"
 * (docs/product/accounts.md: a failed session check is treated as signed out).
 */
const readSession = async (
  endpoint: typeof sessionCheckEndpoint | typeof loginSuccessEndpoint,
): Promise<Session> => {
  try {
    const answer = await callEndpoint(endpoint);
    return 'user' in answer ? { isSignedIn: true, user: answer.user } : SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
};

export const checkSession = (): Promise<Session> => readSession(sessionCheckEndpoint);

/** Every query about the visitor's session starts with this key: invalidating it refreshes all. */
export const authQueryKey = ['auth'] as const;
export const sessionQueryKey = [...authQueryKey, 'check'] as const;
const loginSuccessQueryKey = [...authQueryKey, 'login-success'] as const;

export const useSession = () =>
  useQuery({ queryKey: sessionQueryKey, queryFn: checkSession, retry: false, staleTime: 60_000 });

/** The login page's own check on load (GET /auth/login/success, docs/product/accounts.md). */
export const useLoginSuccess = () =>
  useQuery({
    queryKey: loginSuccessQueryKey,
    queryFn: () => readSession(loginSuccessEndpoint),
    retry: false,
    staleTime: 0,
  });

/** GET /auth/logout (docs/product/accounts.md), then every session query learns the visitor is signed out. */
export const logout = () => callEndpoint(logoutEndpoint);

export const useLogout = () => useMutation({ mutationFn: logout });

/**
 * Tells every session query that the visitor is signed out. Call it once they have left any
 * protected page: on one, the user guard would send them to /login instead (signing out goes
 * home, docs/product/accounts.md).
 */
export const useMarkSignedOut = () => {
  const queryClient = useQueryClient();
  return useCallback(() => {
    queryClient.setQueryData<Session>(sessionQueryKey, SIGNED_OUT);
    void queryClient.invalidateQueries({ queryKey: authQueryKey });
  }, [queryClient]);
};
