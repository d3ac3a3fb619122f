/*
 * The auth feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export { accountRoutes } from './account.routes';
export {
  adminTokenOf,
  authLimits,
  customerTokenOf,
  holderOf,
  requireAdmin,
  requireChauffeur,
  signedInChauffeur,
  sessionPlugin,
  signInContextOf,
} from './auth.guards';
export type { AccountHooks } from './auth.hooks';
export { findUserByEmail, touchLastActive } from './auth.repository';
export { authRoutes } from './auth.routes';
export { checkCredentials } from './auth.service';
export type { SignedInChauffeur } from './sessions.repository';
export {
  closeAllSessions,
  closeSession,
  hashToken,
  newToken,
  openSession,
  resolveSession,
  sessionTokenOf,
  xsrfBindingOfRequest,
} from './sessions.service';
export {
  claimSignInTry,
  clearStaleSignInFailures,
  type SignInContext,
} from './sign-in-failures.service';
