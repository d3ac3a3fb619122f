import { publicReviewListSchema, PUBLIC_REVIEWS_MAX } from '@navette/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, users } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';

let t: TestApp;

const aUser = async (name: string, email: string) => {
  const [user] = await t.database.db.insert(users).values({ name, email }).returning();
  if (!user) throw new Error('user not created');
  return user;
};

const aReview = (
  userId: string,
  values: {
    note?: number;
    commentaire: string;
    approved: boolean;
    createdAt: Date;
    tripMonth?: string;
  },
) =>
  t.database.db.insert(reviews).values({
    userId,
    note: values.note ?? 5,
    commentaire: values.commentaire,
    approvedAt: values.approved ? new Date() : null,
    createdAt: values.createdAt,
    tripMonth: values.tripMonth ?? null,
  });

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/avis', () => {
  it('a visitor on a fresh install reads an empty list, not an error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/avis' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('a visitor reads only approved reviews, newest first, signed with the author’s name', async () => {
    const camille = await aUser('Camille Martin', 'camille.martin@example.fr');
    const paul = await aUser('Paul', 'paul@example.fr');
    await aReview(camille.id, {
      note: 5,
      commentaire: 'Chauffeur en avance à Roissy à 5 h du matin, parfait.',
      approved: true,
      createdAt: new Date('2025-03-01T08:00:00Z'),
    });
    await aReview(paul.id, {
      note: 4,
      commentaire: 'Trajet agréable jusqu’à la gare de Lyon.',
      approved: true,
      createdAt: new Date('2025-04-02T08:00:00Z'),
      tripMonth: '2025-03',
    });
    await aReview(paul.id, {
      note: 1,
      commentaire: 'Pas encore modéré',
      approved: false,
      createdAt: new Date('2025-05-01T08:00:00Z'),
    });

    const response = await t.app.inject({ method: 'GET', url: '/api/avis' });
    expect(response.statusCode).toBe(200);
    const body = publicReviewListSchema.parse(response.json());
    expect(body.map((review) => [review.user.name, review.note, review.commentaire])).toEqual([
      ['Paul', 4, 'Trajet agréable jusqu’à la gare de Lyon.'],
      ['Camille M.', 5, 'Chauffeur en avance à Roissy à 5 h du matin, parfait.'],
    ]);
    expect(body[0]?.createdAt).toBe('2025-04-02T08:00:00.000Z');
    // the month of the trip the review is about; none for a review older than that rule
    expect(body.map((review) => review.tripMonth)).toEqual(['2025-03', undefined]);
    // nothing about the author beyond the displayed name
    expect(JSON.stringify(response.json())).not.toContain('example.fr');
  });

  it(`shows at most ${PUBLIC_REVIEWS_MAX} reviews`, async () => {
    const author = await aUser('Léa Dubois', 'lea.dubois@example.fr');
    for (let day = 1; day <= PUBLIC_REVIEWS_MAX + 2; day += 1) {
      await aReview(author.id, {
        commentaire: `Avis ${day}`,
        approved: true,
        createdAt: new Date(Date.UTC(2026, 0, day)),
      });
    }
    const response = await t.app.inject({ method: 'GET', url: '/api/avis' });
    const body = publicReviewListSchema.parse(response.json());
    expect(body).toHaveLength(PUBLIC_REVIEWS_MAX);
    expect(body[0]?.commentaire).toBe(`Avis ${PUBLIC_REVIEWS_MAX + 2}`);
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('a crawler finds the public pages at absolute URLs, and not the private ones', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /admin');
    expect(robots.body).toContain('Disallow: /mot-de-passe-oublie');
    expect(robots.body).toContain('Disallow: /paiement/');

    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locations = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toContain(`${t.config.publicUrl}/`);
    expect(locations).toContain(`${t.config.publicUrl}/services/transfert-express`);
    expect(locations).toContain(`${t.config.publicUrl}/politique-confidentialite`);
    expect(locations.some((url) => /admin|profile|reservation/.test(url ?? ''))).toBe(false);
  });
});
