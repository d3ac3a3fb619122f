import type { JsonEndpoint } from '../endpoint';
import type { Service } from '../../schemas/services';
import { arrayOf, checkWith, hasStrings } from '../guards';

/*
 * The services offered, which the home page's lower sections, the booking form and the
 * back-office read. A guard, not a zod schema (decision 0014), in a module of its own so that it
 * travels with the sections that show it, not with every page.
 */

export const serviceListCheck = /* @__PURE__ */ checkWith(
  arrayOf((value): value is Service => hasStrings(value, ['_id', 'name', 'description', 'image'])),
);

export const listServicesEndpoint = {
  method: 'GET',
  path: '/api/services',
  access: 'public',
  response: serviceListCheck,
} as const satisfies JsonEndpoint;
