import type { Endpoint } from '../endpoint';
import {
  adminCodeEndpoint,
  adminEnrolmentConfirmEndpoint,
  adminEnrolmentEndpoint,
  adminLoginEndpoint,
  adminLoginPasswordEndpoint,
  adminUnlockEndpoint,
  authOptionsEndpoint,
  googleCallbackEndpoint,
  googleSignInEndpoint,
  loginEndpoint,
  logoutEverywhereEndpoint,
  registerEndpoint,
  resendCodeEndpoint,
  verifyEmailEndpoint,
} from './accounts';
import { listReviewsEndpoint, listServicesEndpoint } from './catalogue';
import {
  getMyReservationEndpoint,
  listMyReservationsEndpoint,
  manageLinkExchangeEndpoint,
  reservationStatusMailEndpoint,
  revokeManageLinksEndpoint,
  updateMyStatutEndpoint,
} from './customer-reservations';
import { adminDashboardEndpoint } from './dashboard';
import { profileEndpoint } from './profile';
import {
  adminDocumentFileEndpoint,
  customerDocumentFileEndpoint,
  renewAdminDevisEndpoint,
} from './documents';
import {
  createCheckoutSessionEndpoint,
  payReservationEndpoint,
  paymentMailEndpoint,
  paymentWebhookEndpoint,
  testCheckoutCancelEndpoint,
  testCheckoutEndpoint,
  testCheckoutPayEndpoint,
} from './payments';
import { createReservationEndpoint, geocodeEndpoint, quoteRequestMailEndpoint } from './booking';
import {
  applicationCvEndpoint,
  applyForJobEndpoint,
  contactEndpoint,
  deleteApplicationEndpoint,
  listApplicationsEndpoint,
} from './messages';
import {
  adminCheckEndpoint,
  adminLogoutEndpoint,
  loginSuccessEndpoint,
  logoutEndpoint,
  sessionCheckEndpoint,
} from './public';
import {
  deleteAdminReservationEndpoint,
  getAdminReservationEndpoint,
  listAdminReservationsEndpoint,
  recordOnBoardPaymentEndpoint,
  updateAdminDevisEndpoint,
  updateAdminReservationEndpoint,
  updateAdminStatutEndpoint,
} from './reservations-admin';
import { getAdminMailEndpoint, listAdminMailsEndpoint, resendAdminMailEndpoint } from './mail-log';
import { listAdminReviewsEndpoint, moderateReviewEndpoint } from './reviews-admin';
import {
  changePasswordEndpoint,
  createReviewEndpoint,
  forgotPasswordEndpoint,
  listMyReviewsEndpoint,
  resetPasswordEndpoint,
  updateProfileEndpoint,
} from './self-service';
import {
  createServiceEndpoint,
  deleteServiceEndpoint,
  updateServiceEndpoint,
} from './services-admin';
import {
  adminPersonErasureEndpoint,
  adminPersonExportEndpoint,
  adminPrivacyOverviewEndpoint,
  deleteMyAccountEndpoint,
  exportMyDataEndpoint,
} from './privacy';
import { healthEndpoint, readinessEndpoint } from './site';
import {
  createVehicleEndpoint,
  deleteVehicleEndpoint,
  listVehiclesEndpoint,
  updateVehicleEndpoint,
} from './vehicles';

/*
 * The API contract: every JSON route of the server under /api, /auth and /admin (and the two
 * redirects and the file download there), with what it takes, what it answers and who may call
 * it (see ../endpoint.ts for the shape; a path may be listed once per audience). The web client calls the API only through these entries
 * (apps/web/src/lib/api-client.ts), and apps/server/test/api-contract.test.ts proves the server
 * serves exactly this set.
 *
 * The entries are split by the pages that call them, because a bundler places a whole module in
 * one chunk: the public pages' entries (./public) must not share a module with an entry whose
 * zod schemas only a form needs (docs/decisions/0014-light-response-checks.md).
 */
export * from './accounts';
export * from './booking';
export * from './catalogue';
export * from './customer-reservations';
export * from './dashboard';
export * from './documents';
export * from './mail-log';
export * from './messages';
export * from './payments';
export * from './privacy';
export * from './profile';
export * from './public';
export * from './reservations-admin';
export * from './reviews-admin';
export * from './self-service';
export * from './services-admin';
export * from './site';
export * from './vehicles';

/** The whole table, for the test that holds it against the server's routes. */
export const API_ENDPOINTS: readonly Endpoint[] = [
  healthEndpoint,
  readinessEndpoint,
  listServicesEndpoint,
  listReviewsEndpoint,
  geocodeEndpoint,
  contactEndpoint,
  registerEndpoint,
  verifyEmailEndpoint,
  resendCodeEndpoint,
  loginEndpoint,
  sessionCheckEndpoint,
  loginSuccessEndpoint,
  profileEndpoint,
  logoutEndpoint,
  logoutEverywhereEndpoint,
  authOptionsEndpoint,
  googleSignInEndpoint,
  googleCallbackEndpoint,
  adminLoginEndpoint,
  adminLoginPasswordEndpoint,
  adminEnrolmentEndpoint,
  adminEnrolmentConfirmEndpoint,
  adminCodeEndpoint,
  adminUnlockEndpoint,
  adminCheckEndpoint,
  adminLogoutEndpoint,
  applyForJobEndpoint,
  listApplicationsEndpoint,
  applicationCvEndpoint,
  deleteApplicationEndpoint,
  createReservationEndpoint,
  quoteRequestMailEndpoint,
  listAdminReservationsEndpoint,
  getAdminReservationEndpoint,
  updateAdminReservationEndpoint,
  updateAdminDevisEndpoint,
  updateAdminStatutEndpoint,
  deleteAdminReservationEndpoint,
  recordOnBoardPaymentEndpoint,
  adminDashboardEndpoint,
  listMyReservationsEndpoint,
  getMyReservationEndpoint,
  updateMyStatutEndpoint,
  reservationStatusMailEndpoint,
  manageLinkExchangeEndpoint,
  revokeManageLinksEndpoint,
  createReviewEndpoint,
  listMyReviewsEndpoint,
  listAdminReviewsEndpoint,
  moderateReviewEndpoint,
  listAdminMailsEndpoint,
  getAdminMailEndpoint,
  resendAdminMailEndpoint,
  updateProfileEndpoint,
  changePasswordEndpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
  createCheckoutSessionEndpoint,
  payReservationEndpoint,
  paymentWebhookEndpoint,
  testCheckoutEndpoint,
  testCheckoutPayEndpoint,
  testCheckoutCancelEndpoint,
  paymentMailEndpoint,
  createServiceEndpoint,
  updateServiceEndpoint,
  deleteServiceEndpoint,
  listVehiclesEndpoint,
  createVehicleEndpoint,
  updateVehicleEndpoint,
  deleteVehicleEndpoint,
  customerDocumentFileEndpoint,
  adminDocumentFileEndpoint,
  renewAdminDevisEndpoint,
  exportMyDataEndpoint,
  deleteMyAccountEndpoint,
  adminPrivacyOverviewEndpoint,
  adminPersonExportEndpoint,
  adminPersonErasureEndpoint,
];
