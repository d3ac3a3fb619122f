import type { CustomerTripLeg } from '@navette/shared';
import type { Queryable } from '../../db/client';
import { findLegs, type TripLeg } from './legs.repository';

/*
 * The trip as its customer follows it (docs/product/dispatch.md#the-customer-follows-the-trip):
 * each leg's latest state with its time, the chauffeur's first name and phone, the vehicle. The
 * customer's reservation and the "Gérer ma réservation" page both read it from here; whose
 * reservation it is was checked before.
 */

/** The first name the customer is given: the first word of the chauffeur's name. */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

const customerLegOf = (leg: TripLeg): CustomerTripLeg => ({
  leg: leg.leg,
  state: leg.state,
  stateAt: leg.state ? leg.stateTimes[leg.state] : null,
  chauffeur: leg.chauffeur && {
    prenom: firstNameOf(leg.chauffeur.name),
    telephone: leg.chauffeur.telephone,
  },
  vehicule: leg.vehicle && {
    modele: leg.vehicle.nom,
    couleur: leg.vehicle.couleur,
    plaque: leg.vehicle.plaque,
  },
});

/**
 * The legs of a confirmed or completed reservation, in pick-up order (the outbound first); undefined for any other
 * (a request, a cancelled trip: nothing is driven).
 */
export const customerTripOf = async (
  db: Queryable,
  reservationId: string,
): Promise<CustomerTripLeg[] | undefined> => {
  const legs = await findLegs(db, { reservationId });
  if (legs.length === 0) return undefined;
  return legs.map(customerLegOf);
};
