import type { JsonEndpoint } from '../endpoint';
import type { PublicReview } from '../../schemas/reviews';
import { arrayOf, checkWith, hasStrings, isRecord } from '../guards';

/*
 * The approved reviews the home page shows. A guard, not a zod schema (decision 0014), in a module
 * of its own so that it travels with the section that shows it, not with every page.
 */

export const publicReviewListCheck = /* @__PURE__ */ checkWith(
  arrayOf(
    (value): value is PublicReview =>
      isRecord(value) &&
      typeof value.note === 'number' &&
      hasStrings(value.user, ['name']) &&
      hasStrings(value, ['_id', 'commentaire', 'createdAt']),
  ),
);

export const listReviewsEndpoint = {
  method: 'GET',
  path: '/api/avis',
  access: 'public',
  response: publicReviewListCheck,
} as const satisfies JsonEndpoint;
