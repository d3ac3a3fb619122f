import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerReservation, CustomerTripLeg } from '@navette/shared';
import { PhoneLink } from '../../../components/ContactLinks';
import { useTripStateWords } from '../../../entities/trip/use-trip-state-words';
import { useMyReservation } from './customer-reservations-api';

/** `Mercedes Classe V noire · GA-123-BC`, what is known of it (as the e-mails write it). */
const vehicleLine = (vehicule: NonNullable<CustomerTripLeg['vehicule']>): string =>
  [vehicule.couleur ? `${vehicule.modele} ${vehicule.couleur}` : vehicule.modele, vehicule.plaque]
    .filter(Boolean)
    .join(' · ');

/**
 * The trip as it is driven (docs/product/dispatch.md#the-customer-follows-the-trip): for each leg,
 * the latest state with its time (« Sur place à 09:58 »), or that no chauffeur is assigned yet;
 * then the chauffeur's first name and phone, and the vehicle.
 */
export const CustomerTripLegs = ({ trajet }: { trajet: CustomerTripLeg[] }) => {
  const { t } = useTranslation('account');
  const words = useTripStateWords();
  const titleId = useId();
  const stateOf = (leg: CustomerTripLeg): string => {
    if (leg.state && leg.stateAt) return words.stateAt(leg.state, leg.stateAt);
    return leg.chauffeur ? words.state('none') : t('customerReservations.trip.unassigned');
  };
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-2 rounded-md bg-ink-50 p-3">
      <h4 id={titleId} className="font-semibold text-ink-900">
        {t('customerReservations.trip.title')}
      </h4>
      <ul className="flex flex-col gap-3">
        {trajet.map((leg) => (
          <li key={leg.leg} className="flex flex-col gap-1 text-sm text-slate-700">
            {trajet.length > 1 && (
              <span className="text-xs font-semibold uppercase text-slate-600">
                {t(`customerReservations.trip.legs.${leg.leg}`)}
              </span>
            )}
            <span className="font-medium text-ink-900">{stateOf(leg)}</span>
            {leg.chauffeur && (
              <span>
                {t('customerReservations.trip.chauffeur', { name: leg.chauffeur.prenom })}
                {' · '}
                <PhoneLink phone={leg.chauffeur.telephone} className="font-semibold underline" />
              </span>
            )}
            {leg.vehicule && (
              <span>
                {t('customerReservations.trip.vehicle', { vehicle: vehicleLine(leg.vehicule) })}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
};

/**
 * The trip of a confirmed or completed reservation. The list of the customer area does not carry
 * it: it is read with the one reservation, at once for a confirmed trip (the one to follow), on
 * demand (`open`) for a completed one; the "Gérer ma réservation" page has it already.
 */
export const CustomerTrip = ({
  reservation: r,
  open,
}: {
  reservation: CustomerReservation;
  open: boolean;
}) => {
  const driven = r.statut === 'confirmé' || r.statut === 'terminé';
  const wanted = driven && !r.trajet && (r.statut === 'confirmé' || open);
  const detail = useMyReservation(wanted ? r._id : null);
  const trajet = r.trajet ?? (wanted ? detail.data?.trajet : undefined);
  return driven && trajet?.length ? <CustomerTripLegs trajet={trajet} /> : null;
};
