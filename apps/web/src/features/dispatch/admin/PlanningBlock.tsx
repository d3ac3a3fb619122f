import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { TripLegView } from '@navette/shared';
import { isUnassigned } from './planning-layout';

/** A leg as the planning shows it: time, reference, from → to, state; a button that opens it. */
export const PlanningBlock = ({
  leg,
  onOpen,
  className = '',
  style,
}: {
  leg: TripLegView;
  onOpen: (leg: TripLegView) => void;
  className?: string;
  style?: CSSProperties;
}) => {
  const { t } = useTranslation('admin');
  const tone = isUnassigned(leg) ? 'border-warning-600 bg-warning-50' : 'border-ink-600 bg-ink-50';
  return (
    <button
      type="button"
      onClick={() => onOpen(leg)}
      style={style}
      className={`overflow-hidden rounded-md border-l-4 px-2 py-1 text-left text-xs text-ink-900 shadow-xs hover:brightness-95 focus:outline-3 focus:outline-gold-300 ${tone} ${className}`}
    >
      <span className="block font-semibold">
        {leg.heure} · {leg.reference} · {t(`adminPlanning.legs.${leg.leg}`)}
      </span>
      <span className="block truncate">
        {t('adminAssignment.route', { from: leg.from, to: leg.to })}
      </span>
      <span className="block text-slate-600">{t(`tripStates.${leg.state ?? 'none'}`)}</span>
    </button>
  );
};
