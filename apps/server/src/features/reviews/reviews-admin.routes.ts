import { listAdminReviewsEndpoint, moderateReviewEndpoint } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route-kit';
import { listReviewsForAdmin, moderateReview } from './reviews-admin.repository';

/*
 * Review moderation in the back-office (docs/product/back-office.md#reviews): admin routes of the
 * route kit, whose guard runs before validation.
 */

const tags = ['reviews (back-office)'];

export const reviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, listAdminReviewsEndpoint, {
    tags,
    summary: 'One page of the reviews in one moderation state, newest first (administrators)',
    handler: async (request) => listReviewsForAdmin(app.db, request.query),
  });

  route(app, moderateReviewEndpoint, {
    tags,
    summary: 'Approves (public at once) or rejects a review; either may be changed later',
    errors: [404],
    handler: async (request) => moderateReview(app.db, request.params.id, request.body.status),
  });
};
