import { profileSchema } from '@navette/shared';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { sessions, users } from '../src/db/schema';
import { insertSession } from '../src/features/auth/sessions.repository';
import { hashToken, newToken } from '../src/features/auth/sessions.service';
import { TEST_ADMIN } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { serverTest } from './support/fixtures';
import { customerReservationsClient } from './support/customer-reservations';
import {
  firstServiceId,
  reservationRow,
  signedInCustomer,
  uniqueEmail,
} from './support/reservations';

const it = serverTest().extend('userRow', async ({ t }) => async (email: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
});
const changePassword = (browser: BrowserClient, body: unknown) =>
  browser.request({ method: 'PUT', url: '/auth/password', payload: body as object });
const NEW_PASSWORD = 'un-tout-nouveau-secret';
/** The password change's body: the current password, and the new one. */
const passwords = (currentPassword: string, newPassword = NEW_PASSWORD) => ({
  currentPassword,
  newPassword,
});

describe('the profile', () => {
  it('a customer reads the name, e-mail, language and whether the account has a password', async ({
    t,
    userRow,
  }) => {
    const { browser, email } = await signedInCustomer(t);
    const response = await browser.get('/auth/profile');
    expect(response.statusCode).toBe(200);
    expect(profileSchema.parse(response.json())).toEqual({
      _id: (await userRow(email)).id,
      name: 'Camille Leroy',
      email,
      language: 'fr',
      hasPassword: true,
    });
  });

  it('a customer changes the name and the language of the e-mails', async ({ t, userRow }) => {
    const { browser, email } = await signedInCustomer(t);
    const response = await browser.request({
      method: 'PUT',
      url: '/auth/profile',
      payload: { name: '  Camille Leroy-Dupont ', language: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'Camille Leroy-Dupont',
      email,
      language: 'en',
    });
    expect(await userRow(email)).toMatchObject({ name: 'Camille Leroy-Dupont', language: 'en' });
    expect((await browser.get('/auth/check')).json()).toMatchObject({
      user: { name: 'Camille Leroy-Dupont' },
    });
  });

  it("writes about the customer's reservations in the language chosen", async ({ t }) => {
    const client = await customerReservationsClient(t);
    const id = await client.book(await firstServiceId(t));
    expect((await reservationRow(t, id))?.language).toBe('fr');
    const response = await client.browser.request({
      method: 'PUT',
      url: '/auth/profile',
      payload: { name: 'Camille Leroy', language: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(await reservationRow(t, id)).toMatchObject({ language: 'en', version: 1 });
  });

  it('refuses a blank name or an unknown language with a clear message, and changes nothing', async ({
    t,
    userRow,
  }) => {
    const { browser, email } = await signedInCustomer(t);
    const cases: [unknown, Record<string, string>][] = [
      [{ name: '   ', language: 'fr' }, { name: 'Le nom est requis.' }],
      [{ name: 'Camille', language: 'de' }, { language: "Choisissez le français ou l'anglais." }],
      [{ name: 'x'.repeat(101), language: 'fr' }, { name: 'Ce champ est trop long.' }],
    ];
    for (const [payload, fields] of cases) {
      const response = await browser.request({
        method: 'PUT',
        url: '/auth/profile',
        payload: payload as object,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    const email2 = await browser.request({
      method: 'PUT',
      url: '/auth/profile',
      payload: { name: 'Camille', language: 'fr', email: 'other@example.fr' },
    });
    expect(email2.statusCode).toBe(400);
    expect(await userRow(email)).toMatchObject({ name: 'Camille Leroy', email, language: 'fr' });
  });

  it('a visitor who is not signed in gets a 401', async ({ t }) => {
    const browser = new BrowserClient(t.app);
    expect((await browser.get('/auth/profile')).statusCode).toBe(401);
    const update = await browser.request({
      method: 'PUT',
      url: '/auth/profile',
      payload: { name: 'X', language: 'fr' },
    });
    expect(update.statusCode).toBe(401);
  });
});

describe('the password change', () => {
  it('ends every other session of the customer and keeps this one', async ({ t, userRow }) => {
    const { browser, email } = await signedInCustomer(t);
    const phone = new BrowserClient(t.app);
    expect((await phone.post('/auth/login', { email, password: 'secret-123' })).statusCode).toBe(
      200,
    );
    const response = await changePassword(browser, passwords('secret-123'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: 'Mot de passe modifié. Vos autres appareils ont été déconnectés.',
    });
    expect((await browser.get('/auth/profile')).statusCode).toBe(200);
    expect((await phone.get('/auth/profile')).statusCode).toBe(401);
    const user = await userRow(email);
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id)),
    ).toHaveLength(1);
    const fresh = new BrowserClient(t.app);
    expect((await fresh.post('/auth/login', { email, password: 'secret-123' })).statusCode).toBe(
      401,
    );
    expect(
      (await fresh.post('/auth/login', { email, password: 'un-tout-nouveau-secret' })).statusCode,
    ).toBe(200);
  });

  it('a wrong current password is refused with a clear message, and the password stays', async ({
    t,
    userRow,
  }) => {
    const { browser, email } = await signedInCustomer(t);
    const before = (await userRow(email)).passwordHash;
    const response = await changePassword(browser, passwords('pas-le-bon'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Le mot de passe actuel est incorrect.',
      code: 'CURRENT_PASSWORD_INVALID',
      fields: { currentPassword: 'Le mot de passe actuel est incorrect.' },
    });
    expect((await userRow(email)).passwordHash).toBe(before);
  });

  it('wrong current passwords are counted like failed sign-ins: the client is slowed down', async ({
    t,
  }) => {
    const { browser } = await signedInCustomer(t, uniqueEmail('guessed'));
    const statuses = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await changePassword(browser, passwords(`guess-${i}`));
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toContain(429);
  });

  it('checks the new password like registration does', async ({ t }) => {
    const { browser } = await signedInCustomer(t);
    const short = await changePassword(browser, passwords('secret-123', 'court'));
    expect(short.json()).toMatchObject({
      fields: { newPassword: 'Le nouveau mot de passe doit contenir au moins 8 caractères.' },
    });
    const common = await changePassword(browser, passwords('secret-123', 'password123'));
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({
      fields: {
        newPassword:
          'Ce mot de passe est trop courant. Choisissez-en un autre, plus difficile à deviner.',
      },
    });
    const missing = await changePassword(browser, { newPassword: NEW_PASSWORD });
    expect(missing.json()).toMatchObject({
      fields: { currentPassword: 'Le mot de passe actuel est requis.' },
    });
  });

  it("an administrator's password is not changed from the customer area", async ({ t }) => {
    // the administrator's credentials open no customer session to begin with
    const browser = new BrowserClient(t.app);
    const login = await browser.post('/auth/login', TEST_ADMIN);
    expect(login.statusCode).toBe(401);
    const response = await changePassword(
      browser,
      passwords(TEST_ADMIN.password, 'un-tout-nouveau-secret-admin'),
    );
    expect(response.statusCode).toBe(401);
    const admin = await new BrowserClient(t.app).post('/admin/login', TEST_ADMIN);
    expect(admin.statusCode).toBe(200);
  });

  it('a Google-only account is told to use "Mot de passe oublié ?" to set one', async ({
    t,
    userRow,
  }) => {
    const email = uniqueEmail('google-only');
    const [user] = await t.database.db
      .insert(users)
      .values({ name: 'Inès', email, googleSub: `sub-${email}`, emailVerifiedAt: new Date() })
      .returning();
    // a session like the one Google sign-in opens (its own tests cover the provider's part)
    const token = newToken();
    await insertSession(t.database.db, {
      tokenHash: hashToken(token),
      userId: user?.id ?? '',
      kind: 'customer',
      expiresAt: new Date(Date.now() + 3600_000),
    });
    const browser = new BrowserClient(t.app);
    browser.cookies.set('navette_session', token);
    expect((await browser.get('/auth/profile')).json()).toMatchObject({ hasPassword: false });
    const response = await changePassword(browser, passwords('anything'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_NOT_SET',
      error:
        "Votre compte n'a pas encore de mot de passe : vous vous connectez avec Google. Pour en définir un, utilisez « Mot de passe oublié ? » sur la page de connexion.",
    });
    expect((await userRow(email)).passwordHash).toBeNull();
  });
});
