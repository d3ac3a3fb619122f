import { z } from 'zod';
import { documentListSchema } from './documents';
import { ON_BOARD_PAYMENT_METHODS, paymentSummarySchema } from './payments';
import { RESERVATION_STATUSES } from '../constants';
import {
  ADDRESS_MAX_LENGTH,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  boundedLine,
  isCalendarDate,
  isClockTime,
  isEmailAddress,
  searchTerm,
} from './primitives';
import { reservationSchema } from './reservation-model';

/*
 * The back-office's reservations (docs/product/back-office.md#reservations): the list query, the
 * reservation as an administrator reads it, its change history, and the bodies of the three
 * edits. Every edit carries the `version` of the copy it was made on
 * (docs/decisions/0023-admin-reservations.md): an edit made on an older copy is refused.
 */

const V = 'adminReservationValidation';
/** The validation messages of these bodies and queries (admin namespace). */
export const ADMIN_RESERVATION_MESSAGES = {
  search: `${V}.search`,
  statut: `${V}.statut`,
  when: `${V}.when`,
  date: `${V}.date`,
  dateRange: `${V}.dateRange`,
  paid: `${V}.paid`,
  page: `${V}.page`,
  pageSize: `${V}.pageSize`,
  version: `${V}.version`,
  nom: `${V}.nom`,
  email: `${V}.email`,
  heure: `${V}.heure`,
  nombrePersonnes: `${V}.nombrePersonnes`,
  address: `${V}.address`,
  devis: `${V}.devis`,
  dateAfterReturn: `${V}.dateAfterReturn`,
  invalidCharacters: `${V}.invalidCharacters`,
  tooLong: `${V}.tooLong`,
  text: `${V}.text`,
  paymentMethod: `${V}.paymentMethod`,
  paymentAmount: `${V}.paymentAmount`,
  paidAt: `${V}.paidAt`,
  paidAtFuture: `${V}.paidAtFuture`,
} as const;
const M = ADMIN_RESERVATION_MESSAGES;

/**
 * The trip-date filter of the list: trips from today on (soonest first, the page's default),
 * trips before today (latest first), or all of them in trip order
 * (docs/product/back-office.md#reservations).
 */
export const RESERVATION_WHEN_FILTERS = ['upcoming', 'past', 'all'] as const;
export type ReservationWhenFilter = (typeof RESERVATION_WHEN_FILTERS)[number];

/** The statut filter: every status, or one of them. */
export const RESERVATION_STATUS_FILTERS = ['tous', ...RESERVATION_STATUSES] as const;
export type ReservationStatusFilter = (typeof RESERVATION_STATUS_FILTERS)[number];

export const ADMIN_RESERVATIONS_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_RESERVATIONS_PAGE_SIZE_MAX = 100;
/** A search longer than this is not a search. */
export const ADMIN_RESERVATIONS_SEARCH_MAX = 200;
/** A quote above this is a typing error (euros). */
export const DEVIS_MAX_EUROS = 100_000;
/** Persons a vehicle of the fleet or two can carry; beyond, a typing error. */
export const ADMIN_PERSONS_MAX = 99;

const positiveInt = (message: string, max: number) =>
  z
    .string(message)
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, message);

const calendarDate = z.string(M.date).refine(isCalendarDate, M.date);

/**
 * GET /api/reservations (admin): query values are text. `q` matches any field value, ignoring
 * case and accents; `when` keeps the trips from today on or before today (Paris); `from` / `to`
 * bound the trip date (inclusive); sorted by trip date then time (latest first for past trips).
 */
export const adminReservationListQuerySchema = z
  .object({
    q: z
      .string(M.search)
      .max(ADMIN_RESERVATIONS_SEARCH_MAX, M.search)
      .transform(searchTerm)
      .optional(),
    statut: z.enum(RESERVATION_STATUS_FILTERS, M.statut).default('tous'),
    /** `all` when absent, so that an address written before the filter lists what it did */
    when: z.enum(RESERVATION_WHEN_FILTERS, M.when).default('all'),
    from: calendarDate.optional(),
    to: calendarDate.optional(),
    paid: z
      .enum(['true', 'false'], M.paid)
      .transform((value) => value === 'true')
      .optional(),
    page: positiveInt(M.page, 1_000_000).default(1),
    pageSize: positiveInt(M.pageSize, ADMIN_RESERVATIONS_PAGE_SIZE_MAX).default(
      ADMIN_RESERVATIONS_PAGE_SIZE_DEFAULT,
    ),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: M.dateRange,
    path: ['to'],
  });
export type AdminReservationListQuery = z.input<typeof adminReservationListQuerySchema>;

/** How the reservation reached us: a guest's form, or a signed-in customer's. */
export const RESERVATION_SOURCES = ['guest', 'customer'] as const;

/** A reservation as the back-office reads it: every field, and what only the back-office sees. */
export const adminReservationSchema = reservationSchema.extend({
  /** the service's name, null when the service was deleted since */
  serviceName: z.string().nullable(),
  /** its English name where the company wrote one; the English back-office reads it */
  serviceNameEn: z.string().nullable(),
  source: z.enum(RESERVATION_SOURCES),
  /** bumped by every change; send it back with an edit */
  version: z.number().int(),
  /** ISO 8601, the last change */
  updatedAt: z.string(),
});
export type AdminReservation = z.infer<typeof adminReservationSchema>;

/** One page of the list, with the number of reservations that match in all. */
export const adminReservationPageSchema = z.object({
  items: z.array(adminReservationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReservationPage = z.infer<typeof adminReservationPageSchema>;

/** Who changed a reservation: an administrator, or its customer (accepting or cancelling). */
export const RESERVATION_CHANGE_ACTORS = ['admin', 'customer', 'chauffeur'] as const;

/**
 * One field changed by an administrator or by the customer: values as text (euros for devis,
 * `true` / `false`, dates YYYY-MM-DD), null for an empty value.
 */
export const reservationChangeSchema = z.object({
  _id: z.string(),
  /** ISO 8601 */
  at: z.string(),
  // the server always sends it; a copy read without it (made before it existed) is an admin's
  by: z.enum(RESERVATION_CHANGE_ACTORS).default('admin'),
  /** the administrator; null for the customer's change, or if the account was deleted since */
  admin: z.object({ _id: z.string(), email: z.string() }).nullable(),
  field: z.string(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
});
export type ReservationChange = z.infer<typeof reservationChangeSchema>;

/** GET /api/reservations/:id (admin): the reservation and its history, newest change first. */
export const adminReservationDetailSchema = adminReservationSchema.extend({
  history: z.array(reservationChangeSchema),
  /** the last day the current devis can be accepted (YYYY-MM-DD, Paris), null without one */
  devisValideJusquAu: z.string().nullable(),
  /** the devis, bons de réservation and factures issued for it, newest first */
  documents: documentListSchema,
  /** its payments (checkouts and payments taken on board), newest first, with their refunds */
  payments: z.array(paymentSummarySchema),
});
export type AdminReservationDetail = z.infer<typeof adminReservationDetailSchema>;

/** Any short id is accepted: one that names no reservation is a 404, not a 400. */
export const reservationIdParamsSchema = z.object({ id: z.string().max(64) });

const version = z.number(M.version).int(M.version).min(1, M.version);
const text = (max: number, required: string) =>
  boundedLine(max, {
    type: M.text,
    required,
    tooLong: M.tooLong,
    invalidCharacters: M.invalidCharacters,
  });

/**
 * PUT /api/reservations/:id: the edit form's fields other than devis and statut, only those that
 * changed, and the version they were edited on.
 */
export const adminReservationUpdateSchema = z.strictObject({
  version,
  nom: text(NAME_MAX_LENGTH, M.nom).optional(),
  email: text(EMAIL_MAX_LENGTH, M.email).refine(isEmailAddress, M.email).optional(),
  date: calendarDate.optional(),
  heure: z.string(M.heure).refine(isClockTime, M.heure).optional(),
  nombre_personnes: z
    .number(M.nombrePersonnes)
    .int(M.nombrePersonnes)
    .min(1, M.nombrePersonnes)
    .max(ADMIN_PERSONS_MAX, M.nombrePersonnes)
    .optional(),
  adresse_depart: text(ADDRESS_MAX_LENGTH, M.address).optional(),
  adresse_arrivee: text(ADDRESS_MAX_LENGTH, M.address).optional(),
});
export type AdminReservationUpdate = z.input<typeof adminReservationUpdateSchema>;
export const ADMIN_EDITABLE_FIELDS = [
  'nom',
  'email',
  'date',
  'heure',
  'nombre_personnes',
  'adresse_depart',
  'adresse_arrivee',
] as const;

/** A quote in euros, to the cent (the customer's acceptance repeats it). */
export const devisAmount = (message: string) =>
  z
    .number(message)
    .min(0, message)
    .max(DEVIS_MAX_EUROS, message)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, message);

/** PUT /api/reservations/:id/devis: the quote in euros, to the cent. */
export const adminDevisUpdateSchema = z.strictObject({ version, devis: devisAmount(M.devis) });
export type AdminDevisUpdate = z.input<typeof adminDevisUpdateSchema>;

/**
 * What a quote change answers: the reservation, and whether the quote e-mail was queued (false
 * when the quote did not change, or the customer's address takes no more e-mail this hour).
 */
export const adminDevisResultSchema = z.object({
  reservation: adminReservationDetailSchema,
  mailQueued: z.boolean(),
});
export type AdminDevisResult = z.infer<typeof adminDevisResultSchema>;

/** PUT /api/reservations/:id/statut: the administrator may set any of the three. */
export const adminStatutUpdateSchema = z.strictObject({
  version,
  statut: z.enum(RESERVATION_STATUSES, M.statut),
});
export type AdminStatutUpdate = z.input<typeof adminStatutUpdateSchema>;

/**
 * POST /api/reservations/:id/payments: a payment taken on board (card terminal or cash), its
 * amount in euros (the devis) and when it was taken (ISO 8601, not in the future).
 */
export const onBoardPaymentSchema = z.strictObject({
  version,
  method: z.enum(ON_BOARD_PAYMENT_METHODS, M.paymentMethod),
  amount: devisAmount(M.paymentAmount),
  paidAt: z.iso.datetime({ offset: true, message: M.paidAt }),
});
export type OnBoardPayment = z.input<typeof onBoardPaymentSchema>;

/** DELETE /api/reservations/:id?version=N: the version the administrator confirmed deleting. */
export const adminReservationDeleteQuerySchema = z.object({
  version: positiveInt(M.version, Number.MAX_SAFE_INTEGER),
});
