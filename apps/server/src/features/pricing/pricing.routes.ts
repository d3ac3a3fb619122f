import {
  priceTripEndpoint,
  publicTariffEndpoint,
  type FleetVehicle,
  type Vehicle,
} from '@navette/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fp from 'fastify-plugin';
import { clientKeyOf } from '../../lib/client-address';
import { routeLimits } from '../../lib/route-limits';
import { route } from '../../lib/route-kit';
import { pricingAdminRoutes } from './pricing-admin.routes';
import { priceTrip, type PricingContext } from './pricing.service';
import { createTariffStore } from './tariff.service';
import { publicTariffOf, publicTariffSchema } from './tariff.public';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * what pricing needs, for the reservations feature to price the trip it records with
     * `priceTrip(app.pricing, …)` (features/pricing)
     */
    pricing: PricingContext;
  }
}

/** The fleet (kept in memory by the vehicles feature, `app.fleet`) as the engine reads it. */
const fleetOf = (vehicles: readonly Vehicle[]): FleetVehicle[] =>
  vehicles.map((vehicle) => ({
    id: vehicle._id,
    name: vehicle.nom,
    passengers: vehicle.capacite_passagers,
    luggageMax: vehicle.capacite_bagages_max,
  }));

const routes: FastifyPluginAsyncZod = async (app) => {
  // another instance's save shows here within 30 s
  const tariffs = createTariffStore(app.db, app.log.child({ feature: 'pricing' }));
  const pricing: PricingContext = {
    offeredServices: () => app.serviceCatalogue.list(),
    fleet: async () => fleetOf(await app.fleet.get()),
    currentTariff: () => tariffs.current(),
    geocoder: app.geocoder,
    router: app.router,
    instantBookingMinHours: app.config.pricing.instantBookingMinHours,
  };
  app.decorate('pricing', pricing);

  const { perIp, windowMs } = app.config.pricing.rateLimit;
  // the booking forms ask again as the visitor types: a limit of its own, above theirs
  const priceLimit = routeLimits(app, [{ name: 'price-ip', max: perIp, windowMs }]);

  route(app, priceTripEndpoint, {
    tags: ['pricing'],
    summary: 'The vehicle classes that take the party, each with its price, or why there is none',
    description:
      'Priced from the current tariff (docs/product/pricing.md); a trip it does not price gets ' +
      '`{ outcome: "quote", reason }` and goes to the company as a quote request.',
    limits: priceLimit,
    handler: async (request) => priceTrip(pricing, request.body, clientKeyOf(request.ip)),
  });

  route(app, publicTariffEndpoint, {
    tags: ['pricing'],
    summary: "The public pages' prices: per service, from, flat fares and hourly packages",
    schema: { response: publicTariffSchema },
    handler: async () => {
      const [current, offered, vehicles] = await Promise.all([
        tariffs.current(),
        app.serviceCatalogue.list(),
        app.fleet.get().then(fleetOf),
      ]);
      return publicTariffOf(current, offered, vehicles);
    },
  });

  await app.register(pricingAdminRoutes, { tariffs, pricing });
};

/** Instant prices and the tariff (docs/product/pricing.md). */
export const pricingRoutes = fp(routes, {
  name: 'pricing',
  dependencies: ['database', 'services', 'vehicles', 'geocoder', 'router'],
});
