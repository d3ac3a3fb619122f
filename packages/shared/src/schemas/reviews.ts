import { z } from 'zod';
import { REVIEW_NOTE_MAX, REVIEW_NOTE_MIN } from '../constants';

/** At most this many approved reviews are shown publicly (the newest ones). */
export const PUBLIC_REVIEWS_MAX = 12;

/** A review as the public reads it (GET /api/avis): payload field names (docs/glossary.md), author reduced to a name. */
export const publicReviewSchema = z.object({
  _id: z.string(),
  user: z.object({ name: z.string() }),
  note: z.number().int().min(REVIEW_NOTE_MIN).max(REVIEW_NOTE_MAX),
  commentaire: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
export const publicReviewListSchema = z.array(publicReviewSchema);
