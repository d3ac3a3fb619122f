import type {
  AdminReview,
  AdminReviewPage,
  AdminReviewUpdate,
  ReviewModerationState,
} from '@navette/shared';
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews, users, type ReviewRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../db/values';
import { toOwnReview } from './reviews.repository';

/*
 * Review moderation (docs/product/back-office.md#reviews). A review is pending while neither
 * `approved_at` nor `rejected_at` is set; a decision sets one and clears the other, so that an
 * administrator may change their mind (a check constraint forbids both at once).
 */

const stateFilter: Record<ReviewModerationState, SQL | undefined> = {
  pending: and(isNull(reviews.approvedAt), isNull(reviews.rejectedAt)),
  approved: isNotNull(reviews.approvedAt),
  rejected: isNotNull(reviews.rejectedAt),
};

const toAdminReview = (row: ReviewRow, author: { name: string; email: string }): AdminReview => ({
  ...toOwnReview(row),
  user: { name: author.name, email: author.email },
  moderatedAt: (row.approvedAt ?? row.rejectedAt)?.toISOString() ?? null,
});

/** One page of the reviews in one state, newest first, with how many there are in that state. */
export const listReviewsForAdmin = async (
  db: Database,
  query: { status: ReviewModerationState; page: number; pageSize: number },
): Promise<AdminReviewPage> => {
  const where = stateFilter[query.status];
  const [rows, totals] = await Promise.all([
    db
      .select({ review: reviews, name: users.name, email: users.email })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(reviews).where(where),
  ]);
  return {
    items: rows.map((row) => toAdminReview(row.review, row)),
    total: totals[0]?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
};

/** Approves or rejects a review (again, if it was decided already); REVIEW_NOT_FOUND if none. */
export const moderateReview = async (
  db: Database,
  id: string,
  decision: AdminReviewUpdate['status'],
  now: Date = new Date(),
): Promise<AdminReview> => {
  // not a uuid: no such review (and no database error for a malformed id)
  if (!isUuid(id)) throw new AppError('REVIEW_NOT_FOUND');
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set(
        decision === 'approved'
          ? { approvedAt: now, rejectedAt: null }
          : { approvedAt: null, rejectedAt: now },
      )
      .where(eq(reviews.id, id))
      .returning();
    if (!row) throw new AppError('REVIEW_NOT_FOUND');
    const [author] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, row.userId));
    if (!author) throw new AppError('REVIEW_NOT_FOUND');
    return toAdminReview(row, author);
  });
};
