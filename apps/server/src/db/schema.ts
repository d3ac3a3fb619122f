/**
 * The database schema: one table per entity of the spec, snake_case plural names, UUID keys.
 *
 * Enumerations are `text` columns guarded by CHECK constraints rather than PostgreSQL enums: a
 * CHECK can be widened in one plain migration, an enum value cannot be removed at all. The allowed
 * values come from `@navette/shared`, so the database, the zod schemas and the forms agree.
 *
 * Every SQL construct here must run on PostgreSQL 15 (the production server) as well as on PGlite
 * (PostgreSQL 18): `gen_random_uuid()` is core since 13, `uuidv7()` only exists from 18.
 */
import {
  LANGUAGES,
  RESERVATION_STATUSES,
  TRANSPORT_MODES,
  REVIEW_NOTE_MAX,
  REVIEW_NOTE_MIN,
} from '@navette/shared';
import { relations, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const USER_ROLES = ['customer', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const SESSION_KINDS = ['customer', 'admin'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export const MAIL_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** A SQL string literal. Only ever applied to the constant lists above, never to user input. */
const literal = (value: string): string => `'${value.replaceAll("'", "''")}'`;

/** `column IN ('a', 'b')` with the values inlined: a CHECK constraint cannot take parameters. */
const isOneOf = (column: AnyColumn, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;

/** `HH:mm`, 00:00 to 23:59: the spec's time format, kept as text so it round-trips unchanged. */
const isClockTime = (column: AnyColumn): SQL => sql`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const id = () => uuid('id').primaryKey().defaultRandom();

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** null for an account that only signs in with Google */
    passwordHash: text('password_hash'),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    googleSub: text('google_sub'),
    language: text('language', { enum: LANGUAGES }).notNull().default('fr'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    // The application lower-cases addresses; this makes a forgotten call an error, not a duplicate
    // account that differs only by case.
    check('users_email_lower_case', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', isOneOf(t.role, USER_ROLES)),
    check('users_language_valid', isOneOf(t.language, LANGUAGES)),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    /** SHA-256 of the random cookie token: a leaked table does not leak usable sessions */
    tokenHash: text('token_hash').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** absolute end of life, whatever the activity */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    // sign-out everywhere and password changes delete by user
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_expires_at_idx').on(t.expiresAt),
    check('sessions_kind_valid', isOneOf(t.kind, SESSION_KINDS)),
  ],
);

export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** HMAC of the 6 digits under the server secret: a leaked table does not reveal codes */
    codeHash: text('code_hash').notNull(),
    /**
     * SHA-256 of the registering browser's token: a code verifies only in the browser whose
     * registration asked for it (decision 0008)
     */
    bindingHash: text('binding_hash').notNull(),
    /**
     * A registration for an address that already has an unverified account: its password and
     * name replace the account's only when this code is verified
     */
    pendingPasswordHash: text('pending_password_hash'),
    pendingName: text('pending_name'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('verification_codes_user_id_idx').on(t.userId),
    check('verification_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

export const services = pgTable('services', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  /** a file name in uploads/services, or a full http(s) URL */
  image: text('image').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: id(),
    nom: text('nom').notNull(),
    capacitePassagers: integer('capacite_passagers').notNull(),
    capaciteBagagesMin: integer('capacite_bagages_min').notNull(),
    capaciteBagagesMax: integer('capacite_bagages_max').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('vehicles_capacite_passagers_min', sql`${t.capacitePassagers} >= 1`),
    check('vehicles_capacite_bagages_min_non_negative', sql`${t.capaciteBagagesMin} >= 0`),
    check('vehicles_capacite_bagages_max_non_negative', sql`${t.capaciteBagagesMax} >= 0`),
    // a luggage range whose maximum is below its minimum cannot be shown or priced
    check(
      'vehicles_capacite_bagages_range',
      sql`${t.capaciteBagagesMax} >= ${t.capaciteBagagesMin}`,
    ),
  ],
);

export const reservations = pgTable(
  'reservations',
  {
    id: id(),
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
    prixEstimeCents: integer('prix_estime_cents').notNull().default(0),
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
    /** a retried submission with the same key returns the first reservation instead of a copy */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reservations_idempotency_key_unique').on(t.idempotencyKey),
    index('reservations_user_id_idx').on(t.userId),
    // PostgreSQL does not index foreign keys itself; deleting a service would scan the table
    index('reservations_service_id_idx').on(t.serviceId),
    index('reservations_statut_idx').on(t.statut),
    index('reservations_date_idx').on(t.date),
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
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: integer('note').notNull(),
    commentaire: text('commentaire').notNull(),
    /** null until an admin approves it; only approved reviews are public */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_user_id_idx').on(t.userId),
    check(
      'reviews_note_range',
      sql`${t.note} between ${sql.raw(String(REVIEW_NOTE_MIN))} and ${sql.raw(String(REVIEW_NOTE_MAX))}`,
    ),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: id(),
    nom: text('nom').notNull(),
    prenom: text('prenom').notNull(),
    email: text('email').notNull(),
    telephone: text('telephone').notNull(),
    /** generated file name in the private uploads folder; never the name the visitor sent */
    cvFile: text('cv_file').notNull(),
    /** the visitor's file name, only offered back as the download name */
    cvOriginalName: text('cv_original_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('applications_cv_file_unique').on(t.cvFile)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    recipient: text('recipient').notNull(),
    language: text('language', { enum: LANGUAGES }).notNull().default('fr'),
    template: text('template').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: MAIL_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** a worker that claimed the row owns it until then; a crashed worker's rows come back */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** the same event enqueued twice (a retried request, a replayed webhook) sends one mail */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mail_outbox_dedupe_key_unique').on(t.dedupeKey),
    // the worker's claim query: status = 'pending' and next_attempt_at <= now()
    index('mail_outbox_status_next_attempt_at_idx').on(t.status, t.nextAttemptAt),
    check('mail_outbox_status_valid', isOneOf(t.status, MAIL_STATUSES)),
    check('mail_outbox_language_valid', isOneOf(t.language, LANGUAGES)),
    check('mail_outbox_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    reservationId: uuid('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Stripe Checkout session id (or the test checkout's): the key webhooks are matched on */
    providerSessionId: text('provider_session_id').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_session_id_unique').on(t.providerSessionId),
    index('payments_reservation_id_idx').on(t.reservationId),
    check('payments_provider_valid', isOneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payments_status_valid', isOneOf(t.status, PAYMENT_STATUSES)),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_currency_lower_case', sql`${t.currency} ~ '^[a-z]{3}$'`),
  ],
);

// Relations for drizzle's relational queries (`db.query.reservations.findMany({ with: … })`).
// They add no SQL: the foreign keys above are the constraints.

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  verificationCodes: many(verificationCodes),
  reservations: many(reservations),
  reviews: many(reviews),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const verificationCodesRelations = relations(verificationCodes, ({ one }) => ({
  user: one(users, { fields: [verificationCodes.userId], references: [users.id] }),
}));

export const servicesRelations = relations(services, ({ many }) => ({
  reservations: many(reservations),
}));

export const reservationsRelations = relations(reservations, ({ one, many }) => ({
  service: one(services, { fields: [reservations.serviceId], references: [services.id] }),
  user: one(users, { fields: [reservations.userId], references: [users.id] }),
  payments: many(payments),
}));

export const reviewsRelations = relations(reviews, ({ one }) => ({
  user: one(users, { fields: [reviews.userId], references: [users.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  reservation: one(reservations, {
    fields: [payments.reservationId],
    references: [reservations.id],
  }),
}));

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;
export type NewVerificationCodeRow = typeof verificationCodes.$inferInsert;
export type ServiceRow = typeof services.$inferSelect;
export type NewServiceRow = typeof services.$inferInsert;
export type VehicleRow = typeof vehicles.$inferSelect;
export type NewVehicleRow = typeof vehicles.$inferInsert;
export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservationRow = typeof reservations.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplicationRow = typeof applications.$inferInsert;
export type MailOutboxRow = typeof mailOutbox.$inferSelect;
export type NewMailOutboxRow = typeof mailOutbox.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;
