/*
 * The pricing feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 *
 * To price a reservation being created, the reservations feature calls
 * `priceTrip(app.pricing, request, clientKeyOf(request.ip))`: the same function, context and rules
 * as POST /api/prices, so the price booked is the price the visitor was shown (or, when the tariff
 * changed in between, the new one). A priced answer carries its `tariffVersion`.
 */
export { pricingRoutes } from './pricing.routes';
export { priceTrip, type PricingContext, type PriceTripOptions } from './pricing.service';
export { seedTariff } from './tariff.default';
