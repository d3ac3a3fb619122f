import {
  PUBLIC_REVIEWS_MAX,
  type OwnReview,
  type PublicReview,
  type ReviewModerationState,
} from '@navette/shared';
import { and, desc, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { reservations, reviews, users, type ReviewRow } from '../../db/schema';

/**
 * The name shown under a public review: first name and the initial of the last, as French review
 * sites do, so that a customer's full name is never published (data minimisation, GDPR art. 5).
 */
export const toPublicName = (fullName: string): string => {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
};

/**
 * « Trajet vérifié »: the review is about a trip of its author that was driven to its end
 * (`terminé`, reported by the chauffeur or set by the company — docs/product/dispatch.md#reviews).
 * Paid alone is not enough: a trip paid in advance has not happened yet.
 */
const aboutCompletedTrip = () =>
  sql<boolean>`exists (select 1 from ${reservations} where ${reservations.id} = ${reviews.reservationId}
    and ${reservations.userId} = ${reviews.userId} and ${reservations.statut} = 'terminé'
    and ${reservations.deletedAt} is null)`;

/**
 * The customer's latest completed trip (docs/product/dispatch.md#reviews): a reservation of
 * theirs, not deleted, `terminé` — driven to its end, by the chauffeur's report or the company's;
 * 'confirmé', 'annulé' and 'en attente' never count, whatever their date. Null when none: a
 * customer whose trips are all ahead of them has not travelled with us yet.
 */
export const findLatestCompletedTrip = async (
  db: Queryable,
  userId: string,
): Promise<{ id: string; date: string } | null> => {
  const [row] = await db
    .select({ id: reservations.id, date: reservations.date })
    .from(reservations)
    .where(
      and(
        eq(reservations.userId, userId),
        isNull(reservations.deletedAt),
        eq(reservations.statut, 'terminé'),
      ),
    )
    .orderBy(desc(reservations.date), desc(reservations.heure), desc(reservations.id))
    .limit(1);
  return row ?? null;
};

/** Approved reviews only (moderation), newest first, at most PUBLIC_REVIEWS_MAX. */
export const findApprovedReviews = async (db: Database): Promise<PublicReview[]> => {
  const rows = await db
    .select({
      verified: aboutCompletedTrip(),
      id: reviews.id,
      note: reviews.note,
      commentaire: reviews.commentaire,
      city: reviews.city,
      tripMonth: reviews.tripMonth,
      createdAt: reviews.createdAt,
      authorName: users.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .where(isNotNull(reviews.approvedAt))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(PUBLIC_REVIEWS_MAX);
  return rows.map((row) => ({
    _id: row.id,
    user: { name: toPublicName(row.authorName) },
    note: row.note,
    commentaire: row.commentaire,
    ...(row.city ? { location: row.city } : {}),
    ...(row.tripMonth ? { tripMonth: row.tripMonth } : {}),
    createdAt: row.createdAt.toISOString(),
    verified: Boolean(row.verified),
  }));
};

/** Where moderation left a review. */
export const moderationState = (row: {
  approvedAt: Date | null;
  rejectedAt: Date | null;
}): ReviewModerationState =>
  row.approvedAt ? 'approved' : row.rejectedAt ? 'rejected' : 'pending';

/** A review as its author reads it, with its moderation state. */
export const toOwnReview = (row: ReviewRow): OwnReview => ({
  _id: row.id,
  note: row.note,
  commentaire: row.commentaire,
  ...(row.city ? { location: row.city } : {}),
  status: moderationState(row),
  createdAt: row.createdAt.toISOString(),
});

/** Stores a review pending moderation (`approved_at` null). */
export const insertReview = async (
  db: Queryable,
  values: {
    userId: string;
    note: number;
    commentaire: string;
    city: string | null;
    reservationId: string;
    tripMonth: string;
  },
): Promise<OwnReview> => {
  const [row] = await db.insert(reviews).values(values).returning();
  if (!row) throw new Error('review insert returned no row');
  return toOwnReview(row);
};

/** Every review of one customer, newest first. */
export const findReviewsOfUser = async (db: Queryable, userId: string): Promise<OwnReview[]> => {
  const rows = await db
    .select()
    .from(reviews)
    .where(eq(reviews.userId, userId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map(toOwnReview);
};

/**
 * How many reviews a customer stored since a moment, and when the oldest of them was. Holds a
 * lock on the customer's reviews until the transaction ends, so that concurrent posts are counted
 * one after another.
 */
export const countReviewsOfUserSince = async (db: Queryable, userId: string, since: Date) => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reviews:${userId}`}, 0))`);
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${reviews.createdAt})`,
    })
    .from(reviews)
    .where(and(eq(reviews.userId, userId), gt(reviews.createdAt, since)));
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
};
