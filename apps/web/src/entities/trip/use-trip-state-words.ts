import { useTranslation } from 'react-i18next';
import type { TripState } from '@navette/shared';
import { formatClock } from '../../lib/format';

/**
 * A leg's state in words, and with the time it was reported (« En route à 14:05 », Paris time):
 * the same words on the chauffeur's run sheet and on the customer's reservation
 * (docs/product/dispatch.md#the-run-sheet).
 */
export const useTripStateWords = () => {
  const { t, i18n } = useTranslation('common');
  const state = (value: TripState | 'none'): string => t(`tripStates.${value}`);
  return {
    state,
    stateAt: (value: TripState, at: string): string =>
      t('tripStateAt', { state: state(value), time: formatClock(at, i18n.language) }),
  };
};
