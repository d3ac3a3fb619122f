/** Customer reviews of a completed trip. */
import { REVIEW_NOTE_MAX, REVIEW_NOTE_MIN } from '@navette/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';
import { users } from './accounts';

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
    /** null until an admin approves it; only approved reviews are public */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** set when an admin rejects it; a rejected review is never public */
    rejectedAt: timestamp('rejected_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_user_id_idx').on(t.userId),
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
