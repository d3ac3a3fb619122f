import { z } from 'zod';
import { PASSENGERS_MIN, RESERVATION_STATUSES, TRANSPORT_MODES } from '../constants';
import { isCalendarDate, isEmailAddress, isSingleLineText } from './primitives';
import {
  RESERVATION_FIELD_MESSAGES as F,
  RESERVATION_TEXT_MAX,
  type ReservationFields,
} from './reservation-fields';

/*
 * The reservation as it is stored and read back: what a validated request becomes, the read
 * model the API answers with, and the confirmation mail call (docs/product/booking.md).
 */

const orNull = (value: string): string | null => (value === '' ? null : value);

/**
 * The validated reservation as the server stores it. Fields the person could not see are
 * dropped (null) so that the back-office never shows a hidden, stale value: the train number
 * unless by train, the flight number unless by plane, the whole return block unless a return is
 * asked for, the main passenger's details when the booker is the main passenger.
 */
export const toReservationInput = (v: ReservationFields) => {
  const byTransport = v.moyen_transport !== 'aucun';
  const byTransportBack = v.moyen_transport_retour !== 'aucun';
  const back = v.retour;
  return {
    service: v.service,
    date: v.date,
    heure: v.heure,
    adresse_depart: v.adresse_depart,
    adresse_arrivee: v.adresse_arrivee,
    arret_intermediaire: orNull(v.arret_intermediaire),
    moyen_transport: v.moyen_transport,
    numero_train: v.moyen_transport === 'train' ? orNull(v.numero_train) : null,
    numero_vol: v.moyen_transport === 'avion' ? orNull(v.numero_vol) : null,
    // asked once, on step 2: the train's or flight's passengers are the party's people
    nombre_passagers: byTransport ? (v.nombre_passagers ?? v.nombre_personnes) : null,
    nombre_bagages: byTransport ? v.nombre_bagages : null,
    retour: back,
    date_retour: back ? v.date_retour : null,
    heure_retour: back ? v.heure_retour : null,
    adresse_depart_retour: back ? v.adresse_depart_retour : null,
    adresse_arrivee_retour: back ? v.adresse_arrivee_retour : null,
    moyen_transport_retour: back ? v.moyen_transport_retour : ('aucun' as const),
    numero_train_retour:
      back && v.moyen_transport_retour === 'train' ? orNull(v.numero_train_retour) : null,
    numero_vol_retour:
      back && v.moyen_transport_retour === 'avion' ? orNull(v.numero_vol_retour) : null,
    nombre_passagers_retour: back && byTransportBack ? v.nombre_passagers_retour : null,
    nombre_bagages_retour: back && byTransportBack ? v.nombre_bagages_retour : null,
    // never null here: the passenger rules refuse it
    nombre_personnes: v.nombre_personnes ?? PASSENGERS_MIN,
    siege_bebe: v.siege_bebe,
    rehausseurs: v.rehausseurs,
    // cents are what is stored; the estimate is rounded to them
    prix_estime: Math.round(v.prix_estime * 100) / 100,
    vehicule: v.vehicule,
    duree_heures: v.duree_heures,
    nom: v.nom,
    prenom: v.prenom,
    email: v.email,
    telephone: v.telephone,
    est_passager_principal: v.est_passager_principal,
    nom_passager_principal: v.est_passager_principal ? null : v.nom_passager_principal,
    telephone_passager_principal: v.est_passager_principal ? null : v.telephone_passager_principal,
    commentaire: orNull(v.commentaire),
  };
};
export type ReservationInput = ReturnType<typeof toReservationInput>;

/** A stored reservation in the payload's field names (POST /api/reservations → 201). */
export const reservationSchema = z.object({
  _id: z.string(),
  /** the short reference a person reads, `NP-2026-0042` (docs/decisions/0048-reservation-reference.md) */
  reference: z.string(),
  service: z.string().nullable(),
  date: z.string(),
  heure: z.string(),
  adresse_depart: z.string(),
  adresse_arrivee: z.string(),
  arret_intermediaire: z.string().nullable(),
  moyen_transport: z.enum(TRANSPORT_MODES),
  numero_train: z.string().nullable(),
  numero_vol: z.string().nullable(),
  nombre_passagers: z.number().int().nullable(),
  nombre_bagages: z.number().int().nullable(),
  retour: z.boolean(),
  date_retour: z.string().nullable(),
  heure_retour: z.string().nullable(),
  adresse_depart_retour: z.string().nullable(),
  adresse_arrivee_retour: z.string().nullable(),
  moyen_transport_retour: z.enum(TRANSPORT_MODES),
  numero_train_retour: z.string().nullable(),
  numero_vol_retour: z.string().nullable(),
  nombre_passagers_retour: z.number().int().nullable(),
  nombre_bagages_retour: z.number().int().nullable(),
  nombre_personnes: z.number().int(),
  siege_bebe: z.boolean(),
  rehausseurs: z.boolean(),
  /**
   * the price the tariff gives the trip, in euros, computed by the server (0 when it could not
   * price it); a browser's value is never kept (docs/product/pricing.md)
   */
  prix_estime: z.number(),
  /** the vehicle class the trip was priced (and booked) with; null when none was chosen */
  vehicule: z.string().nullable(),
  /** hire by the hour: the hours booked */
  duree_heures: z.number().int().nullable(),
  nom: z.string(),
  prenom: z.string(),
  email: z.string(),
  telephone: z.string(),
  est_passager_principal: z.boolean(),
  nom_passager_principal: z.string().nullable(),
  telephone_passager_principal: z.string().nullable(),
  commentaire: z.string().nullable(),
  isGuest: z.boolean(),
  statut: z.enum(RESERVATION_STATUSES),
  /** the company's quote in euros, null until an administrator sets it */
  devis: z.number().nullable(),
  paid: z.boolean(),
  createdAt: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/**
 * POST /api/reservations → 201: the reservation, and when it was booked at the tariff's price,
 * the checkout the browser goes to at once (null otherwise, or when the payment provider could
 * not open one: the reservation is then paid later from its page).
 */
export const bookingResultSchema = reservationSchema.extend({
  checkoutUrl: z.string().nullable(),
});
export type BookingResult = z.infer<typeof bookingResultSchema>;

/** POST /api/mail/confirmationDemandeDevis: name is "nom prénom" as the forms send it. */
export const quoteRequestMailSchema = z.strictObject({
  name: z
    .string(F.textInvalid)
    .trim()
    .min(1, 'booking.validation.mail.nameRequired')
    .max(2 * RESERVATION_TEXT_MAX.name + 1, F.tooLongName)
    .refine(isSingleLineText, F.invalidCharacters),
  email: z
    .string(F.textInvalid)
    .trim()
    .max(RESERVATION_TEXT_MAX.email, F.tooLongEmail)
    .refine(isSingleLineText, F.invalidCharacters)
    .refine(isEmailAddress, 'booking.validation.mail.emailInvalid'),
  date: z.string(F.dateInvalid).trim().refine(isCalendarDate, F.dateInvalid),
  isGuest: z.boolean(F.guestFlagInvalid).optional(),
});
export type QuoteRequestMail = z.infer<typeof quoteRequestMailSchema>;
export const quoteRequestMailResponseSchema = z.object({ message: z.string() });
