import type { JsonEndpoint } from '../endpoint';
import { priceAnswerSchema } from '../../pricing/quote';
import { tariffSimulationSchema } from '../../pricing/price-request';
import {
  adminTariffSchema,
  saveTariffSchema,
  tariffVersionParamsSchema,
  tariffVersionSchema,
} from '../../pricing/tariff-admin';

/*
 * The back-office's tariff and its simulator (docs/product/back-office.md#tarifs).
 */

/** The current tariff and the list of its versions. */
export const getAdminTariffEndpoint = {
  method: 'GET',
  path: '/api/admin/tarifs',
  access: 'admin',
  response: adminTariffSchema,
} as const satisfies JsonEndpoint;

/** Saves the tariff as a new version (TARIFF_CHANGED, 409, when `basedOn` is not the current). */
export const saveAdminTariffEndpoint = {
  method: 'PUT',
  path: '/api/admin/tarifs',
  access: 'admin',
  body: saveTariffSchema,
  response: adminTariffSchema,
} as const satisfies JsonEndpoint;

/** One past version, as it was saved (TARIFF_VERSION_NOT_FOUND, 404). */
export const getTariffVersionEndpoint = {
  method: 'GET',
  path: '/api/admin/tarifs/versions/:version',
  access: 'admin',
  params: tariffVersionParamsSchema,
  response: tariffVersionSchema,
} as const satisfies JsonEndpoint;

/** The simulator: a trip priced with the tariff being edited, or the current one. */
export const simulateTariffEndpoint = {
  method: 'POST',
  path: '/api/admin/tarifs/simulation',
  access: 'admin',
  body: tariffSimulationSchema,
  response: priceAnswerSchema,
} as const satisfies JsonEndpoint;
