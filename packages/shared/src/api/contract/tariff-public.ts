import type { JsonEndpoint } from '../endpoint';
import { publicTariffCheck } from '../../pricing/public-tariff';

/*
 * The prices of the public pages (docs/product/pricing.md#on-the-site): a guard, not a zod
 * schema, in a module of its own so that it travels with those pages only (decision 0014).
 */

/** The prices the public pages show, from the current tariff. */
export const publicTariffEndpoint = {
  method: 'GET',
  path: '/api/tarifs',
  access: 'public',
  response: publicTariffCheck,
} as const satisfies JsonEndpoint;
