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
import { PAYMENT_METHODS, REFUND_REASONS } from '@navette/shared';
import { isOneOf, createdAt, id } from './columns';
import { reservations } from './reservations';

/** `onboard`: a payment the back-office recorded as taken on board (card terminal or cash). */
export const PAYMENT_PROVIDERS = ['stripe', 'test', 'onboard'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'expired', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const REFUND_STATUSES = ['due', 'done'] as const;

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
    method: text('method', { enum: PAYMENT_METHODS }).notNull().default('card'),
    /** Stripe's payment intent of a paid session: what a refund names */
    providerPaymentId: text('provider_payment_id'),
    /** why the payment is given back; null while it is not */
    refundReason: text('refund_reason', { enum: REFUND_REASONS }),
    /** `due` until the provider confirms the refund, then `done` */
    refundStatus: text('refund_status', { enum: REFUND_STATUSES }),
    refundCents: integer('refund_cents'),
    providerRefundId: text('provider_refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_provider_session_id_unique').on(t.providerSessionId),
    index('payments_reservation_id_idx').on(t.reservationId),
    check('payments_provider_valid', isOneOf(t.provider, PAYMENT_PROVIDERS)),
    check('payments_status_valid', isOneOf(t.status, PAYMENT_STATUSES)),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_currency_lower_case', sql`${t.currency} ~ '^[a-z]{3}$'`),
    check('payments_method_valid', isOneOf(t.method, PAYMENT_METHODS)),
    check(
      'payments_refund_reason_valid',
      sql`${t.refundReason} is null or ${isOneOf(t.refundReason, REFUND_REASONS)}`,
    ),
    check(
      'payments_refund_status_valid',
      sql`${t.refundStatus} is null or ${isOneOf(t.refundStatus, REFUND_STATUSES)}`,
    ),
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

export const PROVIDER_TASK_KINDS = ['expire', 'refund'] as const;
export type ProviderTaskKind = (typeof PROVIDER_TASK_KINDS)[number];

/**
 * What the payment provider must still be told (docs/decisions/0042-payments-follow-the-reservation.md):
 * a checkout session to expire (its reservation changed) or a paid session to refund. Written in
 * the transaction of the change that requires it, run right after the commit and retried by the
 * job runner until the provider confirms; then deleted. Not tied to the reservation: a session
 * of a reservation erased meanwhile is still expired.
 */
export const paymentProviderTasks = pgTable(
  'payment_provider_tasks',
  {
    id: id(),
    kind: text('kind', { enum: PROVIDER_TASK_KINDS }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    sessionId: text('session_id').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_provider_tasks_kind_session_unique').on(t.kind, t.sessionId),
    index('payment_provider_tasks_due_idx').on(t.dueAt),
    index('payment_provider_tasks_payment_id_idx').on(t.paymentId),
    check('payment_provider_tasks_kind_valid', isOneOf(t.kind, PROVIDER_TASK_KINDS)),
    check('payment_provider_tasks_provider_valid', isOneOf(t.provider, PAYMENT_PROVIDERS)),
  ],
);

export type PaymentProviderTaskRow = typeof paymentProviderTasks.$inferSelect;
