import { desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  applications,
  documents,
  mailOutbox,
  reviews,
  services,
  vehicles,
} from '../../src/db/schema';
import { buildTestApp, type TestApp } from '../build-test-app';
import { signInAsAdmin } from './admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { travelledCustomer } from './customer-reservations';
import { multipart, tinyPdf } from '@navette/test-support/files';
import { startCheckout } from './payments';
import { firstServiceId, reservationRow, signedInCustomer, uniqueEmail } from './reservations';

/*
 * The access matrix's callers and the resources of customer A they aim at
 * (docs/product/back-office.md#access). Every call goes through a copy of a caller's browser, so
 * that what a call sets or clears in the browser (a sign-in, a sign-out) never reaches the next
 * call; what a call changes on the server is the table's business (./access-matrix-table.ts).
 */

/** From the least to the most privileged over A's resources: refusals run before successes. */
export const IDENTITIES = [
  'anonymous',
  'adminSignedOut',
  'customerB',
  'customerA',
  'admin',
] as const;
export type Identity = (typeof IDENTITIES)[number];
/** A status, or a status with the error code it must carry (`'401 ADMIN_SIGN_IN_EXPIRED'`). */
export type Expected = number | `${number} ${string}`;
export type Statuses = Record<Identity, Expected>;

export const statusOf = (expected: Expected): number =>
  typeof expected === 'number' ? expected : Number(expected.split(' ')[0]);

export const CUSTOMER_PASSWORD = 'secret-123';
const ADMIN_COOKIE = 'navette_admin';

/** A browser with the same cookies and headers, whose own changes stay its own. */
const copyOf = (t: TestApp, browser: BrowserClient, headers: Record<string, string> = {}) => {
  const copy = new BrowserClient(t.app, { headers });
  for (const [name, value] of browser.cookies) copy.cookies.set(name, value);
  return copy;
};

/** A browser that has loaded a page (it holds an XSRF pair) and nothing else. */
const anonymousBrowser = async (t: TestApp) => {
  const browser = new BrowserClient(t.app);
  await browser.get('/api/health');
  return browser;
};

/**
 * The administrator's session ended by POST /admin/logout, then replayed twice: the old admin
 * cookie in the same browser, and the old bearer token from a browser without it.
 */
const signedOutAdmin = async (t: TestApp): Promise<BrowserClient[]> => {
  const { client, token } = await signInAsAdmin(t.app, t.database.db);
  if (!client.cookies.has(ADMIN_COOKIE)) throw new Error('the admin sign-in set no admin cookie');
  // the XSRF token is bound to the session: the replay sends the pair the browser held
  const held = new Map(client.cookies);
  expect((await client.post('/admin/logout')).statusCode).toBe(200);
  for (const [name, value] of held) client.cookies.set(name, value);
  const bearer = await anonymousBrowser(t);
  return [client, copyOf(t, bearer, { authorization: `Bearer ${token}` })];
};

/** The browsers of one identity: one each, two for the signed-out admin (cookie, bearer). */
export type Browsers = Record<Identity, BrowserClient[]>;

const browsersOf = async (
  t: TestApp,
  customerA: BrowserClient,
  customerB: BrowserClient,
): Promise<Browsers> => ({
  anonymous: [await anonymousBrowser(t)],
  adminSignedOut: await signedOutAdmin(t),
  customerB: [customerB],
  customerA: [customerA],
  admin: [(await signInAsAdmin(t.app, t.database.db)).client],
});

/**
 * New browsers of the same kinds, for the callers whose session a call may end (sign-out,
 * password change, account deletion) — those it lets through; a refused call ends nothing, and
 * the others keep theirs. A new customer stands for A and B: those routes act on the caller only.
 */
export const freshBrowsers = async (
  t: TestApp,
  browsers: Browsers,
  served: (who: Identity) => boolean,
): Promise<Browsers> => {
  const fresh: Record<Identity, () => Promise<BrowserClient[]>> = {
    anonymous: async () => [await anonymousBrowser(t)],
    adminSignedOut: () => signedOutAdmin(t),
    customerB: async () => [(await signedInCustomer(t)).browser],
    customerA: async () => [(await signedInCustomer(t)).browser],
    admin: async () => [(await signInAsAdmin(t.app, t.database.db)).client],
  };
  // one after the other: two admin sign-ins at once would race for the same one-time code
  const result = { ...browsers };
  for (const who of IDENTITIES) if (served(who)) result[who] = await fresh[who]();
  return result;
};

export const callersOf = (t: TestApp, browsers: Browsers, who: Identity) =>
  browsers[who].map((browser) => copyOf(t, browser));

/** A JSON call with the caller's cookies (and XSRF token on a change). */
export const send = (
  browser: BrowserClient,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> =>
  browser.request({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A multipart call (services, applications). */
export const sendMultipart = (
  browser: BrowserClient,
  method: 'POST' | 'PUT',
  url: string,
  fields: Record<string, string>,
  files: Parameters<typeof multipart>[1] = [],
) => {
  const body = multipart(fields, files);
  return browser.request({ method, url, payload: body.payload, headers: body.headers });
};

export const QUOTE_EUROS = 150;
export const APPLICANT = { nom: 'Dupont', prenom: 'Jean', telephone: '06 12 34 56 78' };

/** The app, the callers and A's resources, with the makers of fresh ones. */
export const accessMatrixWorld = async () => {
  const t = await buildTestApp({
    env: Object.fromEntries(
      ['', 'RESERVATION_', 'CONTACT_', 'RECRUITMENT_', 'PAYMENT_', 'GEOCODE_'].map((prefix) => [
        `${prefix}RATE_LIMIT_MAX`,
        '100000',
      ]),
    ),
  });
  const serviceId = await firstServiceId(t);
  // both have travelled with us, so that either may post a review (docs/product/public-site.md)
  const a = await travelledCustomer(t, undefined, uniqueEmail('customer-a'));
  const b = await travelledCustomer(t, undefined, uniqueEmail('customer-b'));
  const admin = (await signInAsAdmin(t.app, t.database.db)).client;

  const version = async (id: string) => (await reservationRow(t, id))?.version ?? 0;

  /** A's trip, quoted by the company and waiting for A's answer. */
  const quotedOfA = async () => {
    const id = await a.book(serviceId);
    const quoted = await send(admin, 'PUT', `/api/reservations/${id}/devis`, {
      version: await version(id),
      devis: QUOTE_EUROS,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    return id;
  };
  /** A's trip, quoted and accepted: ready to pay. */
  const confirmedOfA = async () => {
    const id = await quotedOfA();
    await a.decide(id, { statut: 'confirmé', devis: QUOTE_EUROS });
    return id;
  };
  /** A pressed Pay on a confirmed trip: the test checkout's session, still open. */
  const checkoutOfA = async () => {
    const reservationId = await confirmedOfA();
    const started = await startCheckout(a.browser, reservationId, QUOTE_EUROS);
    expect(started.statusCode, started.body).toBe(200);
    return { reservationId, sessionId: started.json<{ sessionId: string }>().sessionId };
  };
  /** An application, as the careers page sends it; returns its id. */
  const application = async () => {
    const email = uniqueEmail('applicant');
    const applied = await sendMultipart(
      await anonymousBrowser(t),
      'POST',
      '/api/recruitment/apply',
      { ...APPLICANT, email },
      [{ filename: 'cv.pdf', content: tinyPdf() }],
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const [row] = await t.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.email, email));
    if (!row) throw new Error('the application was not stored');
    return row.id;
  };
  const vehicle = async () => {
    const [row] = await t.database.db
      .insert(vehicles)
      .values({
        nom: `Van ${uniqueEmail('v')}`,
        capacitePassagers: 7,
        capaciteBagagesMin: 2,
        capaciteBagagesMax: 4,
      })
      .returning({ id: vehicles.id });
    if (!row) throw new Error('no vehicle');
    return row.id;
  };
  const service = async () => {
    const [row] = await t.database.db
      .insert(services)
      .values({
        name: 'Transfert essai',
        description: 'Essai',
        image: 'https://example.test/i.webp',
      })
      .returning({ id: services.id });
    if (!row) throw new Error('no service');
    return row.id;
  };

  /** an e-mail the SMTP server refused, for the e-mail log's resend */
  const failedMail = async () => {
    const [row] = await t.database.db
      .insert(mailOutbox)
      .values({
        recipient: 'refus@example.test',
        template: 'verificationCode',
        subject: 'Code',
        html: '<p>Code</p>',
        text: 'Code',
        status: 'failed',
        attempts: 1,
        lastError: 'refused by the SMTP server (550)',
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('no mail');
    return row.id;
  };

  // A's standing resources: a paid trip with its invoice, a trip waiting for A's answer, an
  // open checkout, a review
  const paid = await checkoutOfA();
  const pay = await send(a.browser, 'POST', `/api/payment/test-checkout/${paid.sessionId}/pay`);
  expect(pay.statusCode, pay.body).toBe(200);
  const [invoice] = await t.database.db
    .select({ id: documents.id })
    .from(documents)
    .where(eq(documents.reservationId, paid.reservationId))
    .orderBy(desc(documents.issuedAt));
  if (!invoice) throw new Error('the payment issued no document');
  const posted = await send(a.browser, 'POST', '/api/avis', { note: 5, commentaire: 'Parfait.' });
  expect(posted.statusCode, posted.body).toBe(201);
  const [review] = await t.database.db
    .select({ id: reviews.id })
    .from(reviews)
    .orderBy(desc(reviews.createdAt));
  if (!review) throw new Error('the review was not stored');

  const resources = {
    paidId: paid.reservationId,
    paidSessionId: paid.sessionId,
    invoiceId: invoice.id,
    quotedId: await quotedOfA(),
    checkout: await checkoutOfA(),
    reviewId: review.id,
    applicationId: await application(),
    vehicleId: await vehicle(),
    serviceId: await service(),
    mailId: await failedMail(),
  };
  return {
    t,
    a,
    b,
    admin,
    serviceId,
    resources,
    browsers: await browsersOf(t, a.browser, b.browser),
    make: { quotedOfA, confirmedOfA, checkoutOfA, application, vehicle, service, failedMail },
    version,
  };
};
export type AccessMatrixWorld = Awaited<ReturnType<typeof accessMatrixWorld>>;
