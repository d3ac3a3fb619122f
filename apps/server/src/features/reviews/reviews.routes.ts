import { publicReviewListSchema } from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas';
import { findApprovedReviews } from './reviews.repository';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
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
};
