/*
 * The payments feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export type { PaymentHooks } from './payments.hooks';
export { paymentsPlugin } from './payments.plugin';
export { closeOpenCheckouts, listPaymentsOfReservations } from './payments.repository';
export { paymentsRoutes } from './payments.routes';
