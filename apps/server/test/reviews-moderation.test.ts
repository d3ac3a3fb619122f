import {
  adminReviewPageSchema,
  adminReviewSchema,
  publicReviewListSchema,
  type AdminReviewPage,
  type OwnReview,
} from '@navette/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, reviews } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import type { BrowserClient } from '@navette/test-support/browser-client';
import { travelledCustomer } from './support/customer-reservations';
import { markPaid } from './support/admin-reservations';
import { dayFromToday } from './support/reservations';

let t: TestApp;
let admin: BrowserClient;

beforeAll(async () => {
  t = await buildTestApp({ env: { RESERVATION_RATE_LIMIT_MAX: '100000' } });
  admin = (await signInAsAdmin(t.app, t.database.db)).client;
});
afterAll(async () => t?.close());

const post = async (browser: BrowserClient, commentaire: string, city?: string) => {
  const response = await browser.post('/api/avis', { note: 4, commentaire, city });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<OwnReview>();
};

const moderate = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  admin.request({ method: 'PUT', url: `/api/admin/avis/${id}`, payload: body as object, headers });

const listed = async (status: string, extra = '') => {
  const response = await admin.get(`/api/admin/avis?${status && `status=${status}`}${extra}`);
  expect(response.statusCode, response.body).toBe(200);
  return adminReviewPageSchema.parse(response.json());
};
const ids = (page: AdminReviewPage) => page.items.map((review) => review._id);

const publicReviews = async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/avis' });
  expect(response.statusCode).toBe(200);
  return publicReviewListSchema.parse(response.json());
};

const mine = async (browser: BrowserClient) =>
  (await browser.get('/api/avis/mine')).json<OwnReview[]>();

describe('review moderation', () => {
  it('a new review waits in the pending list with its author, and is shown nowhere else', async () => {
    const customer = await travelledCustomer(t);
    const review = await post(customer.browser, 'Chauffeur ponctuel à Orly.', 'Créteil');

    const pending = await listed('pending');
    expect(pending.items.find((item) => item._id === review._id)).toEqual({
      _id: review._id,
      note: 4,
      commentaire: 'Chauffeur ponctuel à Orly.',
      location: 'Créteil',
      status: 'pending',
      createdAt: review.createdAt,
      moderatedAt: null,
      user: { name: 'Camille Leroy', email: customer.email },
    });
    // without a status, the pending ones
    expect(ids(await listed(''))).toContain(review._id);
    expect(ids(await listed('approved'))).not.toContain(review._id);
    expect(ids(await listed('rejected'))).not.toContain(review._id);
    expect((await publicReviews()).map((item) => item._id)).not.toContain(review._id);
  });

  it('approve, reject, approve again: each decision moves the review and what the public reads', async () => {
    const customer = await travelledCustomer(t, '2026-03-14');
    const review = await post(customer.browser, 'Van spacieux, enfants ravis.', 'Lyon');

    const approved = await moderate(review._id, { status: 'approved' });
    expect(approved.statusCode, approved.body).toBe(200);
    const body = adminReviewSchema.parse(approved.json());
    expect(body.status).toBe('approved');
    expect(body.moderatedAt).not.toBeNull();
    expect(ids(await listed('approved'))).toContain(review._id);
    expect(ids(await listed('pending'))).not.toContain(review._id);
    expect((await publicReviews()).find((item) => item._id === review._id)).toEqual({
      _id: review._id,
      user: { name: 'Camille L.' },
      note: 4,
      commentaire: 'Van spacieux, enfants ravis.',
      location: 'Lyon',
      tripMonth: '2026-03',
      createdAt: review.createdAt,
      verified: true,
    });
    expect((await mine(customer.browser))[0]?.status).toBe('approved');

    const rejected = await moderate(review._id, { status: 'rejected' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ status: 'rejected' });
    expect(ids(await listed('rejected'))).toContain(review._id);
    expect(ids(await listed('approved'))).not.toContain(review._id);
    expect((await publicReviews()).map((item) => item._id)).not.toContain(review._id);
    expect((await mine(customer.browser))[0]?.status).toBe('rejected');
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review._id));
    expect(row?.approvedAt).toBeNull();
    expect(row?.rejectedAt).not.toBeNull();

    expect((await moderate(review._id, { status: 'approved' })).statusCode).toBe(200);
    expect((await publicReviews()).map((item) => item._id)).toContain(review._id);
    expect(ids(await listed('rejected'))).not.toContain(review._id);
  });

  it('lists newest first, one page at a time, with the total of the state', async () => {
    const customer = await travelledCustomer(t);
    const first = await post(customer.browser, 'Premier avis');
    const second = await post(customer.browser, 'Second avis');
    const all = await listed('pending', '&pageSize=100');
    expect(ids(all).indexOf(second._id)).toBeLessThan(ids(all).indexOf(first._id));
    const page2 = await listed('pending', '&pageSize=1&page=2');
    expect(page2).toMatchObject({ total: all.total, page: 2, pageSize: 1 });
    expect(ids(page2)).toEqual([ids(all)[1]]);
  });
});

describe('the verified-client badge', () => {
  const approvedReviewOf = async (customer: { browser: BrowserClient }) => {
    const review = await post(customer.browser, 'Très bon service.');
    expect((await moderate(review._id, { status: 'approved' })).statusCode).toBe(200);
    return async () => (await publicReviews()).find((item) => item._id === review._id)?.verified;
  };

  it('« Trajet vérifié » is given for a trip driven to its end, and not for an upcoming, paid, cancelled or deleted one', async () => {
    // a review needs a completed trip when it is posted (reviews-post.test.ts); the badge follows
    // the trip afterwards
    const customer = await travelledCustomer(t);
    const verified = await approvedReviewOf(customer);
    expect(await verified()).toBe(true);
    const setTrip = (values: Partial<typeof reservations.$inferInsert>) =>
      t.database.db.update(reservations).set(values).where(eq(reservations.id, customer.tripId));

    await setTrip({ statut: 'en attente', date: dayFromToday(2) });
    expect(await verified()).toBe(false);
    await setTrip({ statut: 'confirmé', date: dayFromToday(2) });
    await markPaid(t, customer.tripId);
    expect(await verified()).toBe(false);
    await setTrip({ statut: 'annulé', date: dayFromToday(-2) });
    expect(await verified()).toBe(false);
    await setTrip({ statut: 'terminé', deletedAt: new Date() });
    expect(await verified()).toBe(false);
    await setTrip({ deletedAt: null });
    expect(await verified()).toBe(true);

    // another customer's trip does not count for this one
    const other = await travelledCustomer(t);
    const otherVerified = await approvedReviewOf(other);
    await t.database.db
      .update(reservations)
      .set({ statut: 'annulé' })
      .where(eq(reservations.id, other.tripId));
    expect(await otherVerified()).toBe(false);
  });
});

describe('refused requests change nothing', () => {
  it('an unknown or malformed id is REVIEW_NOT_FOUND, in the request’s language', async () => {
    const unknown = await moderate('00000000-0000-4000-8000-000000000000', { status: 'approved' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      code: 'REVIEW_NOT_FOUND',
      error: 'Cet avis n’existe pas ou a été supprimé.',
    });
    const malformed = await moderate(
      'pas-un-id',
      { status: 'rejected' },
      { 'accept-language': 'en' },
    );
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json()).toEqual({
      code: 'REVIEW_NOT_FOUND',
      error: 'This review does not exist or has been deleted.',
    });
  });

  it('junk bodies and queries are refused with a clear message', async () => {
    const customer = await travelledCustomer(t);
    const review = await post(customer.browser, 'À modérer plus tard');
    for (const body of [
      {},
      { status: 'pending' },
      { status: 'APPROVED' },
      { status: 'approved', approvedAt: '2020-01-01' },
      { status: ['approved'] },
      [],
      'approved',
      null,
      42,
    ]) {
      const response = await moderate(review._id, body);
      // a bare string is sent as text/plain, which the API does not take
      expect([400, 415], JSON.stringify(body)).toContain(response.statusCode);
      expect(response.json().code).toMatch(/^(VALIDATION_FAILED|UNSUPPORTED_MEDIA_TYPE)$/);
    }
    const badStatus = await moderate(review._id, { status: 'pending' });
    expect(JSON.stringify(badStatus.json())).toContain(
      'La décision doit être « approved » (approuver) ou « rejected » (refuser).',
    );
    const [row] = await t.database.db.select().from(reviews).where(eq(reviews.id, review._id));
    expect([row?.approvedAt, row?.rejectedAt]).toEqual([null, null]);

    for (const query of [
      'status=tous',
      'page=0',
      'pageSize=1000',
      'page=abc',
      'status=approved&status=rejected',
    ]) {
      const response = await admin.get(`/api/admin/avis?${query}`);
      expect(response.statusCode, query).toBe(400);
    }
    const status = await admin.get('/api/admin/avis?status=tous');
    expect(JSON.stringify(status.json())).toContain(
      'Le statut doit être « pending », « approved » ou « rejected ».',
    );
  });

  it('a customer can neither list nor moderate', async () => {
    const customer = await travelledCustomer(t);
    const review = await post(customer.browser, 'Mon propre avis');
    expect([401, 403]).toContain((await customer.browser.get('/api/admin/avis')).statusCode);
    const own = await customer.browser.request({
      method: 'PUT',
      url: `/api/admin/avis/${review._id}`,
      payload: { status: 'approved' },
    });
    expect([401, 403]).toContain(own.statusCode);
    expect((await mine(customer.browser))[0]?.status).toBe('pending');
  });
});
