import { expect } from 'vitest';
import { CUSTOMER_PASSWORD, QUOTE_EUROS, send, type Identity } from './access-matrix';
import { customers, get, ownerOnly, ownerOrAdmin, type MatrixEntry } from './access-matrix-table';

/*
 * The access matrix's rows for the customer area's endpoints (docs/product/customer-area.md):
 * any signed-in customer on their own data; A's trips, checkouts and documents are A's alone, and
 * 404 to B. A call that spends its target (an accepted quote, a paid checkout) gets a new one.
 */

const isAdminCaller = (who: Identity) => who === 'admin' || who === 'adminSignedOut';

export const CUSTOMER_TABLE: Record<string, MatrixEntry> = {
  'GET /api/reservations/myreservations': {
    expect: customers(),
    call: get('/api/reservations/myreservations'),
  },
  'GET /api/reservations/:id': {
    expect: ownerOrAdmin(),
    notFound: 'RESERVATION_NOT_FOUND',
    // the administrator gets the back-office's detail, with the version its edits carry
    answers: (w) => ({
      customerA: { _id: w.resources.paidId, email: w.a.email },
      admin: { _id: w.resources.paidId, email: w.a.email, version: expect.any(Number) },
    }),
    call: (w, caller) => send(caller, 'GET', `/api/reservations/${w.resources.paidId}`),
  },
  'PUT /api/reservations/:id/statut': {
    expect: ownerOrAdmin(),
    notFound: 'RESERVATION_NOT_FOUND',
    call: async (w, caller, { who, succeeds }) => {
      const id = succeeds ? await w.make.quotedOfA() : w.resources.quotedId;
      const body = isAdminCaller(who)
        ? { version: await w.version(id), statut: 'confirmé' }
        : { statut: 'confirmé', devis: QUOTE_EUROS, version: await w.version(id) };
      return send(caller, 'PUT', `/api/reservations/${id}/statut`, body);
    },
  },
  // answers for the caller's own address only, compared before anything is looked up: B naming
  // A's address learns nothing about A
  'POST /api/mail/confirmationReservation': {
    expect: { ...ownerOnly(), customerB: '403 MAIL_ADDRESS_NOT_ACCOUNT' },
    call: (w, caller) =>
      send(caller, 'POST', '/api/mail/confirmationReservation', {
        name: 'Léa Martin',
        email: w.a.email,
        statut: 'confirmé',
      }),
  },
  'POST /api/avis': {
    expect: customers(201),
    call: (_w, caller) => send(caller, 'POST', '/api/avis', { note: 4, commentaire: 'Très bien.' }),
  },
  'GET /api/avis/mine': { expect: customers(), call: get('/api/avis/mine') },
  'PUT /auth/profile': {
    expect: customers(),
    call: (_w, caller) =>
      send(caller, 'PUT', '/auth/profile', { name: 'Camille Leroy', language: 'fr' }),
  },
  'PUT /auth/password': {
    expect: customers(),
    endsSession: true,
    call: (_w, caller) =>
      send(caller, 'PUT', '/auth/password', {
        currentPassword: CUSTOMER_PASSWORD,
        newPassword: 'un-nouveau-secret-456',
      }),
  },
  'POST /api/payment/create-checkout-session': {
    expect: ownerOnly(),
    notFound: 'RESERVATION_NOT_FOUND',
    call: async (w, caller, { succeeds }) =>
      send(caller, 'POST', '/api/payment/create-checkout-session', {
        reservationId: succeeds ? await w.make.confirmedOfA() : w.resources.checkout.reservationId,
        devis: QUOTE_EUROS,
        description: 'Transfert',
      }),
  },
  'PUT /api/reservations/:id/pay': {
    expect: ownerOnly(),
    notFound: 'RESERVATION_NOT_FOUND',
    call: (w, caller) =>
      send(caller, 'PUT', `/api/reservations/${w.resources.checkout.reservationId}/pay`, {
        sessionId: w.resources.checkout.sessionId,
      }),
  },
  'GET /api/payment/test-checkout/:id': {
    expect: ownerOnly(),
    notFound: 'CHECKOUT_SESSION_NOT_FOUND',
    call: (w, caller) =>
      send(caller, 'GET', `/api/payment/test-checkout/${w.resources.checkout.sessionId}`),
  },
  'POST /api/payment/test-checkout/:id/pay': {
    expect: ownerOnly(),
    notFound: 'CHECKOUT_SESSION_NOT_FOUND',
    call: async (w, caller, { succeeds }) => {
      const { sessionId } = succeeds ? await w.make.checkoutOfA() : w.resources.checkout;
      return send(caller, 'POST', `/api/payment/test-checkout/${sessionId}/pay`);
    },
  },
  'POST /api/payment/test-checkout/:id/cancel': {
    expect: ownerOnly(),
    notFound: 'CHECKOUT_SESSION_NOT_FOUND',
    call: async (w, caller, { succeeds }) => {
      const { sessionId } = succeeds ? await w.make.checkoutOfA() : w.resources.checkout;
      return send(caller, 'POST', `/api/payment/test-checkout/${sessionId}/cancel`);
    },
  },
  'POST /api/mail/confirmationPaiement': {
    expect: ownerOnly(),
    notFound: 'PAYMENT_MAIL_NOT_FOUND',
    call: (w, caller) =>
      send(caller, 'POST', '/api/mail/confirmationPaiement', {
        nom: 'Léa Martin',
        email: w.a.email,
        paid: true,
      }),
  },
  'GET /api/documents/:id': {
    expect: ownerOrAdmin(),
    notFound: 'DOCUMENT_NOT_FOUND',
    call: (w, caller) => send(caller, 'GET', `/api/documents/${w.resources.invoiceId}`),
  },
  'GET /auth/profile/export': { expect: customers(), call: get('/auth/profile/export') },
  'DELETE /auth/profile': {
    expect: customers(),
    endsSession: true,
    call: (_w, caller) => send(caller, 'DELETE', '/auth/profile', { password: CUSTOMER_PASSWORD }),
  },
};
