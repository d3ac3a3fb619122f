import type { Endpoint } from '../endpoint';
import {
  changePasswordEndpoint,
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
  updateProfileEndpoint,
} from './account';
import {
  adminCodeEndpoint,
  adminEnrolmentConfirmEndpoint,
  adminEnrolmentEndpoint,
  adminLoginEndpoint,
  adminLoginPasswordEndpoint,
  adminUnlockEndpoint,
} from './admin';
import {
  authOptionsEndpoint,
  googleCallbackEndpoint,
  googleSignInEndpoint,
  loginEndpoint,
  logoutEverywhereEndpoint,
  registerEndpoint,
  resendCodeEndpoint,
  verifyEmailEndpoint,
} from './auth';
import { profileEndpoint } from './auth-profile';
import {
  acceptChauffeurInvitationEndpoint,
  chauffeurCheckEndpoint,
  chauffeurInvitationEndpoint,
  chauffeurLoginEndpoint,
  chauffeurLogoutEndpoint,
  confirmChauffeurSecondFactorEndpoint,
  startChauffeurSecondFactorEndpoint,
} from './chauffeur-auth';
import {
  deactivateChauffeurEndpoint,
  inviteChauffeurEndpoint,
  listChauffeursEndpoint,
  reactivateChauffeurEndpoint,
  reinviteChauffeurEndpoint,
  updateChauffeurEndpoint,
} from './chauffeurs-admin';
import { contactEndpoint } from './contact';
import { calendarFeedEndpoint, regenerateMyFeedEndpoint } from './calendar';
import { adminDashboardEndpoint } from './dashboard';
import {
  assignLegEndpoint,
  legSuggestionsEndpoint,
  listCalendarFeedsEndpoint,
  planningEndpoint,
  regenerateChauffeurFeedEndpoint,
  regenerateCompanyFeedEndpoint,
} from './dispatch-admin';
import { adminDocumentFileEndpoint, customerDocumentFileEndpoint } from './documents';
import { geocodeEndpoint } from './geocoding';
import { healthEndpoint, readinessEndpoint } from './health';
import { getAdminMailEndpoint, listAdminMailsEndpoint, resendAdminMailEndpoint } from './mail-log';
import { manageLinkExchangeEndpoint, revokeManageLinksEndpoint } from './manage-booking';
import {
  createCheckoutSessionEndpoint,
  paymentMailEndpoint,
  paymentWebhookEndpoint,
  payReservationEndpoint,
  testCheckoutCancelEndpoint,
  testCheckoutEndpoint,
  testCheckoutPayEndpoint,
} from './payments';
import {
  adminPersonErasureEndpoint,
  adminPersonExportEndpoint,
  adminPrivacyOverviewEndpoint,
  deleteMyAccountEndpoint,
  exportMyDataEndpoint,
} from './privacy';
import {
  adminCheckEndpoint,
  adminLogoutEndpoint,
  loginSuccessEndpoint,
  logoutEndpoint,
  sessionCheckEndpoint,
} from './public';
import {
  applicationCvEndpoint,
  applyForJobEndpoint,
  deleteApplicationEndpoint,
  listApplicationsEndpoint,
} from './recruitment';
import { priceTripEndpoint } from './pricing';
import {
  getAdminTariffEndpoint,
  getTariffVersionEndpoint,
  saveAdminTariffEndpoint,
  simulateTariffEndpoint,
} from './pricing-admin';
import { publicTariffEndpoint } from './tariff-public';
import {
  reportTripStateEndpoint,
  runSheetBonEndpoint,
  runSheetBonPdfEndpoint,
  runSheetEndpoint,
} from './run-sheet';
import { createReservationEndpoint, quoteRequestMailEndpoint } from './reservations';
import {
  deleteAdminReservationEndpoint,
  getAdminReservationEndpoint,
  listAdminReservationsEndpoint,
  recordOnBoardPaymentEndpoint,
  renewAdminDevisEndpoint,
  updateAdminDevisEndpoint,
  updateAdminReservationEndpoint,
  updateAdminStatutEndpoint,
} from './reservations-admin';
import {
  getMyReservationEndpoint,
  listMyReservationsEndpoint,
  reservationStatusMailEndpoint,
  updateMyStatutEndpoint,
} from './reservations-customer';
import { listReviewsEndpoint } from './reviews';
import { listAdminReviewsEndpoint, moderateReviewEndpoint } from './reviews-admin';
import { createReviewEndpoint, listMyReviewsEndpoint } from './reviews-customer';
import { listServicesEndpoint } from './services';
import {
  createServiceEndpoint,
  deleteServiceEndpoint,
  updateServiceEndpoint,
} from './services-admin';
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
 * One module per routes file of the server, named alike (auth.ts for features/auth/auth.routes.ts,
 * reservations-admin.ts for features/reservations/reservations-admin.routes.ts…), because a
 * bundler places a whole module in one chunk and each routes file serves one audience's pages.
 * Two modules are cut by the pages instead: ./public holds what every page needs (the session
 * checks and sign-outs of both audiences), ./auth-profile the customer area's first read; neither
 * may share a module with an entry whose zod schemas only a form needs
 * (docs/decisions/0014-light-response-checks.md).
 */
export * from './account';
export * from './admin';
export * from './auth-profile';
export * from './auth';
export * from './chauffeur-auth';
export * from './chauffeurs-admin';
export * from './contact';
export * from './calendar';
export * from './dashboard';
export * from './dispatch-admin';
export * from './documents';
export * from './geocoding';
export * from './health';
export * from './mail-log';
export * from './manage-booking';
export * from './payments';
export * from './pricing-admin';
export * from './pricing';
export * from './privacy';
export * from './public';
export * from './recruitment';
export * from './reservations-admin';
export * from './reservations-customer';
export * from './reservations';
export * from './reviews-admin';
export * from './reviews-customer';
export * from './reviews';
export * from './run-sheet';
export * from './services-admin';
export * from './services';
export * from './tariff-public';
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
  listChauffeursEndpoint,
  inviteChauffeurEndpoint,
  updateChauffeurEndpoint,
  deactivateChauffeurEndpoint,
  reactivateChauffeurEndpoint,
  reinviteChauffeurEndpoint,
  chauffeurInvitationEndpoint,
  acceptChauffeurInvitationEndpoint,
  chauffeurLoginEndpoint,
  chauffeurCheckEndpoint,
  chauffeurLogoutEndpoint,
  startChauffeurSecondFactorEndpoint,
  confirmChauffeurSecondFactorEndpoint,
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
  priceTripEndpoint,
  publicTariffEndpoint,
  getAdminTariffEndpoint,
  saveAdminTariffEndpoint,
  getTariffVersionEndpoint,
  simulateTariffEndpoint,
  assignLegEndpoint,
  legSuggestionsEndpoint,
  planningEndpoint,
  listCalendarFeedsEndpoint,
  regenerateCompanyFeedEndpoint,
  regenerateChauffeurFeedEndpoint,
  calendarFeedEndpoint,
  regenerateMyFeedEndpoint,
  runSheetEndpoint,
  reportTripStateEndpoint,
  runSheetBonEndpoint,
  runSheetBonPdfEndpoint,
];
