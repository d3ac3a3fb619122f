import {
  adminReviewListQuerySchema,
  adminReviewPageSchema,
  adminReviewSchema,
  adminReviewUpdateSchema,
  reviewIdParamsSchema,
} from '../../schemas/reviews';
import type { JsonEndpoint } from '../endpoint';

/*
 * Review moderation (docs/product/back-office.md#reviews): the reviews in one state, newest
 * first, and the approve / reject decision. An unknown id is REVIEW_NOT_FOUND (404).
 */

export const listAdminReviewsEndpoint = {
  method: 'GET',
  path: '/api/admin/avis',
  access: 'admin',
  query: adminReviewListQuerySchema,
  response: adminReviewPageSchema,
} as const satisfies JsonEndpoint;

/** Approves (public at once) or rejects a review; answers the review as it now is. */
export const moderateReviewEndpoint = {
  method: 'PUT',
  path: '/api/admin/avis/:id',
  access: 'admin',
  params: reviewIdParamsSchema,
  body: adminReviewUpdateSchema,
  response: adminReviewSchema,
} as const satisfies JsonEndpoint;
