/**
 * The export of everything held about a person (docs/product/data-protection.md#export): the
 * customer's from their account, an administrator's by e-mail address.
 */
import { parisToday } from '@navette/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews, users } from '../src/db/schema';
import type { PersonalDataExport } from '../src/features/privacy/privacy.export';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { daysAgo, insertDocument, insertPaidPayment, insertReservation } from './support/privacy';
import { signedInCustomer, uniqueEmail } from './support/reservations';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const expectJsonDownload = (response: Awaited<ReturnType<BrowserClient['get']>>) => {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(response.headers['content-disposition']).toBe(
    `attachment; filename="navette-donnees-${parisToday()}.json"`,
  );
  expect(response.headers['cache-control']).toContain('no-store');
  return response.json<PersonalDataExport>();
};

describe('GET /auth/profile/export', () => {
  it("hands the customer every part of their data, and nothing of anyone else's", async () => {
    const { browser, email } = await signedInCustomer(t, uniqueEmail('export'));
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    const userId = account?.id ?? '';
    const quoted = await insertReservation(t, {
      email,
      userId,
      nom: 'Leroy',
      prenom: 'Camille',
      devisCents: 11_000,
      statut: 'confirmé',
    });
    const devis = await insertDocument(t, {
      kind: 'devis',
      reservationId: quoted,
      issuedAt: daysAgo(new Date(), 2),
    });
    await insertPaidPayment(t, quoted);
    // a booking made as a guest with the same address is theirs too
    const asGuest = await insertReservation(t, { email, nom: 'Leroy', prenom: 'Camille' });
    await t.database.db
      .insert(reviews)
      .values({ userId, note: 4, commentaire: 'Chauffeur ponctuel.', city: 'Lyon' });
    const other = await signedInCustomer(t, uniqueEmail('someone-else'));
    await insertReservation(t, { email: other.email, nom: 'Autre' });

    const data = expectJsonDownload(await browser.get('/auth/profile/export'));
    expect(new Date(data.exportedAt).getTime()).toBeLessThanOrEqual(Date.now());
    expect(data.account).toMatchObject({
      name: 'Camille Leroy',
      email,
      language: 'fr',
      signsInWithGoogle: false,
      hasPassword: true,
    });
    expect(data.account?.emailVerifiedAt).toEqual(expect.any(String));
    expect(data.reservations.map((r) => r._id).sort()).toEqual([quoted, asGuest].sort());
    const first = data.reservations.find((r) => r._id === quoted);
    expect(first).toMatchObject({
      nom: 'Leroy',
      prenom: 'Camille',
      email,
      adresse_depart: '12 rue de Rivoli, 75001 Paris',
      devis: 110,
      statut: 'confirmé',
      deletedAt: null,
    });
    expect(first?.documents).toEqual([
      expect.objectContaining({
        _id: devis.id,
        kind: 'devis',
        number: devis.number,
        amountTtc: 110,
      }),
    ]);
    expect(data.payments).toEqual([
      expect.objectContaining({
        reservation: quoted,
        amount: 110,
        currency: 'eur',
        status: 'paid',
      }),
    ]);
    expect(data.reviews).toEqual([
      expect.objectContaining({ note: 4, commentaire: 'Chauffeur ponctuel.', status: 'pending' }),
    ]);
    expect(data.applications).toEqual([]);
    // the e-mails still addressed to them (this app sends none): listed without their bodies
    expect(data.emails).toEqual([
      {
        template: 'verificationCode',
        subject: 'Votre code de vérification Navette Prestige',
        status: 'pending',
        createdAt: expect.any(String),
        sentAt: null,
      },
    ]);

    const text = JSON.stringify(data);
    expect(text).not.toContain(account?.passwordHash ?? 'no hash');
    expect(text).not.toMatch(/password_?hash|\$argon2/i);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain('Autre');
  });

  it('is refused without a session', async () => {
    const response = await new BrowserClient(t.app).get('/auth/profile/export');
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admin/donnees/export', () => {
  it("exports a guest's data by address, and says when nothing is held", async () => {
    const { client } = await signInAsAdmin(t.app, t.database.db);
    const email = uniqueEmail('guest-export');
    const id = await insertReservation(t, { email, nom: 'Garnier' });

    const data = expectJsonDownload(
      await client.get(
        `/api/admin/donnees/export?email=${encodeURIComponent(email.toUpperCase())}`,
      ),
    );
    expect(data.account).toBeNull();
    expect(data.reservations.map((r) => [r._id, r.nom])).toEqual([[id, 'Garnier']]);

    const nobody = await client.get(`/api/admin/donnees/export?email=${uniqueEmail('nobody')}`);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toMatchObject({
      code: 'NOT_FOUND',
      error: 'Aucune donnée n’est conservée pour cette adresse e-mail.',
    });

    const invalid = await client.get('/api/admin/donnees/export?email=nope');
    expect(invalid.statusCode).toBe(400);
  });
});
