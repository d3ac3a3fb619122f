import { z } from 'zod';
import type { RESERVATION_STATUSES } from '../constants';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, isEmailAddress, isSingleLineText } from './primitives';
import { customerTripLegSchema } from './dispatch';
import { documentListSchema } from './documents';
import { refundSummarySchema } from './payments';
import { devisAmount } from './reservation-admin';
import { reservationSchema } from './reservation-model';

/*
 * The customer's own reservations (docs/product/customer-area.md): the read shape of the list and
 * of one reservation, the quote acceptance or cancellation, and the confirmation mail call.
 */

const V = 'reservationValidation';
/** The validation messages of these bodies (account namespace). */
export const CUSTOMER_RESERVATION_MESSAGES = {
  statut: `${V}.statut`,
  devis: `${V}.devis`,
  version: `${V}.version`,
  name: `${V}.name`,
  email: `${V}.email`,
  mailStatut: `${V}.mailStatut`,
} as const;
const M = CUSTOMER_RESERVATION_MESSAGES;

/**
 * A reservation as its customer reads it: every field with the spec's name, the service as an
 * object with its name (null when none, or deleted since), `devis` in euros or null until the
 * company sets it, and the version the reservation is at.
 */
export const customerReservationSchema = reservationSchema.extend({
  /** the service's name in French and in English (null when not written: the French is read) */
  service: z
    .object({ _id: z.string(), name: z.string(), nameEn: z.string().nullable() })
    .nullable(),
  /** bumped by every change, the customer's and the company's */
  version: z.number().int(),
  /**
   * The last day the current devis can be accepted (YYYY-MM-DD, Paris), null without one; past
   * it, accepting is refused with DEVIS_EXPIRED until the company renews the devis.
   */
  devisValideJusquAu: z.string().nullable(),
  /** the devis, bons de réservation and factures issued for it, newest first */
  documents: documentListSchema,
  /** the latest refund of its payments (a cancellation, a payment it could not take), or null */
  refund: refundSummarySchema.nullable(),
  /**
   * The last instant (ISO) cancelling is free under the terms the trip was priced with; null
   * when it has no terms (docs/product/pricing.md#cancellation). After it, `feePercent` of the
   * price is kept.
   */
  annulationGratuiteJusquAu: z.string().nullable(),
  /**
   * The trip as it is driven, leg by leg (docs/product/dispatch.md#the-customer-follows-the-trip):
   * given with one reservation (not in the list) once it is confirmed or completed
   */
  trajet: z.array(customerTripLegSchema).optional(),
});
export type CustomerReservation = z.infer<typeof customerReservationSchema>;

/**
 * GET /api/reservations/myreservations: upcoming trips first (today and later, in trip order),
 * then past ones, newest first.
 */
export const customerReservationListSchema = z.array(customerReservationSchema);

/** What a customer may decide about a quote: accept it, or cancel the reservation. */
export const CUSTOMER_STATUTS = ['confirmé', 'annulé'] as const satisfies ReadonlyArray<
  (typeof RESERVATION_STATUSES)[number]
>;
export type CustomerStatut = (typeof CUSTOMER_STATUTS)[number];

/**
 * PUT /api/reservations/:id/statut by the customer: the decision, the quote as it was shown
 * (euros) and the `version` of the reservation the page showed. A quote that changed since is
 * refused with DEVIS_CHANGED, whose body carries the new amount in `details.devis`; any other
 * change since (the date, the time, the addresses...) with RESERVATION_CHANGED
 * (docs/product/customer-area.md#confirm-and-cancel).
 */
export const customerStatutUpdateSchema = z.strictObject({
  statut: z.enum(CUSTOMER_STATUTS, M.statut),
  devis: devisAmount(M.devis),
  version: z.number(M.version).int(M.version).min(1, M.version),
});
export type CustomerStatutUpdate = z.input<typeof customerStatutUpdateSchema>;

/**
 * POST /api/mail/confirmationReservation: kept for the spec's clients; sends nothing (the e-mail
 * was queued with the change). `name` is not checked against anything: it is what the page shows.
 */
export const reservationStatusMailSchema = z.strictObject({
  name: z
    .string(M.name)
    .trim()
    .min(1, M.name) // "prénom nom", as the pages send it
    .max(2 * NAME_MAX_LENGTH + 1, M.name)
    .refine(isSingleLineText, M.name),
  email: z.string(M.email).trim().max(EMAIL_MAX_LENGTH, M.email).refine(isEmailAddress, M.email),
  statut: z.enum(CUSTOMER_STATUTS, M.mailStatut),
});
export type ReservationStatusMail = z.input<typeof reservationStatusMailSchema>;

/**
 * The "Gérer ma réservation" link's token, as the page read it from the link's fragment
 * (docs/decisions/0047-manage-booking-links.md). Its shape is checked by the server, which
 * answers MANAGE_LINK_INVALID for anything that is not a live link.
 */
export const manageLinkExchangeSchema = z.object({ token: z.string().max(100) });
export type ManageLinkExchange = z.infer<typeof manageLinkExchangeSchema>;

/** What the exchange answers: the reservation the link opens, and its address (to register). */
export const manageLinkSessionSchema = z.object({
  reservationId: z.string(),
  email: z.string(),
});
export type ManageLinkSession = z.infer<typeof manageLinkSessionSchema>;

/** The back-office's revocation: how many live links the reservation had. */
export const manageLinksRevokedSchema = z.object({ revoked: z.number().int() });
export type ManageLinksRevoked = z.infer<typeof manageLinksRevokedSchema>;
