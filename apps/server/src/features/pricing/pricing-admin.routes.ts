import {
  getAdminTariffEndpoint,
  getTariffVersionEndpoint,
  saveAdminTariffEndpoint,
  simulateTariffEndpoint,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { clientKeyOf } from '../../lib/client-address';
import { route } from '../../lib/route-kit';
import { priceTrip, type PricingContext } from './pricing.service';
import {
  getAdminTariff,
  getTariffVersion,
  saveTariff,
  type TariffAdminContext,
  type TariffStore,
} from './tariff.service';

/*
 * The back-office's tariff and its simulator (docs/product/back-office.md#tarifs): admin routes
 * of the route kit.
 */

const tags = ['tariff (back-office)'];

/**
 * A tariff is a document, not a form: some thirty keys per rate, a few hundred bytes per zone
 * outline. Its routes take up to BODY_LIMIT_BYTES and this many keys (the default caps of
 * plugins/json-body.ts would stop a tariff of fifteen rates).
 */
const TARIFF_KEYS_MAX = 10_000;

export const pricingAdminRoutes: FastifyPluginAsyncZod<{
  tariffs: TariffStore;
  pricing: PricingContext;
}> = async (app, { tariffs, pricing }) => {
  const documentBody = {
    bodyLimit: app.config.bodyLimitBytes,
    config: { jsonKeysMax: TARIFF_KEYS_MAX },
  };
  const context: TariffAdminContext = {
    db: app.db,
    tariffs,
    log: app.log.child({ feature: 'pricing' }),
  };

  route(app, getAdminTariffEndpoint, {
    tags,
    summary: 'The current tariff and the list of its versions, newest first (administrators)',
    handler: async () => getAdminTariff(context),
  });

  route(app, saveAdminTariffEndpoint, {
    tags,
    summary: 'Saves the tariff as a new version (administrators)',
    description:
      '`basedOn` is the version the page started from (null when there was none): when another ' +
      'version was saved since, nothing is written and the answer is 409 TARIFF_CHANGED.',
    errors: [409, 413],
    fastify: documentBody,
    handler: async (request) => {
      // set by the admin guard before any handler runs
      if (!request.admin) throw new AppError('UNAUTHORIZED');
      return saveTariff(context, request.body, request.admin._id);
    },
  });

  route(app, getTariffVersionEndpoint, {
    tags,
    summary: 'One version of the tariff, as it was saved (administrators)',
    errors: [404],
    handler: async (request) => getTariffVersion(context, request.params.version),
  });

  route(app, simulateTariffEndpoint, {
    tags,
    summary: 'Prices a trip with the tariff being edited, or the current one (administrators)',
    errors: [413],
    fastify: documentBody,
    handler: async (request) => {
      const { trip, tariff, waitingMinutes } = request.body;
      return priceTrip(pricing, trip, clientKeyOf(request.ip), {
        ...(tariff ? { draft: tariff } : {}),
        waitingMinutes,
      });
    },
  });
};
