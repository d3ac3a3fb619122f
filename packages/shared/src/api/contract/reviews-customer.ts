import type { JsonEndpoint } from '../endpoint';
import { createReviewSchema, ownReviewListSchema, ownReviewSchema } from '../../schemas/reviews';

/*
 * The customer's reviews (docs/product/customer-area.md#reviews): one per completed trip, and the
 * list of their own with each one's moderation state. Their zod schemas travel with the reviews
 * tab only.
 */

/** Stored pending moderation; the author is the session's customer, never the body's `user`. */
export const createReviewEndpoint = {
  method: 'POST',
  path: '/api/avis',
  access: 'customer',
  body: createReviewSchema,
  status: 201,
  response: ownReviewSchema,
} as const satisfies JsonEndpoint;

/** The caller's own reviews, newest first, with their moderation state. */
export const listMyReviewsEndpoint = {
  method: 'GET',
  path: '/api/avis/mine',
  access: 'customer',
  response: ownReviewListSchema,
} as const satisfies JsonEndpoint;
