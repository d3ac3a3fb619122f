import { reservationIdParamsSchema } from '../../schemas/reservation-admin';
import { messageResponseSchema } from '../../schemas/auth';
import {
  checkoutRedirectSchema,
  checkoutSessionParamsSchema,
  checkoutSessionSchema,
  createCheckoutSessionSchema,
  paymentMailSchema,
  paymentStateSchema,
  payReservationSchema,
  testCheckoutSchema,
  webhookReceivedSchema,
} from '../../schemas/payments';
import type { JsonEndpoint } from '../endpoint';

/*
 * Card payment (docs/decisions/0028-card-payments.md): a confirmed, unpaid reservation with a
 * quote is paid through a checkout session of the provider (Stripe Checkout, or the built-in
 * test checkout when no Stripe key is set). Only the provider's signed webhook, or the server
 * asking the provider about the session, marks it paid. Someone else's reservation is
 * RESERVATION_NOT_FOUND (404).
 */

/**
 * Opens (or reuses, while it is open and for the same amount) a checkout session for the stored
 * quote; `devis` and `description` of the body are ignored. 409 PAYMENT_NOT_CONFIRMED,
 * PAYMENT_NO_DEVIS, PAYMENT_ALREADY_DONE; 503 PAYMENT_PROVIDER_UNAVAILABLE.
 */
export const createCheckoutSessionEndpoint = {
  method: 'POST',
  path: '/api/payment/create-checkout-session',
  access: 'customer',
  // or the holder of the reservation's "Gérer ma réservation" link (decision 0047)
  linkHolder: true,
  body: createCheckoutSessionSchema,
  response: checkoutSessionSchema,
} as const satisfies JsonEndpoint;

/**
 * The success page's check: the server asks the provider about the session and records the
 * payment if the provider says it is paid; answers the reservation's payment state.
 */
export const payReservationEndpoint = {
  method: 'PUT',
  path: '/api/reservations/:id/pay',
  access: 'customer',
  // or the holder of the reservation's "Gérer ma réservation" link (decision 0047)
  linkHolder: true,
  params: reservationIdParamsSchema,
  body: payReservationSchema,
  response: paymentStateSchema,
} as const satisfies JsonEndpoint;

/** Called by Stripe only, signed (`Stripe-Signature`); no cookie, no anti-forgery token. */
export const paymentWebhookEndpoint = {
  method: 'POST',
  path: '/api/payment/webhook',
  access: 'public',
  response: webhookReceivedSchema,
} as const satisfies JsonEndpoint;

/** The built-in test checkout (no Stripe key): 404 when Stripe is configured. */
export const testCheckoutEndpoint = {
  method: 'GET',
  path: '/api/payment/test-checkout/:id',
  access: 'customer',
  // or the holder of the reservation's "Gérer ma réservation" link (decision 0047)
  linkHolder: true,
  params: checkoutSessionParamsSchema,
  response: testCheckoutSchema,
} as const satisfies JsonEndpoint;

/** Pays the test session through the same fulfilment as Stripe's; answers the success page. */
export const testCheckoutPayEndpoint = {
  method: 'POST',
  path: '/api/payment/test-checkout/:id/pay',
  access: 'customer',
  // or the holder of the reservation's "Gérer ma réservation" link (decision 0047)
  linkHolder: true,
  params: checkoutSessionParamsSchema,
  response: checkoutRedirectSchema,
} as const satisfies JsonEndpoint;

/** Abandons the test session (it expires); answers the cancel page. */
export const testCheckoutCancelEndpoint = {
  method: 'POST',
  path: '/api/payment/test-checkout/:id/cancel',
  access: 'customer',
  // or the holder of the reservation's "Gérer ma réservation" link (decision 0047)
  linkHolder: true,
  params: checkoutSessionParamsSchema,
  response: checkoutRedirectSchema,
} as const satisfies JsonEndpoint;

/**
 * Historical call after a payment: sends nothing (the e-mail was queued with the payment);
 * 200 only for the caller's own address with a paid reservation, else PAYMENT_MAIL_NOT_FOUND.
 */
export const paymentMailEndpoint = {
  method: 'POST',
  path: '/api/mail/confirmationPaiement',
  access: 'customer',
  body: paymentMailSchema,
  response: messageResponseSchema,
} as const satisfies JsonEndpoint;
