import { z } from 'zod';
import { REVIEW_NOTE_DEFAULT, REVIEW_NOTE_MAX, REVIEW_NOTE_MIN } from '../constants';
import type { ReservationStatus } from '../constants';
import { INVALID_CHARACTERS_MESSAGE, boundedLine, boundedText } from './primitives';

/**
 * A completed trip, the condition to post a review (docs/product/dispatch.md#reviews): a
 * reservation `terminé`, driven to its end by the chauffeur's report or the company's. The server
 * checks the same rule in SQL (reviews.repository.ts, findLatestCompletedTrip); the customer area
 * uses this one to offer the form or say why not.
 */
export const isCompletedTrip = (reservation: { statut: ReservationStatus }): boolean =>
  reservation.statut === 'terminé';

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
  /**
   * The month of the trip the review is about, YYYY-MM (docs/product/public-site.md#testimonials);
   * absent for reviews posted before a review needed a completed trip.
   */
  tripMonth: z.string().optional(),
  /** ISO 8601 */
  createdAt: z.string(),
  /**
   * The review is about a trip of the author's that was driven to its end, `terminé`
   * (docs/product/dispatch.md#reviews): shown as « Trajet vérifié ».
   */
  verified: z.boolean(),
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

/**
 * Where moderation left a review: waiting, approved (public) or rejected (never public). An
 * administrator may change an approved or rejected review's state again.
 */
export const REVIEW_MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
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

/*
 * The back-office's moderation (docs/product/back-office.md#reviews): one page of the reviews in
 * one state, newest first, and the approve / reject decision.
 */

const R = 'adminReviews.validation';
export const ADMIN_REVIEWS_PAGE_SIZE_DEFAULT = 20;
export const ADMIN_REVIEWS_PAGE_SIZE_MAX = 100;

const positiveInt = (message: string, max: number) =>
  z
    .string(message)
    .regex(/^\d{1,6}$/, message)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, message);

/** GET /api/admin/avis: query values are text; `status` defaults to the pending reviews. */
export const adminReviewListQuerySchema = z.object({
  status: z.enum(REVIEW_MODERATION_STATES, `${R}.status`).default('pending'),
  page: positiveInt(`${R}.page`, 1_000_000).default(1),
  pageSize: positiveInt(`${R}.pageSize`, ADMIN_REVIEWS_PAGE_SIZE_MAX).default(
    ADMIN_REVIEWS_PAGE_SIZE_DEFAULT,
  ),
});
export type AdminReviewListQuery = z.input<typeof adminReviewListQuerySchema>;

/** A review as the back-office reads it: the author in full, and when it was last moderated. */
export const adminReviewSchema = ownReviewSchema.extend({
  user: z.object({ name: z.string(), email: z.string() }),
  /** ISO 8601, the last approval or rejection; null while pending */
  moderatedAt: z.string().nullable(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewPageSchema = z.object({
  items: z.array(adminReviewSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

export const reviewIdParamsSchema = z.object({ id: z.string().max(64) });

/** PUT /api/admin/avis/:id: the decision; a review cannot be sent back to pending. */
export const adminReviewUpdateSchema = z.strictObject({
  status: z.enum(['approved', 'rejected'], `${R}.decision`),
});
export type AdminReviewUpdate = z.infer<typeof adminReviewUpdateSchema>;
