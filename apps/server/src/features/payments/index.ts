/*
 * The payments feature's front door: what the app and other features may use of it
 * (docs/architecture.md, "Features and their front doors").
 */
export type { PaymentHooks } from './payments.hooks';
export { paymentsPlugin } from './payments.plugin';
export { listPaymentsOfReservations } from './payments-summary.repository';
export { closeOpenCheckouts } from './payments-tasks.repository';
export { paymentsRoutes } from './payments.routes';
export { payerOf } from './payments.payer';
export { openCheckout } from './payments.service';
