import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import {
  CONTACT_FIELDS,
  PASSENGER_FIELDS,
  TRIP_FIELDS,
  guestReservationFormSchema,
  guestStep1Schema,
  guestStep2Schema,
  guestStep3Schema,
  signedInReservationFormSchema,
  signedInStep1Schema,
  signedInStep2Schema,
  signedInStep3Schema,
} from '@navette/shared';
import type { ReservationFormValues, TransportMode } from '@navette/shared';
import type { BookingVariant } from './components/StepIndicator';

export type BookingValues = ReservationFormValues;
export type BookingFieldName = keyof BookingValues & string;

/** An empty form with the product defaults (docs/product/booking.md#constants): one person, the booker is the main passenger. */
export const emptyBookingValues = (): BookingValues => ({
  service: '',
  date: '',
  heure: '',
  adresse_depart: '',
  adresse_arrivee: '',
  arret_intermediaire: '',
  moyen_transport: 'aucun',
  numero_train: '',
  numero_vol: '',
  nombre_passagers: null,
  nombre_bagages: null,
  retour: false,
  date_retour: '',
  heure_retour: '',
  adresse_depart_retour: '',
  adresse_arrivee_retour: '',
  moyen_transport_retour: 'aucun',
  numero_train_retour: '',
  numero_vol_retour: '',
  nombre_passagers_retour: null,
  nombre_bagages_retour: null,
  nombre_personnes: 1,
  siege_bebe: false,
  rehausseurs: false,
  prix_estime: 0,
  vehicule: null,
  duree_heures: null,
  reserver: false,
  prix_attendu: null,
  nom: '',
  prenom: '',
  email: '',
  telephone: '',
  est_passager_principal: true,
  nom_passager_principal: '',
  telephone_passager_principal: '',
  commentaire: '',
});

/**
 * What the link that opened a form carries (a service page's `Réserver`, a tour's
 * `Demander ce circuit`): the service to preselect and a first comment naming the tour.
 */
export interface BookingPreset {
  isPreselected?: (service: { name: string }) => boolean;
  comment?: string;
}

/** The guest form, with the transport mode the `?service=` link asked for and its comment. */
export const guestBookingValues = (transport: TransportMode, comment = ''): BookingValues => ({
  ...emptyBookingValues(),
  moyen_transport: transport,
  commentaire: comment,
});

/**
 * The signed-in form, contact prefilled from the account. The account holds one name: its first
 * word is taken as the first name and the rest as the last name ("Jean-Pierre de la Fontaine"),
 * and the customer can correct both on step 3.
 */
export const customerBookingValues = (user: { name: string; email: string }): BookingValues => {
  const [first = '', ...rest] = user.name.trim().split(/\s+/);
  return {
    ...emptyBookingValues(),
    prenom: rest.length > 0 ? first : '',
    nom: rest.length > 0 ? rest.join(' ') : first,
    email: user.email,
  };
};

/**
 * One resolver per form step, on the shared schemas; the summary step re-validates steps 1 to 3
 * together (and the chosen service). `raw` keeps the values as typed: the server applies the same
 * schemas to what it receives, so the client sends the input, not its own transformed copy.
 */
const resolversOf = (
  step1: typeof guestStep1Schema,
  step2: typeof guestStep2Schema,
  step3: typeof guestStep3Schema,
  form: typeof guestReservationFormSchema,
): readonly Resolver<BookingValues>[] => [
  zodResolver(step1, undefined, { raw: true }),
  zodResolver(step2, undefined, { raw: true }),
  zodResolver(step3, undefined, { raw: true }),
  zodResolver(form, undefined, { raw: true }),
];

const RESOLVERS: Record<BookingVariant, readonly Resolver<BookingValues>[]> = {
  guest: resolversOf(
    guestStep1Schema,
    guestStep2Schema,
    guestStep3Schema,
    guestReservationFormSchema,
  ),
  customer: resolversOf(
    signedInStep1Schema,
    signedInStep2Schema,
    signedInStep3Schema,
    signedInReservationFormSchema,
  ),
};

/** The resolver of form step 1 to 4. */
export const resolverFor = (variant: BookingVariant, step: number): Resolver<BookingValues> => {
  const resolver = RESOLVERS[variant][Math.min(Math.max(step, 1), 4) - 1];
  if (!resolver) throw new Error(`no step ${step}`);
  return resolver;
};

const STEP_FIELDS: readonly (readonly string[])[] = [
  ['service'],
  TRIP_FIELDS,
  PASSENGER_FIELDS,
  CONTACT_FIELDS,
];

/** The first step (0 is the service picker) that holds one of these fields, if any. */
export const firstStepWithError = (fields: readonly string[]): number | undefined => {
  const index = STEP_FIELDS.findIndex((names) => names.some((name) => fields.includes(name)));
  return index === -1 ? undefined : index;
};
