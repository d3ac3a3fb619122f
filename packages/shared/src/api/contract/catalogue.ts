import type { PublicReview } from '../../schemas/reviews';
import type { Service } from '../../schemas/services';
import type { JsonEndpoint } from '../endpoint';
import { arrayOf, checkWith, hasStrings, isRecord } from '../guards';

/*
 * The public lists: the services offered and the approved reviews, which the home page's lower
 * sections and the booking form read. Guards, not zod schemas (decision 0014), in a module of
 * their own so that they travel with the sections that show them, not with every page.
 */

export const serviceListCheck = /* @__PURE__ */ checkWith(
  arrayOf((value): value is Service => hasStrings(value, ['_id', 'name', 'description', 'image'])),
);

export const publicReviewListCheck = /* @__PURE__ */ checkWith(
  arrayOf(
    (value): value is PublicReview =>
      isRecord(value) &&
      typeof value.note === 'number' &&
      hasStrings(value.user, ['name']) &&
      hasStrings(value, ['_id', 'commentaire', 'createdAt']),
  ),
);

export const listServicesEndpoint = {
  method: 'GET',
  path: '/api/services',
  access: 'public',
  response: serviceListCheck,
} as const satisfies JsonEndpoint;

export const listReviewsEndpoint = {
  method: 'GET',
  path: '/api/avis',
  access: 'public',
  response: publicReviewListCheck,
} as const satisfies JsonEndpoint;
