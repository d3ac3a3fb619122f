import { useMutation, useQuery } from '@tanstack/react-query';
import {
  testCheckoutCancelEndpoint,
  testCheckoutEndpoint,
  testCheckoutPayEndpoint,
} from '@navette/shared';
import { callEndpoint } from '../../lib/api-client';

/*
 * The built-in test checkout (docs/decisions/0028-card-payments.md): the session as the server
 * knows it, and its two buttons. Both answer where the browser goes next (the success or the
 * cancelled page), as a provider's hosted checkout would send it there.
 */

export const useTestCheckout = (sessionId: string | null) =>
  useQuery({
    queryKey: ['payments', 'test-checkout', sessionId],
    queryFn: ({ signal }) =>
      callEndpoint(testCheckoutEndpoint, { signal, params: { id: sessionId ?? '' } }),
    enabled: sessionId !== null,
  });

export const useTestCheckoutAction = (sessionId: string, action: 'pay' | 'cancel') =>
  useMutation({
    mutationFn: () =>
      callEndpoint(action === 'pay' ? testCheckoutPayEndpoint : testCheckoutCancelEndpoint, {
        params: { id: sessionId },
      }),
  });
