import {
  adminReviewListQuerySchema,
  adminReviewPageSchema,
  adminReviewSchema,
  adminReviewUpdateSchema,
  reviewIdParamsSchema,
} from '@navette/shared';
import { errorResponses } from '../../lib/route-schemas';
import { adminScope } from '../auth/auth.guards';
import { listReviewsForAdmin, moderateReview } from './reviews-admin.repository';

/*
 * Review moderation in the back-office (docs/product/back-office.md#reviews), inside the admin
 * scope (decision 0017): the guard runs before validation.
 */

const tags = ['reviews (back-office)'];
const security = [{ adminBearer: [] }];

export const reviewsAdminRoutes = adminScope(async (admin) => {
  admin.get(
    '/api/admin/avis',
    {
      schema: {
        tags,
        security,
        summary: 'One page of the reviews in one moderation state, newest first (administrators)',
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listReviewsForAdmin(admin.db, request.query),
  );

  admin.put(
    '/api/admin/avis/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Approves (public at once) or rejects a review; either may be changed later',
        params: reviewIdParamsSchema,
        body: adminReviewUpdateSchema,
        response: { 200: adminReviewSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => moderateReview(admin.db, request.params.id, request.body.status),
  );
});
