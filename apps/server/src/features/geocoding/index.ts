/*
 * The geocoding feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export { geocodingPlugin } from './geocoding.plugin';
export { geocodingRoutes } from './geocoding.routes';
export type { Geocoder } from './geocoding.service';
