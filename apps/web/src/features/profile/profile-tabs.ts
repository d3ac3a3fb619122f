import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const PROFILE_TABS = ['profile', 'reservations', 'avis', 'donnees'] as const;
export type ProfileTab = (typeof PROFILE_TABS)[number];

const isProfileTab = (value: string | null): value is ProfileTab =>
  PROFILE_TABS.some((tab) => tab === value);

/**
 * The open tab lives in the address (`?tab=reservations`), so that a link opens it: the payment
 * pages send the customer back to their reservations. Anything else opens the profile.
 */
export const useProfileTab = () => {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isProfileTab(requested) ? requested : 'profile';
  const setTab = useCallback(
    (next: ProfileTab) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('tab', next);
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [tab, setTab] as const;
};
