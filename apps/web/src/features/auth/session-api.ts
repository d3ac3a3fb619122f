import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  ROUTES,
  loginSuccessEndpoint,
  logoutEndpoint,
  sessionCheckEndpoint,
} from '@navette/shared';
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

/** The session check, as the guards and the navigation read it and as main.tsx starts it early. */
export const sessionQuery = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: checkSession,
  retry: false,
  staleTime: 60_000,
});

export const useSession = () => useQuery(sessionQuery);

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

const logoutMutationKey = [...authQueryKey, 'logout'] as const;

export const useLogout = () => useMutation({ mutationKey: logoutMutationKey, mutationFn: logout });

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

/**
 * Signing out (docs/product/accounts.md#sign-out): GET /auth/logout, then home. Any page may
 * offer it (the navigation bar, the profile page); `onError` tells the visitor in that page's way.
 * The session queries are told by `useFinishSignOut`, once home is on screen.
 */
export const useSignOut = ({
  onSuccess,
  onError,
}: {
  onSuccess?: () => void;
  onError: (error: unknown) => void;
}) => {
  const navigate = useNavigate();
  const logoutMutation = useLogout();
  const signOut = () =>
    logoutMutation.mutate(undefined, {
      onSuccess: () => {
        onSuccess?.();
        void navigate(ROUTES.home);
      },
      onError,
    });
  return { signOut, isPending: logoutMutation.isPending };
};

/**
 * Ends the session another way than signing out: deleting the account
 * (docs/product/accounts.md). `end` runs under the sign-out's mutation key, so that once home is
 * on screen `useFinishSignOut` marks the visitor signed out as after a sign-out. The returned
 * call rejects with `end`'s error, and then nothing has changed.
 */
export const useEndSession = <T>(end: (input: T) => Promise<unknown>) => {
  const navigate = useNavigate();
  const ending = useMutation({ mutationKey: [...logoutMutationKey, 'ended'], mutationFn: end });
  return async (input: T): Promise<void> => {
    await ending.mutateAsync(input);
    void navigate(ROUTES.home);
  };
};

/**
 * Marks the visitor signed out once home is on screen after a sign-out, whichever page started
 * it: the router commits in a transition, and a protected page still shown would send the
 * visitor to /login the moment the session reads signed out. Mounted by a component every public
 * page shows (the navigation bar), since the page that signed out may be gone by then.
 */
export const useFinishSignOut = () => {
  const queryClient = useQueryClient();
  const markSignedOut = useMarkSignedOut();
  const { pathname } = useLocation();
  const finished = useMutationState({
    filters: { mutationKey: logoutMutationKey, status: 'success' },
  }).length;
  useEffect(() => {
    if (finished === 0 || pathname !== ROUTES.home) return;
    const cache = queryClient.getMutationCache();
    cache
      // the sign-out's and every other end of the session (a key under logoutMutationKey)
      .findAll({ mutationKey: logoutMutationKey, status: 'success' })
      .forEach((mutation) => cache.remove(mutation));
    markSignedOut();
  }, [finished, pathname, queryClient, markSignedOut]);
};
