import { z } from 'zod';
import { REVIEW_NOTE_DEFAULT, REVIEW_NOTE_MAX, REVIEW_NOTE_MIN } from '../constants';
import { INVALID_CHARACTERS_MESSAGE, boundedLine, boundedText } from './primitives';

/** At most this many approved reviews are shown publicly (the newest ones). */
export const PUBLIC_REVIEWS_MAX = 12;

/** A review as the public reads it (GET /api/avis): payload field names (docs/glossary.md), author reduced to a name. */
export const publicReviewSchema = z.object({
  _id: z.string(),
  user: z.object({ name: z.string() }),
  note: z.number().int().min(REVIEW_NOTE_MIN).max(REVIEW_NOTE_MAX),
  commentaire: z.string(),
  /** the city the author gave, shown as the testimonial's location; absent when none */
  location: z.string().optional(),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;
export const publicReviewListSchema = z.array(publicReviewSchema);

/** A review's comment and the city shown as the testimonial's location, at most. */
export const REVIEW_COMMENT_MAX_LENGTH = 1000;
export const REVIEW_CITY_MAX_LENGTH = 80;

/**
 * POST /api/avis. The spec's payload also carries `user`: accepted so that its clients keep
 * working, and never read — the author is the session's customer (docs/product/customer-area.md).
 */
export const createReviewSchema = z.strictObject({
  user: z.unknown().optional(),
  note: z
    .number('accountApi.reviews.errors.noteRange')
    .int('accountApi.reviews.errors.noteRange')
    .min(REVIEW_NOTE_MIN, 'accountApi.reviews.errors.noteRange')
    .max(REVIEW_NOTE_MAX, 'accountApi.reviews.errors.noteRange')
    .default(REVIEW_NOTE_DEFAULT),
  commentaire: boundedText(REVIEW_COMMENT_MAX_LENGTH, {
    type: 'accountApi.reviews.errors.commentRequired',
    required: 'accountApi.reviews.errors.commentRequired',
    tooLong: 'accountApi.reviews.errors.commentTooLong',
    invalidCharacters: INVALID_CHARACTERS_MESSAGE,
  }),
  city: boundedLine(REVIEW_CITY_MAX_LENGTH, {
    type: 'accountApi.reviews.errors.cityInvalid',
    tooLong: 'accountApi.reviews.errors.cityTooLong',
    invalidCharacters: INVALID_CHARACTERS_MESSAGE,
  }).optional(),
});
export type CreateReview = z.input<typeof createReviewSchema>;

/** Whether an administrator has approved the review yet (only approved ones are public). */
export const REVIEW_MODERATION_STATES = ['pending', 'approved'] as const;
export type ReviewModerationState = (typeof REVIEW_MODERATION_STATES)[number];

/** A review as its author reads it (POST /api/avis, GET /api/avis/mine). */
export const ownReviewSchema = z.object({
  _id: z.string(),
  note: z.number().int().min(REVIEW_NOTE_MIN).max(REVIEW_NOTE_MAX),
  commentaire: z.string(),
  location: z.string().optional(),
  status: z.enum(REVIEW_MODERATION_STATES),
  /** ISO 8601 */
  createdAt: z.string(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;
export const ownReviewListSchema = z.array(ownReviewSchema);
