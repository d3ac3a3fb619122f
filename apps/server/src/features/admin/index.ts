/*
 * The admin feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export { adminRoutes } from './admin.routes';
// the authenticator-app codes, which the chauffeurs' optional second factor uses too
export { newEnrolment, stepOfCode } from './second-factor.service';
export {
  claimStep,
  confirmPendingSecret,
  findSecondFactor,
  savePendingSecret,
} from './second-factor.repository';
