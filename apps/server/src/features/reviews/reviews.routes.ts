import {
  createReviewEndpoint,
  listMyReviewsEndpoint,
  listReviewsEndpoint,
  publicReviewListSchema,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeLimits } from '../../lib/route-limits';
import { route } from '../../lib/route-kit';
import { reviewsAdminRoutes } from './reviews-admin.routes';
import { findApprovedReviews, findReviewsOfUser } from './reviews.repository';
import { postReview } from './reviews.service';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Requests, refused ones included, counted per account (the session is resolved before this
  // hook), else per client address, at the sign-in routes' threshold. The stored reviews have
  // their own, stricter count (reviews.service.ts), so that a customer who mistyped is not the
  // one held back.
  const { perIp, windowMs } = app.config.rateLimit.auth;
  const postLimits = routeLimits(app, [
    {
      name: 'reviews-post',
      max: perIp,
      windowMs,
      key: (request) => request.user?._id ?? `ip:${request.ip}`,
    },
  ]);

  route(app, listReviewsEndpoint, {
    tags: ['reviews'],
    summary: 'The newest approved customer reviews',
    schema: { response: publicReviewListSchema },
    handler: async () => findApprovedReviews(app.db),
  });

  route(app, createReviewEndpoint, {
    tags: ['reviews'],
    summary: 'Post a review; it is shown once an administrator approves it',
    limits: postLimits,
    errors: [403],
    handler: async (request) => {
      const user = request.user;
      if (!user) throw new AppError('UNAUTHORIZED');
      // The body's `user` is never read: the author is the session's customer.
      const { note, commentaire, city } = request.body;
      return postReview(app.db, user._id, { note, commentaire, city });
    },
  });

  route(app, listMyReviewsEndpoint, {
    tags: ['reviews'],
    summary: "The signed-in customer's own reviews, with their moderation state",
    handler: async (request) => {
      const user = request.user;
      if (!user) throw new AppError('UNAUTHORIZED');
      return findReviewsOfUser(app.db, user._id);
    },
  });

  await app.register(reviewsAdminRoutes);
};
