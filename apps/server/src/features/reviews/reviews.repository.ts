import { PUBLIC_REVIEWS_MAX, type PublicReview } from '@navette/shared';
import { desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews, users } from '../../db/schema';

/**
 * The name shown under a public review: first name and the initial of the last, as French review
 * sites do, so that a customer's full name is never published (data minimisation, GDPR art. 5).
 */
export const toPublicName = (fullName: string): string => {
  const [first = '', ...rest] = fullName.trim().split(/\s+/);
  const last = rest.at(-1);
  return last ? `${first} ${last.charAt(0).toUpperCase()}.` : first;
};

/** Approved reviews only (moderation), newest first, at most PUBLIC_REVIEWS_MAX. */
export const findApprovedReviews = async (db: Database): Promise<PublicReview[]> => {
  const rows = await db
    .select({
      id: reviews.id,
      note: reviews.note,
      commentaire: reviews.commentaire,
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
    createdAt: row.createdAt.toISOString(),
  }));
};
