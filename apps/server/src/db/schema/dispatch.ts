/**
 * Dispatch (docs/product/dispatch.md): the chauffeurs, each leg's chauffeur, vehicle and state,
 * and the secret calendar feeds.
 */
import { TRIP_LEG_KINDS, TRIP_STATES } from '@navette/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf, createdAt, updatedAt, id } from './columns';
import { users } from './accounts';
import { vehicles } from './catalogue';
import { reservations } from './reservations';

/**
 * A chauffeur: an account of the `chauffeur` role (its name, e-mail and password are the user's)
 * and what the company records of the driver. Deactivating keeps the row, for the trips already
 * driven, and ends the chauffeur's sessions.
 */
export const chauffeurs = pgTable(
  'chauffeurs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** the phone the customer is given the day before, and the run sheet's contact */
    telephone: text('telephone').notNull(),
    /** the professional VTC card's number and its last valid day (YYYY-MM-DD) */
    carteVtcNumero: text('carte_vtc_numero').notNull(),
    carteVtcExpireLe: date('carte_vtc_expire_le', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /**
     * The invitation's link: SHA-256 of its token, valid until `invitation_expires_at`; cleared
     * once the chauffeur has set a password
     */
    invitationTokenHash: text('invitation_token_hash'),
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('chauffeurs_user_id_unique').on(t.userId),
    uniqueIndex('chauffeurs_invitation_token_hash_unique').on(t.invitationTokenHash),
  ],
);

/**
 * One row per leg that has been dispatched or driven: the outbound (`aller`) and, for a round
 * trip, the return (`retour`). Its day, time and addresses stay the reservation's; this row holds
 * who drives it, in which vehicle, what the chauffeur reported and what the customer was told.
 * A confirmed reservation's leg without a row, or with no chauffeur or vehicle, is unassigned.
 */
export const tripLegs = pgTable(
  'trip_legs',
  {
    id: id(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    leg: text('leg', { enum: TRIP_LEG_KINDS }).notNull(),
    // a chauffeur or vehicle removed leaves the leg unassigned, never deletes it
    chauffeurId: uuid('chauffeur_id').references(() => chauffeurs.id, { onDelete: 'set null' }),
    vehicleId: uuid('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** the last state the chauffeur reported; null until the first */
    state: text('state', { enum: TRIP_STATES }),
    enRouteAt: timestamp('en_route_at', { withTimezone: true }),
    surPlaceAt: timestamp('sur_place_at', { withTimezone: true }),
    aBordAt: timestamp('a_bord_at', { withTimezone: true }),
    termineAt: timestamp('termine_at', { withTimezone: true }),
    clientAbsentAt: timestamp('client_absent_at', { withTimezone: true }),
    /**
     * The day-before e-mail: when it went out and the chauffeur and vehicle it named, so that a
     * later change sends an update (docs/product/dispatch.md#the-day-before)
     */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    remindedChauffeurId: uuid('reminded_chauffeur_id'),
    remindedVehicleId: uuid('reminded_vehicle_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('trip_legs_reservation_leg_unique').on(t.reservationId, t.leg),
    index('trip_legs_chauffeur_id_idx').on(t.chauffeurId),
    index('trip_legs_vehicle_id_idx').on(t.vehicleId),
    check('trip_legs_leg_valid', isOneOf(t.leg, TRIP_LEG_KINDS)),
    check('trip_legs_state_valid', sql`${t.state} is null or ${isOneOf(t.state, TRIP_STATES)}`),
  ],
);

/**
 * The secret iCal feeds: one per chauffeur, and one for the company (`chauffeur_id` null). The URL
 * carries a random token kept here as its SHA-256; regenerating replaces it, and the old URL
 * stops answering.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    chauffeurId: uuid('chauffeur_id').references(() => chauffeurs.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash),
    // one feed per chauffeur, and a single company feed
    uniqueIndex('calendar_feeds_chauffeur_unique').on(sql`coalesce(${t.chauffeurId}::text, '')`),
  ],
);

export type ChauffeurRow = typeof chauffeurs.$inferSelect;
export type NewChauffeurRow = typeof chauffeurs.$inferInsert;
export type TripLegRow = typeof tripLegs.$inferSelect;
export type NewTripLegRow = typeof tripLegs.$inferInsert;
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
