/*
 * The routing feature's front door: road distances and durations for the prices
 * (docs/architecture.md, "Features and their front doors").
 */
export { routingPlugin } from './routing.plugin';
export { createRouter, type Router } from './routing.service';
export type { RoutePoint } from './routing.providers';
