/*
 * The manage-booking feature's front door: what other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export {
  heldBy,
  isHeldBy,
  LINK_COOKIE_MAX_AGE_S,
  mintManageLink,
  mintManageUrl,
  newManageLink,
  type NewManageLink,
  reservationOfToken,
  type ReservationHolder,
} from './manage-booking.links';
export { manageLinkRoutes } from './manage-booking.routes';
