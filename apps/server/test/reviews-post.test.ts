import { ownReviewListSchema, ownReviewSchema, publicReviewListSchema } from '@navette/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { reservations, reviews, users } from '../src/db/schema';
import { REVIEWS_PER_HOUR } from '../src/features/reviews/reviews.service';
import { BrowserClient } from '@navette/test-support/browser-client';
import { serverTest } from './support/fixtures';
import { travelledCustomer } from './support/customer-reservations';
import {
  dayFromToday,
  firstServiceId,
  signedInCustomer,
  uniqueEmail,
} from './support/reservations';

const it = serverTest({ env: { RESERVATION_RATE_LIMIT_MAX: '100000' } })
  .extend(
    'reviewRows',
    async ({ t }) =>
      (userId: string) =>
        t.database.db.select().from(reviews).where(eq(reviews.userId, userId)),
  )
  .extend('userIdOf', async ({ t }) => async (email: string) => {
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no user ${email}`);
    return user.id;
  })
  .extend(
    'approve',
    async ({ t }) =>
      (reviewId: string) =>
        t.database.db
          .update(reviews)
          .set({ approvedAt: new Date() })
          .where(eq(reviews.id, reviewId)),
  )
  .extend(
    'refusedAndNothingStored',
    async ({ reviewRows, userIdOf }) =>
      async (browser: BrowserClient, email: string) => {
        const response = await browser.post('/api/avis', {
          note: 5,
          commentaire: 'Super trajet !',
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          code: 'REVIEW_NEEDS_COMPLETED_TRIP',
          error:
            'Seuls nos voyageurs peuvent laisser un avis : vous pourrez le faire après votre premier trajet avec nous.',
        });
        const english = await browser.post(
          '/api/avis',
          { note: 5, commentaire: 'Great trip!' },
          { 'accept-language': 'en' },
        );
        expect(english.json()).toMatchObject({
          code: 'REVIEW_NEEDS_COMPLETED_TRIP',
          error:
            'Only our travellers can leave a review: you can do so after your first trip with us.',
        });
        expect(await reviewRows(await userIdOf(email))).toEqual([]);
      },
  );

describe('POST /api/avis', () => {
  it('a visitor who is not signed in cannot post a review', async ({ t }) => {
    const browser = new BrowserClient(t.app);
    const response = await browser.post('/api/avis', { note: 5, commentaire: 'Très bien' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(await t.database.db.select().from(reviews)).toEqual([]);
  });

  it('a customer posts a review: stored pending, hidden from the public until approved, then shown with the public name and city', async ({
    t,
    reviewRows,
    userIdOf,
    approve,
  }) => {
    const { browser, email, tripId } = await travelledCustomer(t, '2026-03-14');
    const stranger = await signedInCustomer(t);
    const strangerId = await userIdOf(stranger.email);
    const response = await browser.post('/api/avis', {
      user: strangerId,
      note: 4,
      commentaire: '  Chauffeur ponctuel, van impeccable.  ',
      city: ' Lyon ',
    });
    expect(response.statusCode).toBe(201);
    const review = ownReviewSchema.parse(response.json());
    expect(review).toMatchObject({
      note: 4,
      commentaire: 'Chauffeur ponctuel, van impeccable.',
      location: 'Lyon',
      status: 'pending',
    });

    // the author is the session's customer, never the body's `user`
    expect(await reviewRows(strangerId)).toEqual([]);
    const [row] = await reviewRows(await userIdOf(email));
    expect(row).toMatchObject({
      id: review._id,
      note: 4,
      city: 'Lyon',
      approvedAt: null,
      // the trip it is about, and its month
      reservationId: tripId,
      tripMonth: '2026-03',
    });

    const before = publicReviewListSchema.parse((await browser.get('/api/avis')).json());
    expect(before.map((r) => r._id)).not.toContain(review._id);

    await approve(review._id);
    const after = publicReviewListSchema.parse((await browser.get('/api/avis')).json());
    expect(after.find((r) => r._id === review._id)).toEqual({
      _id: review._id,
      user: { name: 'Camille L.' },
      note: 4,
      commentaire: 'Chauffeur ponctuel, van impeccable.',
      location: 'Lyon',
      tripMonth: '2026-03',
      createdAt: review.createdAt,
      verified: true,
    });
  });

  it('the note defaults to 5 and a review without a city has no location', async ({ t }) => {
    const { browser } = await travelledCustomer(t);
    const response = await browser.post('/api/avis', { commentaire: 'Parfait.', city: '   ' });
    expect(response.statusCode).toBe(201);
    const review = ownReviewSchema.parse(response.json());
    expect(review.note).toBe(5);
    expect(review).not.toHaveProperty('location');
  });

  it('a customer is told in French or English what is wrong, and nothing is stored', async ({
    t,
    reviewRows,
    userIdOf,
  }) => {
    const { browser, email } = await travelledCustomer(t);
    const cases: [unknown, Record<string, string>][] = [
      [{ note: 5 }, { commentaire: 'Le commentaire est requis.' }],
      [{ note: 5, commentaire: '   ' }, { commentaire: 'Le commentaire est requis.' }],
      [{ note: 0, commentaire: 'ok' }, { note: 'La note doit être un nombre entier de 1 à 5.' }],
      [{ note: 6, commentaire: 'ok' }, { note: 'La note doit être un nombre entier de 1 à 5.' }],
      [{ note: 4.5, commentaire: 'ok' }, { note: 'La note doit être un nombre entier de 1 à 5.' }],
      [{ note: '5', commentaire: 'ok' }, { note: 'La note doit être un nombre entier de 1 à 5.' }],
      [
        { note: 5, commentaire: 'x'.repeat(1001) },
        { commentaire: 'Le commentaire ne peut pas dépasser 1 000 caractères.' },
      ],
      [
        { note: 5, commentaire: 'ok', city: 'y'.repeat(81) },
        { city: 'La ville ne peut pas dépasser 80 caractères.' },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await browser.post('/api/avis', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const english = await browser.post('/api/avis', { note: 9 }, { 'accept-language': 'en' });
    expect(english.json()).toMatchObject({
      fields: {
        note: 'The rating must be a whole number from 1 to 5.',
        commentaire: 'The comment is required.',
      },
    });
    expect(await reviewRows(await userIdOf(email))).toEqual([]);
    // exactly 1 000 characters is accepted
    expect(
      (await browser.post('/api/avis', { note: 5, commentaire: 'x'.repeat(1000) })).statusCode,
    ).toBe(201);
  });

  it('junk bodies get a 400, never a 500', async ({ t }) => {
    const { browser } = await travelledCustomer(t);
    const bodies = ['null', '[]', '"avis"', '{"note":null}', '{"commentaire":{"$gt":""}}', '{'];
    for (const body of bodies) {
      const response = await browser.postRaw('/api/avis', body);
      expect(response.statusCode, body).toBe(400);
      expect(response.json()).toHaveProperty('error');
    }
    const unknownField = await browser.post('/api/avis', { commentaire: 'ok', admin: true });
    expect(unknownField.statusCode).toBe(400);
  });

  it(`a customer may post ${REVIEWS_PER_HOUR} reviews an hour, then is asked to wait`, async ({
    t,
  }) => {
    const { browser } = await travelledCustomer(t);
    for (let i = 1; i <= REVIEWS_PER_HOUR; i += 1) {
      const response = await browser.post('/api/avis', { commentaire: `Avis ${i}` });
      expect(response.statusCode).toBe(201);
    }
    const refused = await browser.post('/api/avis', { commentaire: 'Un de trop' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    // another customer is not held back
    const other = await travelledCustomer(t, undefined, uniqueEmail('other-reviewer'));
    expect((await other.browser.post('/api/avis', { commentaire: 'Bien' })).statusCode).toBe(201);
  });

  it('posts sent at the same time never store more than the hourly allowance', async ({
    t,
    reviewRows,
    userIdOf,
  }) => {
    const { browser, email } = await travelledCustomer(t);
    await browser.get('/api/health');
    const statuses = await Promise.all(
      Array.from({ length: REVIEWS_PER_HOUR + 3 }, (_, i) =>
        browser.post('/api/avis', { commentaire: `En même temps ${i}` }).then((r) => r.statusCode),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(REVIEWS_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(await reviewRows(await userIdOf(email))).toHaveLength(REVIEWS_PER_HOUR);
  });
});

describe('only a customer who has travelled with us may post', () => {
  it('a customer without any trip is refused, and nothing is stored', async ({
    t,
    refusedAndNothingStored,
  }) => {
    const { browser, email } = await signedInCustomer(t);
    await refusedAndNothingStored(browser, email);
  });

  it('a customer whose trip is not driven to its end — confirmed, paid, past, cancelled or awaiting a quote — is refused', async ({
    t,
    refusedAndNothingStored,
  }) => {
    const customer = await travelledCustomer(t, dayFromToday(-10));
    const setTrip = (values: Partial<typeof reservations.$inferInsert>) =>
      t.database.db.update(reservations).set(values).where(eq(reservations.id, customer.tripId));
    await setTrip({ statut: 'confirmé' });
    await refusedAndNothingStored(customer.browser, customer.email);
    await setTrip({ paid: true });
    await refusedAndNothingStored(customer.browser, customer.email);
    await setTrip({ statut: 'annulé', paid: false });
    await refusedAndNothingStored(customer.browser, customer.email);
    await setTrip({ statut: 'en attente' });
    await refusedAndNothingStored(customer.browser, customer.email);
    await setTrip({ statut: 'terminé', deletedAt: new Date() });
    await refusedAndNothingStored(customer.browser, customer.email);
    // `terminé` is the chauffeur's (or the company's) word that the trip was driven: it counts
    // from that moment, even on the day before its booked pick-up
    await setTrip({ deletedAt: null, date: dayFromToday(1) });
    const accepted = await customer.browser.post('/api/avis', { commentaire: 'Parfait.' });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it('after a past trip the review is accepted and keeps the latest completed trip', async ({
    t,
    reviewRows,
    userIdOf,
  }) => {
    const customer = await travelledCustomer(t, '2025-11-02');
    const later = await customer.book(await firstServiceId(t));
    await t.database.db
      .update(reservations)
      .set({ statut: 'terminé', date: '2026-02-20' })
      .where(eq(reservations.id, later));
    // an upcoming trip is not the one the review is about
    const upcoming = await customer.book(await firstServiceId(t));
    await t.database.db
      .update(reservations)
      .set({ statut: 'confirmé', date: dayFromToday(5) })
      .where(eq(reservations.id, upcoming));
    const response = await customer.browser.post('/api/avis', { commentaire: 'Parfait.' });
    expect(response.statusCode, response.body).toBe(201);
    const [row] = await reviewRows(await userIdOf(customer.email));
    expect(row).toMatchObject({ reservationId: later, tripMonth: '2026-02' });
  });

  it('the trip month survives the erasure of the reservation', async ({
    t,
    reviewRows,
    userIdOf,
    approve,
  }) => {
    const customer = await travelledCustomer(t, '2026-01-05');
    const review = ownReviewSchema.parse(
      (await customer.browser.post('/api/avis', { commentaire: 'Très bien.' })).json(),
    );
    await approve(review._id);
    await t.database.db.delete(reservations).where(eq(reservations.id, customer.tripId));
    const [row] = await reviewRows(await userIdOf(customer.email));
    expect(row).toMatchObject({ reservationId: null, tripMonth: '2026-01' });
    const listed = publicReviewListSchema.parse((await customer.browser.get('/api/avis')).json());
    expect(listed.find((r) => r._id === review._id)?.tripMonth).toBe('2026-01');
  });
});

describe('GET /api/avis/mine', () => {
  it('a customer reads their own reviews, newest first, with their moderation state', async ({
    t,
    approve,
  }) => {
    const { browser, email } = await travelledCustomer(t);
    const other = await travelledCustomer(t);
    await other.browser.post('/api/avis', { commentaire: 'Pas le mien' });
    const first = ownReviewSchema.parse(
      (await browser.post('/api/avis', { note: 3, commentaire: 'Premier' })).json(),
    );
    await t.database.db
      .update(reviews)
      .set({ createdAt: new Date(Date.now() - 60_000) })
      .where(eq(reviews.id, first._id));
    await approve(first._id);
    await browser.post('/api/avis', { note: 5, commentaire: 'Second', city: 'Nice' });

    const response = await browser.get('/api/avis/mine');
    expect(response.statusCode).toBe(200);
    const mine = ownReviewListSchema.parse(response.json());
    expect(mine.map((r) => [r.commentaire, r.status, r.location])).toEqual([
      ['Second', 'pending', 'Nice'],
      ['Premier', 'approved', undefined],
    ]);
    expect(JSON.stringify(mine)).not.toContain(email);
  });

  it('a visitor who is not signed in gets a 401', async ({ t }) => {
    const response = await t.app.inject({ method: 'GET', url: '/api/avis/mine' });
    expect(response.statusCode).toBe(401);
  });
});
