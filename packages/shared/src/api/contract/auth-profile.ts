import type { JsonEndpoint } from '../endpoint';
import type { Profile } from '../../schemas/account';
import { checkWith, hasStrings } from '../guards';

/*
 * The customer's profile, which the customer area's first screen reads: in a module of its own,
 * apart from the account forms' entries, and read with a light check (decision 0014), so that the
 * page loads no zod (docs/decisions/0040-scripts-after-first-paint.md). The server answers with
 * `profileSchema` (schemas/account.ts), its route's.
 */

export const profileCheck = /* @__PURE__ */ checkWith(
  (value): value is Profile =>
    hasStrings(value, ['_id', 'name', 'email', 'language']) &&
    typeof (value as Record<string, unknown>).hasPassword === 'boolean',
);

export const profileEndpoint = {
  method: 'GET',
  path: '/auth/profile',
  access: 'customer',
  response: profileCheck,
} as const satisfies JsonEndpoint;
