import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIP_LEG_KINDS } from '@navette/shared';
import { TitledSection } from '../../../components/TitledSection';
import { LegAssignment } from './LegAssignment';

/**
 * The "Affectation" section of a reservation in the back-office: one assignment per leg, the
 * return's only for a round trip, and only once the reservation is confirmed
 * (docs/product/dispatch.md#assignment).
 */
export const ReservationLegs = ({
  reservation,
}: {
  reservation: { _id: string; statut: string; retour: boolean };
}) => {
  const { t } = useTranslation('admin');
  const titleId = useId();
  if (reservation.statut !== 'confirmé') return null;
  const legs = TRIP_LEG_KINDS.filter((leg) => leg === 'aller' || reservation.retour);
  return (
    <TitledSection
      titleId={titleId}
      title={t('adminAssignment.title')}
      titleClassName="text-lg font-semibold text-ink-900"
      level={3}
      className="mt-6 space-y-6 border-t border-slate-200 pt-4"
    >
      {legs.map((leg) => (
        <LegAssignment key={leg} reservationId={reservation._id} leg={leg} />
      ))}
    </TitledSection>
  );
};
