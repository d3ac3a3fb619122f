import type { SessionCheck } from '../schemas/auth';
import type { PublicReview } from '../schemas/reviews';
import type { Service } from '../schemas/services';
import { arrayOf, checkWith, hasStrings, isRecord } from './guards';

/*
 * The response checks of the endpoints every public page calls (the services and reviews lists,
 * the session checks, the sign-outs): guards, not zod schemas (decision 0014). They check the
 * shape the pages rely on; the server enforces the full schema when it answers.
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

/** `{ user }` when signed in, `{ error, code }` when not. */
export const sessionCheckCheck = /* @__PURE__ */ checkWith(
  (value): value is SessionCheck =>
    (isRecord(value) && hasStrings(value.user, ['_id', 'name', 'email'])) ||
    hasStrings(value, ['error', 'code']),
);

export const messageCheck = /* @__PURE__ */ checkWith((value): value is { message: string } =>
  hasStrings(value, ['message']),
);

export const adminCheckCheck = /* @__PURE__ */ checkWith(
  (value): value is { isAdmin: boolean } => isRecord(value) && typeof value.isAdmin === 'boolean',
);
