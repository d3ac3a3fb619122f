/** Reservations: one row per booking, the fields the booking form and the quick request collect. */
import { HIRE_HOURS_MAX, LANGUAGES, RESERVATION_STATUSES, TRANSPORT_MODES } from '@navette/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf, isClockTime, createdAt, updatedAt, id } from './columns';
import { users } from './accounts';
import type { ReservationPricing } from '@navette/shared';
import { services, vehicles } from './catalogue';

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
    /**
     * The short reference a person reads (`NP-2026-0042`): year of creation in Paris, number from
     * that year's sequence, given by the column's default in the inserting transaction
     * (docs/decisions/0057-reservation-reference-from-a-sequence.md). The UUID stays the key of
     * URLs and APIs.
     */
    reference: text('reference')
      .notNull()
      .default(sql`navette_next_reservation_reference()`),
    // A reservation outlives the service it was booked for and the account that made it: it is
    // a business record, so those links are cleared rather than cascading a delete.
    serviceId: uuid('service_id').references(() => services.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    isGuest: boolean('is_guest').notNull().default(false),
    /** YYYY-MM-DD; a real date so that ordering and per-month statistics need no parsing */
    date: date('date', { mode: 'string' }).notNull(),
    /** HH:mm */
    heure: text('heure').notNull(),
    adresseDepart: text('adresse_depart').notNull(),
    adresseArrivee: text('adresse_arrivee').notNull(),
    arretIntermediaire: text('arret_intermediaire'),
    moyenTransport: text('moyen_transport', { enum: TRANSPORT_MODES }).notNull().default('aucun'),
    numeroTrain: text('numero_train'),
    numeroVol: text('numero_vol'),
    nombrePassagers: integer('nombre_passagers'),
    nombreBagages: integer('nombre_bagages'),
    retour: boolean('retour').notNull().default(false),
    dateRetour: date('date_retour', { mode: 'string' }),
    heureRetour: text('heure_retour'),
    adresseDepartRetour: text('adresse_depart_retour'),
    adresseArriveeRetour: text('adresse_arrivee_retour'),
    moyenTransportRetour: text('moyen_transport_retour', { enum: TRANSPORT_MODES })
      .notNull()
      .default('aucun'),
    numeroTrainRetour: text('numero_train_retour'),
    numeroVolRetour: text('numero_vol_retour'),
    nombrePassagersRetour: integer('nombre_passagers_retour'),
    nombreBagagesRetour: integer('nombre_bagages_retour'),
    nombrePersonnes: integer('nombre_personnes').notNull().default(1),
    siegeBebe: boolean('siege_bebe').notNull().default(false),
    rehausseurs: boolean('rehausseurs').notNull().default(false),
    /**
     * The price the tariff gave the trip when it was requested, computed by the server (0 when it
     * could not price it); a browser's figure is never stored (docs/product/pricing.md).
     */
    prixEstimeCents: integer('prix_estime_cents').notNull().default(0),
    /** the vehicle class the trip was priced with; cleared if that vehicle leaves the fleet */
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** hire by the hour (`mise à disposition`): the hours booked */
    dureeHeures: integer('duree_heures'),
    /** the tariff version the price came from, and the whole price as it was computed: */
    tariffVersion: integer('tariff_version'),
    /**
     * the breakdown, the vehicle class, the cancellation policy and whether it was booked at
     * that price. Written once, never recomputed: a later tariff never moves it.
     */
    tarification: jsonb('tarification').$type<ReservationPricing>(),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    estPassagerPrincipal: boolean('est_passager_principal').notNull().default(true),
    nomPassagerPrincipal: text('nom_passager_principal'),
    telephonePassagerPrincipal: text('telephone_passager_principal'),
    commentaire: text('commentaire'),
    /** the quote set by an admin, in cents; null until quoted */
    devisCents: integer('devis_cents'),
    statut: text('statut', { enum: RESERVATION_STATUSES }).notNull().default('en attente'),
    paid: boolean('paid').notNull().default(false),
    /** language of the customer's e-mails */
    language: text('language', { enum: LANGUAGES }).notNull().default('fr'),
    /**
     * A retried submission with the same key, from the same client, within 24 hours, returns the
     * first reservation instead of a copy (docs/decisions/0021-sessions-cookies-and-caching.md).
     */
    idempotencyKey: text('idempotency_key'),
    /** whose key it is: `user:<id>`, or `guest:<hash>` of the guest browser's anti-forgery token */
    idempotencyScope: text('idempotency_scope'),
    /**
     * Bumped by every change (an admin's edit, the customer's acceptance): an edit made on an
     * older copy is refused instead of overwriting the newer one.
     */
    version: integer('version').notNull().default(1),
    /**
     * When the review request went out, REVIEW_REQUEST_DELAY after the trip ended (once per
     * reservation, whatever the instances — docs/product/dispatch.md#after-the-trip)
     */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    /**
     * Set when an admin deletes the reservation: it leaves every list, count and statistic but is
     * kept for the legal retention period (docs/product/back-office.md).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * Set when the customer's personal data was erased (their request, or the retention purge)
     * while the reservation must stay for an invoice: names, contacts and addresses are replaced
     * (docs/product/data-protection.md).
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * Every value of the reservation as one lower-case, accent-free text, for the back-office's
     * search. Written by a trigger on every insert and update, whoever writes the row
     * (migration 0007, docs/decisions/0023-admin-reservations.md); never set by the app.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservations_reference_unique').on(t.reference),
    uniqueIndex('reservations_idempotency_unique').on(t.idempotencyScope, t.idempotencyKey),
    // the purge of expired keys looks for old rows that still hold one
    index('reservations_idempotency_created_at_idx')
      .on(t.createdAt)
      .where(sql`${t.idempotencyKey} is not null`),
    index('reservations_user_id_idx').on(t.userId),
    // the guest reservations an account takes over when it proves their address
    index('reservations_guest_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.userId} is null`),
    // PostgreSQL does not index foreign keys itself; deleting a service would scan the table
    index('reservations_service_id_idx').on(t.serviceId),
    index('reservations_statut_idx').on(t.statut),
    index('reservations_date_idx').on(t.date),
    // the back-office's search: `search_text LIKE '%term%'` by trigrams (pg_trgm, migration 0007)
    index('reservations_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // the back-office's list: the reservations not deleted, in trip order
    // the planning's and the dashboard's window of legs: a return picked up in it (migration 0029)
    index('reservations_date_retour_idx')
      .on(t.dateRetour)
      .where(sql`${t.dateRetour} is not null`),
    index('reservations_active_trip_idx')
      .on(t.date, t.heure, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The back-office's speed on 100 000 reservations (docs/decisions/0026-back-office-indexes.md):
    // the list filtered by statut, in trip order, and its total read from the index alone…
    index('reservations_live_statut_trip_idx')
      .on(t.statut, t.date, t.heure, t.id)
      .where(sql`${t.deletedAt} is null`),
    // …and the dashboard's aggregates over a date range, read from the index alone.
    index('reservations_live_figures_idx')
      .on(t.date, t.statut, t.devisCents, t.paid, t.serviceId)
      .where(sql`${t.deletedAt} is null`),
    check('reservations_statut_valid', isOneOf(t.statut, RESERVATION_STATUSES)),
    check('reservations_moyen_transport_valid', isOneOf(t.moyenTransport, TRANSPORT_MODES)),
    check(
      'reservations_moyen_transport_retour_valid',
      isOneOf(t.moyenTransportRetour, TRANSPORT_MODES),
    ),
    check('reservations_language_valid', isOneOf(t.language, LANGUAGES)),
    check('reservations_heure_format', isClockTime(t.heure)),
    check(
      'reservations_heure_retour_format',
      sql`${t.heureRetour} is null or ${isClockTime(t.heureRetour)}`,
    ),
    check('reservations_nombre_personnes_min', sql`${t.nombrePersonnes} >= 1`),
    check('reservations_nombre_passagers_min', sql`${t.nombrePassagers} >= 1`),
    check('reservations_nombre_passagers_retour_min', sql`${t.nombrePassagersRetour} >= 1`),
    check('reservations_nombre_bagages_non_negative', sql`${t.nombreBagages} >= 0`),
    check('reservations_nombre_bagages_retour_non_negative', sql`${t.nombreBagagesRetour} >= 0`),
    check('reservations_prix_estime_non_negative', sql`${t.prixEstimeCents} >= 0`),
    check('reservations_devis_non_negative', sql`${t.devisCents} >= 0`),
    check(
      'reservations_duree_heures_range',
      sql`${t.dureeHeures} is null or ${t.dureeHeures} between 1 and ${sql.raw(String(HIRE_HOURS_MAX))}`,
    ),
    index('reservations_vehicle_id_idx').on(t.vehicleId),
  ],
);

/**
 * The history of a reservation's changes: one row per field an administrator, or the customer
 * accepting or cancelling the quote, changed; values as text (docs/product/back-office.md#history).
 * Written in the change's transaction.
 */
export const reservationChanges = pgTable(
  'reservation_changes',
  {
    id: id(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    // the history outlives the administrator's account
    adminUserId: uuid('admin_user_id').references(() => users.id, { onDelete: 'set null' }),
    // the customer's own decision has no administrator; a deleted one's leaves none either
    // a chauffeur ending the trip makes it `terminé` (docs/product/dispatch.md)
    actor: text('actor', { enum: ['admin', 'customer', 'chauffeur'] })
      .notNull()
      .default('admin'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    field: text('field').notNull(),
    oldValue: text('old_value'),
    newValue: text('new_value'),
  },
  (t) => [
    index('reservation_changes_reservation_idx').on(t.reservationId, t.at),
    index('reservation_changes_admin_user_id_idx').on(t.adminUserId),
    check('reservation_changes_actor_known', sql`${t.actor} in ('admin', 'customer', 'chauffeur')`),
  ],
);

export type ReservationRow = typeof reservations.$inferSelect;
export type ReservationChangeRow = typeof reservationChanges.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;

/**
 * The "Gérer ma réservation" links of the reservation e-mails (docs/product/customer-area.md and
 * docs/decisions/0047-manage-booking-links.md): one row per link minted, the token kept as its
 * SHA-256 only. A link opens that one reservation, until `expires_at`, unless revoked; it goes
 * with the reservation (ON DELETE CASCADE) and with its personal data (erasure deletes the rows).
 */
export const reservationAccessLinks = pgTable(
  'reservation_access_links',
  {
    id: id(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reservation_access_links_token_hash_idx').on(t.tokenHash),
    index('reservation_access_links_reservation_idx').on(t.reservationId),
  ],
);

export type ReservationAccessLinkRow = typeof reservationAccessLinks.$inferSelect;
