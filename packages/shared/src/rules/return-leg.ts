/** What a reservation says of its return, as stored and as the API carries it. */
export interface RoundTripFields {
  retour: boolean | null;
  dateRetour: string | null;
  heureRetour: string | null;
  adresseDepart: string;
  adresseArrivee: string;
  adresseDepartRetour: string | null;
  adresseArriveeRetour: string | null;
}

/** A return leg's day (YYYY-MM-DD), time (HH:mm) and addresses. */
export interface ReturnLeg {
  date: string;
  heure: string;
  from: string;
  to: string;
}

/**
 * The return leg of a round trip, or null for a one-way trip: its addresses default to the
 * outbound's, reversed, as the devis and every e-mail about the trip show them
 * (docs/product/booking.md).
 */
export const returnLegOf = (r: RoundTripFields): ReturnLeg | null =>
  r.retour && r.dateRetour && r.heureRetour
    ? {
        date: r.dateRetour,
        heure: r.heureRetour,
        from: r.adresseDepartRetour ?? r.adresseArrivee,
        to: r.adresseArriveeRetour ?? r.adresseDepart,
      }
    : null;
