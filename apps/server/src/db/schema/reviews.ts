/** Customer reviews of a completed trip. */
import { REVIEW_NOTE_MAX, REVIEW_NOTE_MIN } from '@navette/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts';
import { reservations } from './reservations';

export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: integer('note').notNull(),
    commentaire: text('commentaire').notNull(),
    /** the city the author gave, shown as the testimonial's location */
    city: text('city'),
    /**
     * The trip the review is about: the author's latest completed reservation when it was posted
     * (docs/product/public-site.md#testimonials). Null for reviews older than this rule, and once the
     * reservation is erased; `trip_month` keeps the month shown under the review.
     */
    reservationId: uuid('reservation_id').references(() => reservations.id, {
      onDelete: 'set null',
    }),
    /** the trip's month, YYYY-MM (Paris), shown as "Trajet de mars 2026"; null when unknown */
    tripMonth: text('trip_month'),
    /** null until an admin approves it; only approved reviews are public */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** set when an admin rejects it; a rejected review is never public */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_user_id_idx').on(t.userId),
    index('reviews_reservation_id_idx').on(t.reservationId),
    // the back-office lists one state newest first
    index('reviews_created_at_idx').on(t.createdAt),
    check('reviews_one_decision', sql`${t.approvedAt} is null or ${t.rejectedAt} is null`),
    check(
      'reviews_note_range',
      sql`${t.note} between ${sql.raw(String(REVIEW_NOTE_MIN))} and ${sql.raw(String(REVIEW_NOTE_MAX))}`,
    ),
  ],
);

export type ReviewRow = typeof reviews.$inferSelect;
export type NewReviewRow = typeof reviews.$inferInsert;
