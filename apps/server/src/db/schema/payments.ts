/** Payments: one row per checkout attempt for a reservation. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { isOneOf, createdAt, id } from './columns';
import { reservations } from './reservations';

export const PAYMENT_PROVIDERS = ['stripe', 'test'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

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
    /** the provider's hosted checkout page, handed again to a second click while it is open */
    checkoutUrl: text('checkout_url'),
    /** when the provider closes the session; a session about to close is not handed out again */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
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

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

/**
 * The provider's webhook events already handled, by their id: a replayed or retried event
 * (Stripe retries for days) changes nothing the second time (docs/decisions/0028-card-payments.md).
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
