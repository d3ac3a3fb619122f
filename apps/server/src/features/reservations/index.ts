/*
 * The reservations feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export { reservationsAccountHooks } from './reservations.accounts';
export { toReservation } from './reservations.repository';
export { reservationsRoutes } from './reservations.routes';
