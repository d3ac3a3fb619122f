import { API_ENDPOINTS, fillPath } from '@navette/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../src/db/schema';
import {
  IDENTITIES,
  QUOTE_EUROS,
  accessMatrixWorld,
  callersOf,
  freshBrowsers,
  send,
  statusOf,
  type AccessMatrixWorld,
  type Expected,
  type Identity,
} from './support/access-matrix';
import { ADMIN_TABLE } from './support/access-matrix-admin-table';
import { CHAUFFEURS_TABLE } from './support/access-matrix-chauffeurs-table';
import { CUSTOMER_TABLE } from './support/access-matrix-customer-table';
import { DISPATCH_TABLE } from './support/access-matrix-dispatch-table';
import { PUBLIC_TABLE, type MatrixEntry } from './support/access-matrix-table';
import { documentsOf } from './support/document-flows';
import { paymentRows } from './support/payments';
import { reservationRow } from './support/reservations';

/*
 * The access matrix (docs/product/back-office.md#access): every endpoint of the API contract,
 * called by five identities — anonymous, customer A, customer B, the administrator, and the
 * administrator whose session ended (its old cookie and its old bearer token replayed) — answers
 * exactly the status of its row. A's reservation, document, payment and checkout are 404 to B,
 * never 403. An endpoint without a row, or a row without an endpoint, fails the first test.
 */

const TABLE: Record<string, MatrixEntry> = {
  ...PUBLIC_TABLE,
  ...CUSTOMER_TABLE,
  ...ADMIN_TABLE,
  ...DISPATCH_TABLE,
  ...CHAUFFEURS_TABLE,
};

let w: AccessMatrixWorld;
beforeAll(async () => {
  w = await accessMatrixWorld();
}, 60_000);
afterAll(async () => w?.t.close());

/** `200`, `401 UNAUTHORIZED`, `404 RESERVATION_NOT_FOUND`: the status with its error code. */
const outcome = (response: LightMyRequestResponse): string => {
  if (response.statusCode < 400) return String(response.statusCode);
  const { code } = response.json<{ code?: string }>();
  return `${response.statusCode} ${code ?? '(no code)'}`;
};

const expectedOutcome = (entry: MatrixEntry, status: Expected): string => {
  if (typeof status === 'string') return status;
  if (status === 401) return '401 UNAUTHORIZED';
  if (status === 404) return `404 ${entry.notFound ?? 'NOT_FOUND'}`;
  return String(status);
};

describe('the access matrix', () => {
  it('has one row for each endpoint of the API contract, and none more', () => {
    const endpoints = [...new Set(API_ENDPOINTS.map((e) => `${e.method} ${e.path}`))];
    const rows = Object.keys(TABLE);
    expect(
      endpoints.filter((endpoint) => !rows.includes(endpoint)),
      'endpoints of the API contract without a row in the access matrix',
    ).toEqual([]);
    expect(
      rows.filter((row) => !endpoints.includes(row)),
      'rows of the access matrix without an endpoint in the API contract',
    ).toEqual([]);
  });

  it("agrees with each endpoint's access in the contract", () => {
    for (const endpoint of API_ENDPOINTS) {
      const row = TABLE[`${endpoint.method} ${endpoint.path}`];
      if (!row) continue;
      const name = `${endpoint.method} ${endpoint.path} (${endpoint.access})`;
      // a public endpoint answers everyone alike; the others refuse whoever has no session
      if (endpoint.access === 'public') {
        expect(new Set(Object.values(row.expect)).size, name).toBe(1);
      } else expect([row.expect.anonymous, row.expect.adminSignedOut], name).toEqual([401, 401]);
      // a chauffeur's endpoint: no identity of the matrix has that session (its own tests do)
      if (endpoint.access !== 'public' && endpoint.access !== 'chauffeur') {
        const who = endpoint.access === 'admin' ? 'admin' : 'customerA';
        expect(statusOf(row.expect[who]), name).toBeLessThan(300);
      }
    }
  });

  it.each(Object.entries(TABLE))('%s', async (_name, entry) => {
    const browsers = entry.endsSession
      ? await freshBrowsers(w.t, w.browsers, (who) => statusOf(entry.expect[who]) < 300)
      : w.browsers;
    const answers = entry.answers?.(w) ?? {};
    const seen: Partial<Record<Identity, string[]>> = {};
    const wanted: Partial<Record<Identity, string[]>> = {};
    for (const who of IDENTITIES) {
      const succeeds = statusOf(entry.expect[who]) < 300;
      for (const caller of callersOf(w.t, browsers, who)) {
        const response = await entry.call(w, caller, { who, succeeds });
        (seen[who] ??= []).push(outcome(response));
        (wanted[who] ??= []).push(expectedOutcome(entry, entry.expect[who]));
        const answer = answers[who];
        if (answer) expect(response.json(), who).toMatchObject(answer);
      }
    }
    expect(seen).toEqual(wanted);
  });
});

describe("another customer's resources", () => {
  const UNKNOWN = '00000000-0000-4000-8000-000000000000';

  /** What B could spoil of A's: the rows of A's trips, their payments and documents, A's review. */
  const snapshotOfA = async () => {
    const { quotedId, paidId, checkout, reviewId } = w.resources;
    const ids = [quotedId, paidId, checkout.reservationId];
    return {
      reservations: await Promise.all(ids.map((id) => reservationRow(w.t, id))),
      payments: await Promise.all(ids.map((id) => paymentRows(w.t, id))),
      documents: await Promise.all(ids.map((id) => documentsOf(w.t, id))),
      review: await w.t.database.db.select().from(reviews).where(eq(reviews.id, reviewId)),
    };
  };

  /** B's call on A's resource, and the same call on an id nobody has: the same 404. */
  const asB = async (
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    target: string,
    body?: object,
  ) => {
    const [mine, unknown] = await Promise.all(
      [target, UNKNOWN].map((id) => send(w.b.browser, method, path.replace(':id', id), body)),
    );
    expect(unknown?.json(), `${method} ${path}`).toEqual(mine?.json());
    return mine?.json<{ code: string }>();
  };

  it('are not found for B, exactly as an unknown id, and B changes nothing of them', async () => {
    const { quotedId, paidId, checkout, invoiceId } = w.resources;
    const before = await snapshotOfA();
    const statut = { statut: 'annulé', devis: QUOTE_EUROS, version: 2 };
    const cases: [Parameters<typeof asB>, string][] = [
      [['GET', '/api/reservations/:id', paidId], 'RESERVATION_NOT_FOUND'],
      [['PUT', '/api/reservations/:id/statut', quotedId, statut], 'RESERVATION_NOT_FOUND'],
      [['PUT', '/api/reservations/:id/pay', checkout.reservationId, {}], 'RESERVATION_NOT_FOUND'],
      [['GET', '/api/documents/:id', invoiceId], 'DOCUMENT_NOT_FOUND'],
      [['GET', '/api/payment/test-checkout/:id', checkout.sessionId], 'CHECKOUT_SESSION_NOT_FOUND'],
      [
        ['POST', '/api/payment/test-checkout/:id/pay', checkout.sessionId],
        'CHECKOUT_SESSION_NOT_FOUND',
      ],
      [
        ['POST', '/api/payment/test-checkout/:id/cancel', checkout.sessionId],
        'CHECKOUT_SESSION_NOT_FOUND',
      ],
    ];
    for (const [call, code] of cases) {
      expect(await asB(...call), `${call[0]} ${call[1]}`).toMatchObject({ code });
    }
    const checkoutOfA = await send(w.b.browser, 'POST', '/api/payment/create-checkout-session', {
      reservationId: quotedId,
    });
    expect([checkoutOfA.statusCode, checkoutOfA.json().code]).toEqual([
      404,
      'RESERVATION_NOT_FOUND',
    ]);
    expect(await snapshotOfA()).toEqual(before);
  });

  it("are in none of B's lists, and the moderation of A's review is the back-office's alone", async () => {
    const { reviewId, paidId, quotedId, checkout } = w.resources;
    const trips = await send(w.b.browser, 'GET', '/api/reservations/myreservations');
    const tripIds = trips.json<{ _id: string }[]>().map((trip) => trip._id);
    expect(tripIds).not.toEqual(expect.arrayContaining([paidId]));
    for (const id of [quotedId, checkout.reservationId]) expect(tripIds).not.toContain(id);
    const reviewsOfB = await send(w.b.browser, 'GET', '/api/avis/mine');
    expect(reviewsOfB.json<{ _id: string }[]>().map((review) => review._id)).not.toContain(
      reviewId,
    );

    const before = await snapshotOfA();
    const moderated = await send(w.b.browser, 'PUT', `/api/admin/avis/${reviewId}`, {
      status: 'rejected',
    });
    expect([moderated.statusCode, moderated.json().code]).toEqual([401, 'UNAUTHORIZED']);
    expect(await snapshotOfA()).toEqual(before);
  });
});

describe('an id that cannot exist', () => {
  // from a URL: a NUL byte (which the database refuses in text), a quote, a path
  const IDS = ['\u0000', "' or 1=1--", '../../etc/passwd', 'x'];

  it('is a 4xx on every route with an :id, for the customer and the administrator, never a 500', async () => {
    const failures: string[] = [];
    for (const endpoint of API_ENDPOINTS.filter((e) => e.path.includes(':id'))) {
      for (const id of IDS) {
        for (const [who, browser] of [
          ['customerA', w.a.browser],
          ['admin', w.browsers.admin[0]],
        ] as const) {
          if (!browser) continue;
          const body = ['GET', 'DELETE'].includes(endpoint.method) ? undefined : {};
          const url = fillPath(endpoint.path, { id });
          const response = await send(browser, endpoint.method as 'GET', url, body);
          if (response.statusCode >= 500) failures.push(`${who} ${endpoint.method} ${url}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("is the test checkout's 404 for its owner", async () => {
    for (const action of ['', '/pay', '/cancel']) {
      const response = await send(
        w.a.browser,
        action === '' ? 'GET' : 'POST',
        `/api/payment/test-checkout/%00${action}`,
      );
      expect([response.statusCode, response.json().code], action).toEqual([
        404,
        'CHECKOUT_SESSION_NOT_FOUND',
      ]);
    }
  });
});
