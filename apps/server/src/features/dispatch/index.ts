/*
 * The dispatch feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export {
  ensureLegRow,
  findLeg,
  findLegs,
  findLegsAround,
  shiftDay,
  stateColumnOf,
  type LegFilter,
  type TripLeg,
} from './legs.repository';
export { customerTripOf, firstNameOf } from './customer-trip.service';
export type { TripEvents } from './dispatch.events';
export { legView } from './dispatch.service';
export { dispatchRoutes } from './dispatch.routes';
