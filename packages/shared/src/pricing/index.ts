/*
 * Instant prices (docs/product/pricing.md): the tariff, the pure pricing engine and the shapes
 * of the price endpoints.
 */
export * from './tariff';
export * from './quote';
export * from './price-request';
export * from './tariff-admin';
export * from './public-tariff';
export * from './calendar';
export * from './zones';
export * from './engine';
export * from './cancellation';
