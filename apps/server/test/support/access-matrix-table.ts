import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../build-test-app';
import { TEST_ADMIN } from './admin';
import type { BrowserClient } from '@navette/test-support/browser-client';
import { latestCodeFor } from './outbox';
import { minimalGuestRequest, signedInCustomer, uniqueEmail } from './reservations';
import {
  APPLICANT,
  IDENTITIES,
  CUSTOMER_PASSWORD,
  send,
  sendMultipart,
  type AccessMatrixWorld,
  type Expected,
  type Identity,
  type Statuses,
} from './access-matrix';
import { tinyPdf } from '@navette/test-support/files';

/*
 * The access matrix's rows for the public endpoints, and the shape of every row: for each "METHOD path" of the
 * API contract, how each identity calls it and what it must answer. A status is exact; 401 is
 * always UNAUTHORIZED and 404 the row's NOT_FOUND code, which the test checks with the status.
 */

export interface CallContext {
  who: Identity;
  /** the table expects this caller to succeed: it gets a target of its own when one is spent */
  succeeds: boolean;
}

export interface MatrixEntry {
  expect: Statuses;
  /** the code of the row's 404: another customer's resource is not found, never forbidden */
  notFound?: string;
  /** the call ends the caller's session: each identity calls from a newly signed-in browser */
  endsSession?: true;
  /** what the answer of a caller must contain, where it depends on who calls */
  answers?: (w: AccessMatrixWorld) => Partial<Record<Identity, object>>;
  call: (
    w: AccessMatrixWorld,
    caller: BrowserClient,
    context: CallContext,
  ) => Promise<LightMyRequestResponse>;
}

export const everyone = (status: Expected): Statuses => ({
  anonymous: status,
  adminSignedOut: status,
  customerB: status,
  customerA: status,
  admin: status,
});
/** Any signed-in customer, each on their own data; nobody else. */
export const customers = (status = 200): Statuses => ({
  ...everyone(401),
  customerB: status,
  customerA: status,
});
/** A's resource: A only; B is told it does not exist. */
export const ownerOnly = (status = 200): Statuses => ({ ...customers(status), customerB: 404 });
/** A's resource on a route shared with the back-office (docs/decisions/0027). */
export const ownerOrAdmin = (status = 200): Statuses => ({ ...ownerOnly(status), admin: status });
export const adminOnly = (status = 200): Statuses => ({ ...everyone(401), admin: status });

export const isCustomer = (who: Identity) => who === 'customerA' || who === 'customerB';

/** What each caller books: a guest's request, or a customer's under their own address. */
const bookingOf = (w: AccessMatrixWorld, who: Identity) => {
  if (!isCustomer(who)) return minimalGuestRequest(w.serviceId);
  const { isGuest: _guest, ...request } = minimalGuestRequest(
    w.serviceId,
    who === 'customerA' ? w.a.email : w.b.email,
  );
  return request;
};

/** A signed-in customer is told who they are; anyone else, that nobody is signed in. */
const sessionAnswers = (w: AccessMatrixWorld): Partial<Record<Identity, object>> => ({
  ...Object.fromEntries(IDENTITIES.map((who) => [who, { code: 'NOT_SIGNED_IN' }])),
  customerA: { user: { email: w.a.email } },
  customerB: { user: { email: w.b.email } },
});

export const get = (url: string) => (_w: AccessMatrixWorld, caller: BrowserClient) =>
  send(caller, 'GET', url);

/** A trip whose addresses are too short to search: priced, it is a quote, no outside call made. */
export const unlocatedTrip = (serviceId: string) => ({
  service: serviceId,
  date: '2030-06-12',
  heure: '10:00',
  adresse_depart: 'ab',
  adresse_arrivee: 'cd',
  nombre_personnes: 2,
});

/** An account registered and verified by someone else: a reset's target. */
const verifiedAccount = async (t: TestApp) => (await signedInCustomer(t)).email;

export const PUBLIC_TABLE: Record<string, MatrixEntry> = {
  'GET /api/health': { expect: everyone(200), call: get('/api/health') },
  'GET /api/health/ready': { expect: everyone(200), call: get('/api/health/ready') },
  'GET /api/auth/options': { expect: everyone(200), call: get('/api/auth/options') },
  'GET /api/services': { expect: everyone(200), call: get('/api/services') },
  'GET /api/avis': { expect: everyone(200), call: get('/api/avis') },
  'GET /api/geocode': { expect: everyone(200), call: get('/api/geocode?q=') },
  // addresses too short to search: the answer (a quote) asks no outside service
  'POST /api/prices': {
    expect: everyone(200),
    call: (w, caller) => send(caller, 'POST', '/api/prices', unlocatedTrip(w.serviceId)),
  },
  'GET /api/tarifs': { expect: everyone(200), call: get('/api/tarifs') },
  // a token that opens nothing is refused alike for everyone; a live one: manage-booking-link.test.ts
  'POST /api/ma-reservation/session': {
    expect: everyone('401 MANAGE_LINK_INVALID'),
    call: (_w, caller) =>
      send(caller, 'POST', '/api/ma-reservation/session', { token: 'A'.repeat(43) }),
  },
  'POST /api/contact': {
    expect: everyone(201),
    call: (_w, caller) =>
      send(caller, 'POST', '/api/contact', {
        name: 'Léa',
        email: uniqueEmail('visitor'),
        message: 'Bonjour',
      }),
  },
  'POST /auth/register': {
    expect: everyone(201),
    call: (_w, caller) =>
      send(caller, 'POST', '/auth/register', {
        name: 'Camille Leroy',
        email: uniqueEmail('new'),
        password: CUSTOMER_PASSWORD,
      }),
  },
  'POST /auth/verify': {
    expect: everyone(200),
    call: async (w, caller) => {
      const email = uniqueEmail('verify');
      await send(caller, 'POST', '/auth/register', {
        name: 'Camille Leroy',
        email,
        password: CUSTOMER_PASSWORD,
      });
      const code = await latestCodeFor(w.t.database.db, email);
      return send(caller, 'POST', '/auth/verify', { email, code });
    },
  },
  'POST /auth/verify/resend': {
    expect: everyone(200),
    call: (_w, caller) =>
      send(caller, 'POST', '/auth/verify/resend', { email: uniqueEmail('resend') }),
  },
  // a sign-in replaces the session the browser came with
  'POST /auth/login': {
    expect: everyone(200),
    endsSession: true,
    call: (w, caller) =>
      send(caller, 'POST', '/auth/login', { email: w.a.email, password: CUSTOMER_PASSWORD }),
  },
  'GET /auth/check': { expect: everyone(200), answers: sessionAnswers, call: get('/auth/check') },
  'GET /auth/login/success': {
    expect: everyone(200),
    answers: sessionAnswers,
    call: get('/auth/login/success'),
  },
  'GET /auth/profile': {
    expect: customers(),
    answers: (w) => ({ customerA: { email: w.a.email }, customerB: { email: w.b.email } }),
    call: get('/auth/profile'),
  },
  'GET /auth/logout': { expect: everyone(200), endsSession: true, call: get('/auth/logout') },
  'POST /auth/logout/all': {
    expect: customers(),
    endsSession: true,
    call: (_w, caller) => send(caller, 'POST', '/auth/logout/all'),
  },
  'GET /auth/google': { expect: everyone(303), call: get('/auth/google') },
  'GET /auth/google/callback': { expect: everyone(303), call: get('/auth/google/callback') },
  'POST /admin/login': {
    expect: everyone(200),
    endsSession: true,
    call: (_w, caller) => send(caller, 'POST', '/admin/login', TEST_ADMIN),
  },
  // the steps after the password read the pending sign-in's cookie, which no caller holds here
  'POST /admin/login/password': {
    expect: everyone('401 ADMIN_SIGN_IN_EXPIRED'),
    call: (_w, caller) =>
      send(caller, 'POST', '/admin/login/password', { password: 'un-nouveau-secret-789' }),
  },
  'POST /admin/login/enrolment': {
    expect: everyone('401 ADMIN_SIGN_IN_EXPIRED'),
    call: (_w, caller) => send(caller, 'POST', '/admin/login/enrolment'),
  },
  'POST /admin/login/enrolment/confirm': {
    expect: everyone('401 ADMIN_SIGN_IN_EXPIRED'),
    call: (_w, caller) =>
      send(caller, 'POST', '/admin/login/enrolment/confirm', { code: '123456' }),
  },
  'POST /admin/login/code': {
    expect: everyone('401 ADMIN_SIGN_IN_EXPIRED'),
    call: (_w, caller) => send(caller, 'POST', '/admin/login/code', { code: '123456' }),
  },
  'GET /admin/login/unlock': {
    expect: everyone(303),
    call: get('/admin/login/unlock?token=not-a-token'),
  },
  'GET /admin/check': {
    expect: everyone(200),
    answers: () => ({
      ...Object.fromEntries(IDENTITIES.map((who) => [who, { isAdmin: false }])),
      admin: { isAdmin: true },
    }),
    call: get('/admin/check'),
  },
  'POST /admin/logout': {
    expect: everyone(200),
    endsSession: true,
    call: (_w, caller) => send(caller, 'POST', '/admin/logout'),
  },
  'POST /api/recruitment/apply': {
    expect: everyone(201),
    call: (_w, caller) =>
      sendMultipart(
        caller,
        'POST',
        '/api/recruitment/apply',
        { ...APPLICANT, email: uniqueEmail('applicant') },
        [{ filename: 'cv.pdf', content: tinyPdf() }],
      ),
  },
  'POST /api/reservations': {
    expect: everyone(201),
    call: (w, caller, { who }) => send(caller, 'POST', '/api/reservations', bookingOf(w, who)),
  },
  'POST /api/mail/confirmationDemandeDevis': {
    expect: everyone(200),
    call: async (w, caller, { who }) => {
      const request = bookingOf(w, who);
      await send(caller, 'POST', '/api/reservations', request);
      return send(caller, 'POST', '/api/mail/confirmationDemandeDevis', {
        name: 'Martin Léa',
        email: request.email,
        date: request.date,
        isGuest: !isCustomer(who),
      });
    },
  },
  'POST /auth/password/forgot': {
    expect: everyone(200),
    call: (_w, caller) =>
      send(caller, 'POST', '/auth/password/forgot', { email: uniqueEmail('forgot') }),
  },
  'POST /auth/password/reset': {
    expect: everyone(200),
    call: async (w, caller) => {
      const email = await verifiedAccount(w.t);
      await send(caller, 'POST', '/auth/password/forgot', { email });
      const code = await latestCodeFor(w.t.database.db, email, 'passwordReset');
      return send(caller, 'POST', '/auth/password/reset', {
        email,
        code,
        password: 'un-nouveau-secret-456',
      });
    },
  },
  // Stripe's only: without a signature, refused before anything is read
  'POST /api/payment/webhook': {
    expect: everyone('400 WEBHOOK_SIGNATURE_INVALID'),
    call: (_w, caller) => send(caller, 'POST', '/api/payment/webhook', {}),
  },
};
