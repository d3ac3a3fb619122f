import {
  createReviewSchema,
  ownReviewListSchema,
  ownReviewSchema,
  publicReviewListSchema,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { routeLimits } from '../../lib/route-limits';
import { errorResponses } from '../../lib/route-schemas';
import { requireUser } from '../auth/auth.guards';
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

  app.get(
    '/api/avis',
    {
      schema: {
        tags: ['reviews'],
        summary: 'The newest approved customer reviews',
        response: { 200: publicReviewListSchema, ...errorResponses() },
      },
    },
    async () => findApprovedReviews(app.db),
  );

  app.post(
    '/api/avis',
    {
      preValidation: [postLimits, requireUser],
      schema: {
        tags: ['reviews'],
        summary: 'Post a review; it is shown once an administrator approves it',
        body: createReviewSchema,
        response: { 201: ownReviewSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const user = request.user;
      if (!user) throw new AppError('UNAUTHORIZED');
      // The body's `user` is never read: the author is the session's customer.
      const { note, commentaire, city } = request.body;
      const review = await postReview(app.db, user._id, { note, commentaire, city });
      return reply.status(201).send(review);
    },
  );

  app.get(
    '/api/avis/mine',
    {
      preHandler: requireUser,
      schema: {
        tags: ['reviews'],
        summary: "The signed-in customer's own reviews, with their moderation state",
        response: { 200: ownReviewListSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw new AppError('UNAUTHORIZED');
      return findReviewsOfUser(app.db, user._id);
    },
  );

  await app.register(reviewsAdminRoutes);
};
