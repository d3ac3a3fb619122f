import type { SessionCheck } from '../schemas/auth';
import { checkWith, hasStrings, isRecord } from './guards';

/*
 * The response checks of the endpoints every page calls (the session checks, the sign-outs):
 * guards, not zod schemas (decision 0014). They check the shape the pages rely on; the server
 * enforces the full schema when it answers.
 */

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
