import type { ReactNode } from 'react';
import type { TransportMode } from '@navette/shared';
import { PhoneLink } from '../../components/ContactLinks';

/*
 * A reservation's details as the booking form asked them (docs/product/booking.md#form-steps),
 * shown the same way to the customer (/profile) and to an administrator (the back-office): a
 * titled list of label/value pairs per group. Each screen brings its own words; which fields a
 * leg of the trip shows, and when, is decided here once.
 */

export interface Fact {
  /** unique within its section */
  key: string;
  label: string;
  value: ReactNode;
}

/** One group of facts; `false` entries (a field the form did not ask) are left out. */
export const FactSection = ({
  title,
  facts,
  headingLevel = 3,
}: {
  title: string;
  facts: readonly (Fact | false)[];
  headingLevel?: 3 | 4;
}) => {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const shown = facts.filter((fact): fact is Fact => fact !== false);
  return (
    <section className="flex flex-col gap-2">
      <Heading className="font-semibold text-ink-900">{title}</Heading>
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {shown.map(({ key, label, value }) => (
          <div key={key} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd className="mb-1 break-words text-slate-800 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
};

/** The fields of one leg of the trip, outbound or return. */
export interface TripLeg {
  date: string | null;
  heure: string | null;
  adresse_depart: string | null;
  /** asked for the outbound leg only */
  arret_intermediaire?: string | null;
  adresse_arrivee: string | null;
  moyen_transport: TransportMode;
  numero_train: string | null;
  numero_vol: string | null;
  nombre_passagers: number | null;
  nombre_bagages: number | null;
}

export type TripLegField = keyof TripLeg;

export interface FactWords<F extends string> {
  label: (field: F) => string;
  /** a YYYY-MM-DD date as the reader reads it */
  day: (date: string) => string;
  yesNo: (value: boolean) => string;
  transport: (mode: TransportMode) => string;
  /** what an empty value reads as */
  none: string;
}

/**
 * A leg's facts: the numbers of a train or a flight only for that mode, passengers and luggage
 * only when a transport was given (the form asks them with it).
 */
export const tripLegFacts = (leg: TripLeg, words: FactWords<TripLegField>): (Fact | false)[] => {
  const fact = (field: TripLegField, value: ReactNode): Fact => ({
    key: field,
    label: words.label(field),
    value,
  });
  const text = (value: string | null | undefined) => value ?? words.none;
  const count = (value: number | null) => (value === null ? words.none : String(value));
  const mode = leg.moyen_transport;
  return [
    fact('date', leg.date ? words.day(leg.date) : words.none),
    fact('heure', text(leg.heure)),
    fact('adresse_depart', text(leg.adresse_depart)),
    leg.arret_intermediaire !== undefined &&
      fact('arret_intermediaire', text(leg.arret_intermediaire)),
    fact('adresse_arrivee', text(leg.adresse_arrivee)),
    fact('moyen_transport', words.transport(mode)),
    mode === 'train' && fact('numero_train', text(leg.numero_train)),
    mode === 'avion' && fact('numero_vol', text(leg.numero_vol)),
    mode !== 'aucun' && fact('nombre_passagers', count(leg.nombre_passagers)),
    mode !== 'aucun' && fact('nombre_bagages', count(leg.nombre_bagages)),
  ];
};

/** The fields of the return leg, read as a leg. */
export const returnLeg = (r: {
  date_retour: string | null;
  heure_retour: string | null;
  adresse_depart_retour: string | null;
  adresse_arrivee_retour: string | null;
  moyen_transport_retour: TransportMode;
  numero_train_retour: string | null;
  numero_vol_retour: string | null;
  nombre_passagers_retour: number | null;
  nombre_bagages_retour: number | null;
}): TripLeg => ({
  date: r.date_retour,
  heure: r.heure_retour,
  adresse_depart: r.adresse_depart_retour,
  adresse_arrivee: r.adresse_arrivee_retour,
  moyen_transport: r.moyen_transport_retour,
  numero_train: r.numero_train_retour,
  numero_vol: r.numero_vol_retour,
  nombre_passagers: r.nombre_passagers_retour,
  nombre_bagages: r.nombre_bagages_retour,
});

export type PassengerField =
  | 'nombre_personnes'
  | 'siege_bebe'
  | 'rehausseurs'
  | 'est_passager_principal'
  | 'nom_passager_principal'
  | 'telephone_passager_principal';

/** Who travels: the count, the child seats, and the main passenger when it is someone else. */
export const passengerFacts = (
  r: {
    nombre_personnes: number;
    siege_bebe: boolean;
    rehausseurs: boolean;
    est_passager_principal: boolean;
    nom_passager_principal: string | null;
    telephone_passager_principal: string | null;
  },
  words: FactWords<PassengerField>,
): (Fact | false)[] => {
  const fact = (field: PassengerField, value: ReactNode): Fact => ({
    key: field,
    label: words.label(field),
    value,
  });
  return [
    fact('nombre_personnes', String(r.nombre_personnes)),
    fact('siege_bebe', words.yesNo(r.siege_bebe)),
    fact('rehausseurs', words.yesNo(r.rehausseurs)),
    fact('est_passager_principal', words.yesNo(r.est_passager_principal)),
    !r.est_passager_principal &&
      fact('nom_passager_principal', r.nom_passager_principal ?? words.none),
    !r.est_passager_principal &&
      fact(
        'telephone_passager_principal',
        r.telephone_passager_principal === null ? (
          words.none
        ) : (
          <PhoneLink phone={r.telephone_passager_principal} />
        ),
      ),
  ];
};
