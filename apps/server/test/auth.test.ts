import { eq, sql } from 'drizzle-orm';
import { hash } from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upsertAdmin } from '../src/db/admin';
import { verifyPassword } from '../src/lib/password';
import { users, verificationCodes } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { latestCodeFor, mailsTo } from './support/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ startMailWorker: false });
});
afterAll(async () => t?.close());

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.test`;
const browser = (headers?: Record<string, string>) => new BrowserClient(t.app, { headers });

const userByEmail = async (email: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
  return row;
};

/** Registers and verifies an account, as its owner would. */
const createVerifiedAccount = async (email = uniqueEmail('owner'), password = 'secret-123') => {
  const owner = browser();
  expect(
    (await owner.post('/auth/register', { name: 'Léa Martin', email, password })).statusCode,
  ).toBe(201);
  const code = await latestCodeFor(t.database.db, email);
  expect((await owner.post('/auth/verify', { email, code })).statusCode).toBe(200);
  return { email, password, owner };
};

/** A sign-up form's body. */
const signUp = (email: string, password: string, name = 'Léa') => ({ name, email, password });
const TOO_SHORT = 'Le mot de passe doit contenir au moins 8 caractères.';
const TOO_COMMON =
  'Ce mot de passe est trop courant. Choisissez-en un autre, plus difficile à deviner.';

describe('registration', () => {
  it('creates an unverified account with an argon2id hash and e-mails a 6-digit code', async () => {
    const email = uniqueEmail('new');
    const response = await browser().post('/auth/register', {
      name: 'Léa Martin',
      email: email.toUpperCase(),
      password: 'secret-123',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Compte créé. Un code de vérification vous a été envoyé par e-mail.',
    });
    const user = await userByEmail(email);
    expect(user).toMatchObject({ name: 'Léa Martin', role: 'customer', emailVerifiedAt: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    const mails = await mailsTo(t.database.db, email, 'verificationCode');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Votre code de vérification Navette Prestige');
  });

  it.each([
    [signUp('a@b.fr', 'secret-123', ''), 'name', 'Le nom est requis.'],
    [signUp('a@b.fr', 'abc1234'), 'password', TOO_SHORT],
    [signUp('common-1@example.fr', 'password123'), 'password', TOO_COMMON],
    [signUp('common-2@example.fr', 'azertyuiop'), 'password', TOO_COMMON],
    [signUp('lea.example.fr', 'secret-123'), 'email', "L'email doit être valide."],
  ])('refuses %j with the product message and stores nothing', async (body, field, message) => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    const response = await browser().post('/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    expect(response.json().fields[field]).toBe(message);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users);
    expect(after).toEqual(before);
  });

  it('checks in the product order: the name first, then the password, then the e-mail', async () => {
    const response = await browser().post('/auth/register', {
      name: ' ',
      email: 'x',
      password: '1',
    });
    expect(response.json().error).toBe('Le nom est requis.');
    const second = await browser().post('/auth/register', {
      name: 'Léa',
      email: 'x',
      password: '1',
    });
    expect(second.json().error).toBe('Le mot de passe doit contenir au moins 8 caractères.');
  });

  it('answers in English to an English browser', async () => {
    const response = await browser({ 'accept-language': 'en' }).post('/auth/register', {
      name: 'Léa',
      email: 'a@b.fr',
      password: '123',
    });
    expect(response.json().error).toBe('Password must be at least 8 characters long.');
  });

  it('refuses wrong types, unknown fields and oversized values without a 500', async () => {
    for (const body of [
      { name: 42, email: 'a@b.fr', password: 'secret-123' },
      { name: 'Léa', email: ['a@b.fr'], password: 'secret-123' },
      { name: 'Léa', email: 'a@b.fr', password: 'secret-123', role: 'admin' },
      { name: 'x'.repeat(5000), email: 'a@b.fr', password: 'secret-123' },
      { name: 'Léa', email: `${'a'.repeat(300)}@b.fr`, password: 'secret-123' },
      { name: 'Léa', email: 'a@b.fr', password: 'p'.repeat(1000) },
    ]) {
      const response = await browser().post('/auth/register', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('does not reveal that an address is taken, changes nothing, and tells the owner', async () => {
    const { email, password } = await createVerifiedAccount();
    const before = await userByEmail(email);
    const response = await browser().post('/auth/register', {
      name: 'Intrus',
      email,
      password: 'other-password',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe(
      'Compte créé. Un code de vérification vous a été envoyé par e-mail.',
    );
    expect(await userByEmail(email)).toEqual(before);
    expect(await mailsTo(t.database.db, email, 'accountExists')).toHaveLength(1);
    const login = await browser().post('/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
  });

  it('lets the owner of an address registered by someone else take it back', async () => {
    const email = uniqueEmail('squatted');
    const squatter = browser();
    await squatter.post('/auth/register', { name: 'Squatter', email, password: 'squatter-pass' });
    const squatterCode = await latestCodeFor(t.database.db, email);

    const owner = browser();
    expect(
      (
        await owner.post('/auth/register', {
          name: 'Vraie Personne',
          email,
          password: 'owner-pass',
        })
      ).statusCode,
    ).toBe(201);
    const ownerCode = await latestCodeFor(t.database.db, email);
    // The squatter's code, read in the owner's inbox, does not verify in the owner's browser…
    expect((await owner.post('/auth/verify', { email, code: squatterCode })).json().code).toBe(
      'CODE_INVALID',
    );
    // …and the owner's own code does, with the owner's password and name.
    expect((await owner.post('/auth/verify', { email, code: ownerCode })).statusCode).toBe(200);
    expect(
      (await browser().post('/auth/login', { email, password: 'owner-pass' })).statusCode,
    ).toBe(200);
    expect(
      (await browser().post('/auth/login', { email, password: 'squatter-pass' })).statusCode,
    ).toBe(401);
    expect((await userByEmail(email))?.name).toBe('Vraie Personne');
  });
});

describe('e-mail verification', () => {
  const registerOne = async () => {
    const email = uniqueEmail('verify');
    const client = browser();
    await client.post('/auth/register', { name: 'Léa', email, password: 'secret-123' });
    return { email, client, code: await latestCodeFor(t.database.db, email) };
  };

  it('verifies once with the right code', async () => {
    const { email, client, code } = await registerOne();
    const response = await client.post('/auth/verify', { email, code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Email vérifié ! Redirection...' });
    expect((await userByEmail(email))?.emailVerifiedAt).toBeInstanceOf(Date);
    const replay = await client.post('/auth/verify', { email, code });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CODE_INVALID');
  });

  it('a code typed in a browser that did not register says where to type it, and the registering browser still verifies', async () => {
    const { email, client, code } = await registerOne();
    const elsewhere = await browser().post('/auth/verify', { email, code });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      code: 'CODE_OTHER_BROWSER',
      error:
        'Ce code se saisit dans le navigateur où vous avez créé votre compte. Ouvrez cette page dans ce navigateur, ou inscrivez-vous à nouveau ici pour recevoir un nouveau code.',
    });
    expect((await userByEmail(email))?.emailVerifiedAt).toBeNull();
    // the same answer for an address nobody registered: it tells nothing about the address
    const unknown = await browser().post('/auth/verify', {
      email: uniqueEmail('nobody'),
      code: '123456',
    });
    expect(unknown.json().code).toBe('CODE_OTHER_BROWSER');
    expect((await client.post('/auth/verify', { email, code })).statusCode).toBe(200);
  });

  it('refuses a code of the wrong shape', async () => {
    const { email, client } = await registerOne();
    for (const code of ['12345', '1234567', 'abcdef', '', 123456]) {
      const response = await client.post('/auth/verify', { email, code });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.code).toBe('Le code doit contenir 6 chiffres.');
    }
  });

  it('refuses an expired code (10 minutes)', async () => {
    const { email, client, code } = await registerOne();
    const user = await userByEmail(email);
    await t.database.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, user?.id ?? ''));
    const response = await client.post('/auth/verify', { email, code });
    expect(response.json()).toEqual({
      error:
        'Code invalide ou expiré. Vérifiez le dernier e-mail reçu ou demandez un nouveau code.',
      code: 'CODE_INVALID',
    });
  });

  it('stops a code after 5 wrong tries, and a new code still lets the owner in', async () => {
    const { email, client, code } = await registerOne();
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      answers.push((await client.post('/auth/verify', { email, code: wrong })).json().code);
    }
    expect(answers).toEqual([
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_INVALID',
      'CODE_TOO_MANY_ATTEMPTS',
    ]);
    const right = await client.post('/auth/verify', { email, code });
    expect(right.json()).toEqual({
      error: "Trop d'essais pour ce code. Demandez un nouveau code.",
      code: 'CODE_TOO_MANY_ATTEMPTS',
    });
    const resent = await client.post('/auth/verify/resend', { email });
    expect(resent.statusCode).toBe(200);
    const fresh = await latestCodeFor(t.database.db, email);
    expect((await client.post('/auth/verify', { email, code: fresh })).statusCode).toBe(200);
  });

  it('stores codes only as a keyed hash', async () => {
    const { email, code } = await registerOne();
    const user = await userByEmail(email);
    const rows = await t.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, user?.id ?? ''));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('answers a resend the same way for any address', async () => {
    const unknown = await browser().post('/auth/verify/resend', { email: uniqueEmail('nobody') });
    const { email, client } = await registerOne();
    const known = await client.post('/auth/verify/resend', { email });
    expect(unknown.json()).toEqual(known.json());
    expect(unknown.statusCode).toBe(200);
  });
});

describe('sign-in and sessions', () => {
  it('opens a session in an HttpOnly, SameSite=Lax cookie that survives a reload, then logs out', async () => {
    const { email, password } = await createVerifiedAccount();
    const client = browser();
    const login = await client.post('/auth/login', { email, password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ user: { _id: expect.any(String), name: 'Léa Martin', email } });
    const cookie = login.cookies.find((c) => c.name === 'navette_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    expect((await client.get('/auth/check')).json()).toEqual({ user: login.json().user });
    expect((await client.get('/auth/login/success')).json()).not.toHaveProperty('error');
    expect((await client.get('/auth/profile')).json()).toMatchObject(login.json().user);

    const stolen = client.cookies.get('navette_session');
    expect((await client.get('/auth/logout')).json()).toEqual({ message: 'Vous êtes déconnecté.' });
    expect((await client.get('/auth/check')).json()).toEqual({
      error: "Vous n'êtes pas connecté.",
      code: 'NOT_SIGNED_IN',
    });
    // the session ended on the server: the old cookie is worthless
    const replay = await t.app.inject({
      method: 'GET',
      url: '/auth/profile',
      cookies: { navette_session: stolen ?? '' },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const { email } = await createVerifiedAccount();
    const wrong = await browser().post('/auth/login', { email, password: 'wrong-password' });
    const unknown = await browser().post('/auth/login', {
      email: uniqueEmail('x'),
      password: 'whatever',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Identifiants invalides',
        code: 'INVALID_CREDENTIALS',
      });
    }
  });

  it('tells an unverified account to verify, once its password is right', async () => {
    const email = uniqueEmail('unverified');
    await browser().post('/auth/register', { name: 'Léa', email, password: 'secret-123' });
    const response = await browser().post('/auth/login', { email, password: 'secret-123' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('requires the XSRF token to sign in', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'a@b.fr', password: 'x' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('XSRF_MISSING');
  });

  it('hands out a new XSRF token bound to the new session', async () => {
    const { email, password } = await createVerifiedAccount();
    const client = browser();
    await client.get('/api/health');
    const before = client.cookies.get('XSRF-TOKEN');
    await client.post('/auth/login', { email, password });
    const after = client.cookies.get('XSRF-TOKEN');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // and the next state-changing call goes through with it
    expect((await client.post('/auth/verify/resend', { email })).statusCode).toBe(200);
  });

  it('refuses a sign-out triggered from another site', async () => {
    const response = await browser({ 'sec-fetch-site': 'cross-site' }).get('/auth/logout');
    expect(response.statusCode).toBe(403);
  });

  it('keeps customer pages to signed-in customers', async () => {
    const response = await browser().get('/auth/profile');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'Authentification requise.', code: 'UNAUTHORIZED' });
  });
});

describe('administrator sign-in', () => {
  it('returns a bearer token and an admin cookie, both accepted by the admin check', async () => {
    const client = browser();
    const { response, token } = await signInAsAdmin(t.app, t.database.db, { client });
    expect(response.statusCode).toBe(200);
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect((await client.get('/admin/check')).json()).toEqual({ isAdmin: true });
    const bearer = await t.app.inject({
      method: 'GET',
      url: '/admin/check',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bearer.json()).toEqual({ isAdmin: true });
    // an admin session is not a customer session
    expect((await client.get('/auth/check')).json()).toHaveProperty('code', 'NOT_SIGNED_IN');

    await client.post('/admin/logout');
    expect((await client.get('/admin/check')).json()).toEqual({ isAdmin: false });
    const revoked = await t.app.inject({
      method: 'GET',
      url: '/admin/check',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(revoked.json()).toEqual({ isAdmin: false });
  });

  it("refuses a customer's credentials with the product message", async () => {
    const { email, password } = await createVerifiedAccount();
    const response = await browser().post('/admin/login', { email, password });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'Échec de la connexion. Vérifiez vos identifiants.',
      code: 'ADMIN_INVALID_CREDENTIALS',
    });
  });

  it('never takes a customer session for an admin one, as cookie or as bearer', async () => {
    const { email, password } = await createVerifiedAccount();
    const client = browser();
    await client.post('/auth/login', { email, password });
    const customerToken = client.cookies.get('navette_session') ?? '';
    const attempts: { cookies?: Record<string, string>; headers?: Record<string, string> }[] = [
      { cookies: { navette_admin: customerToken } },
      { headers: { authorization: `Bearer ${customerToken}` } },
      { cookies: { navette_session: customerToken } },
    ];
    for (const attempt of attempts) {
      const response = await t.app.inject({ method: 'GET', url: '/admin/check', ...attempt });
      expect(response.json()).toEqual({ isAdmin: false });
    }
  });
});

describe('password hashes made with older parameters', () => {
  /** argon2id at m=4096, t=3: weaker than today's m=19456, t=2 (lib/password.ts) */
  const weakHashOf = (password: string) =>
    hash(password, { algorithm: 2, memoryCost: 4096, timeCost: 3, parallelism: 1 });
  const TODAY = /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/;

  it("are replaced with today's at the customer's next successful sign-in, and only then", async () => {
    const { email, password } = await createVerifiedAccount();
    const weak = await weakHashOf(password);
    await t.database.db.update(users).set({ passwordHash: weak }).where(eq(users.email, email));

    await browser().post('/auth/login', { email, password: 'not-the-password' });
    expect((await userByEmail(email))?.passwordHash).toBe(weak);

    expect((await browser().post('/auth/login', { email, password })).statusCode).toBe(200);
    const upgraded = (await userByEmail(email))?.passwordHash ?? '';
    expect(upgraded).toMatch(TODAY);
    expect(await verifyPassword(upgraded, password)).toBe(true);
    expect((await browser().post('/auth/login', { email, password })).statusCode).toBe(200);
  });

  it("are replaced with today's at an administrator's password step, and the sign-in goes on", async () => {
    const email = uniqueEmail('admin-rehash');
    const password = 'une phrase de passe assez longue';
    await upsertAdmin(t.database.db, { email, passwordHash: await weakHashOf(password) });
    const { client } = await signInAsAdmin(t.app, t.database.db, { email, password });
    expect((await client.get('/admin/check')).json()).toEqual({ isAdmin: true });
    expect((await userByEmail(email))?.passwordHash).toMatch(TODAY);
  });
});
