import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api-client';

/**
 * GET /auth/check answers `{ error?, user? }` (spec). The user's fields are not specified yet,
 * so any non-null user counts as signed in. Move this schema to packages/shared with the auth
 * issue.
 */
const sessionCheckSchema = z.object({
  error: z.string().optional(),
  user: z.unknown().optional(),
});

export interface Session {
  isSignedIn: boolean;
}

/** Any failure (network, 401, 404 while the route does not exist yet) means "not signed in". */
export const checkSession = async (): Promise<Session> => {
  try {
    const { error, user } = await apiRequest('/auth/check', { schema: sessionCheckSchema });
    return { isSignedIn: !error && user !== undefined && user !== null && user !== false };
  } catch {
    return { isSignedIn: false };
  }
};

export const sessionQueryKey = ['auth', 'check'] as const;

export const useSession = () =>
  useQuery({ queryKey: sessionQueryKey, queryFn: checkSession, retry: false, staleTime: 60_000 });
