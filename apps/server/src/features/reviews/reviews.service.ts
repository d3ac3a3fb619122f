import type { OwnReview } from '@navette/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  countReviewsOfUserSince,
  findLatestCompletedTrip,
  insertReview,
} from './reviews.repository';

/** Reviews one customer may post in an hour: enough for anyone, too few to flood moderation. */
export const REVIEWS_PER_HOUR = 5;
const HOUR_MS = 3600_000;

/**
 * Stores a customer's review pending moderation (docs/product/customer-area.md#reviews). Only a
 * customer with a completed trip may post (REVIEW_NEEDS_COMPLETED_TRIP, nothing stored); the
 * review keeps that trip and its month (docs/product/public-site.md#testimonials). Counted on the
 * stored reviews, so that refused requests never use up a customer's allowance.
 */
export const postReview = async (
  db: Database,
  userId: string,
  input: { note: number; commentaire: string; city?: string | undefined },
): Promise<OwnReview> =>
  db.transaction(async (tx) => {
    const trip = await findLatestCompletedTrip(tx, userId);
    if (!trip) throw new AppError('REVIEW_NEEDS_COMPLETED_TRIP');
    const now = Date.now();
    const recent = await countReviewsOfUserSince(tx, userId, new Date(now - HOUR_MS));
    if (recent.count >= REVIEWS_PER_HOUR) {
      const freeAt = (recent.oldest?.getTime() ?? now) + HOUR_MS;
      throw new AppError('RATE_LIMITED', {
        retryAfterS: Math.max(1, Math.ceil((freeAt - now) / 1000)),
      });
    }
    return insertReview(tx, {
      userId,
      note: input.note,
      commentaire: input.commentaire,
      city: input.city || null,
      reservationId: trip.id,
      tripMonth: trip.date.slice(0, 7),
    });
  });
