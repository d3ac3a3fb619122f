import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SessionCheck, SessionUser } from '@navette/shared';
import { apiRequest } from '../../lib/api-client';
import { checkWith, hasStrings, isRecord } from '../../lib/response-guards';

/*
 * The visitor's session, as every public page needs it (navigation bar, guards). Kept apart from
 * the sign-in forms' calls so that the pages do not carry the forms' validation code.
 */

const sessionCheck = checkWith(
  (value): value is SessionCheck =>
    (isRecord(value) && hasStrings(value.user, ['_id', 'name', 'email'])) ||
    hasStrings(value, ['error', 'code']),
);
const messageCheck = checkWith((value): value is { message: string } =>
  hasStrings(value, ['message']),
);

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
    const answer = await apiRequest(path, { schema: sessionCheck });
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

/** GET /auth/logout (spec), then every session query learns the visitor is signed out. */
export const logout = () => apiRequest('/auth/logout', { schema: messageCheck });

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
