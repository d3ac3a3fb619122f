import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetCodes, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/password';
import { buildTestApp, type TestApp } from './build-test-app';
import { TEST_ADMIN } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { latestCodeFor, mailsTo } from './support/outbox';
import { signedInCustomer, uniqueEmail } from './support/reservations';
import {
  readMessage,
  startSmtpReceiver,
  type SmtpReceiver,
} from '@navette/test-support/smtp-receiver';

let t: TestApp;
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const SENT_FR = 'Si un compte existe pour cette adresse, un code vient de lui être envoyé.';
const INVALID_FR = 'Code invalide ou expiré. Demandez un nouveau code si besoin.';
const NEW_PASSWORD = 'nouveau-secret-2026';

const forgot = (email: string, browser = new BrowserClient(t.app)) =>
  browser.post('/auth/password/forgot', { email });
const reset = (email: string, code: string, password = NEW_PASSWORD) =>
  new BrowserClient(t.app).post('/auth/password/reset', { email, code, password });
const signIn = (email: string, password: string) =>
  new BrowserClient(t.app).post('/auth/login', { email, password });
const resetMails = (email: string) => mailsTo(t.database.db, email, 'passwordReset');
const codeFor = (email: string) => latestCodeFor(t.database.db, email, 'passwordReset');
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

const expectInvalid = async (response: Awaited<ReturnType<typeof reset>>) => {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({ error: INVALID_FR, code: 'RESET_CODE_INVALID' });
};

describe('forgotten password', () => {
  it('answers the same for an unknown address, an administrator and a customer; only the customer gets an e-mail', async () => {
    const { email } = await signedInCustomer(t);
    const unknown = uniqueEmail('nobody');
    const answers = [];
    for (const address of [unknown, TEST_ADMIN.email, email]) {
      const response = await forgot(address);
      answers.push([response.statusCode, response.json()]);
    }
    expect(answers).toEqual([
      [200, { message: SENT_FR }],
      [200, { message: SENT_FR }],
      [200, { message: SENT_FR }],
    ]);
    expect(await resetMails(unknown)).toEqual([]);
    expect(await resetMails(TEST_ADMIN.email)).toEqual([]);
    expect(await resetMails(email)).toHaveLength(1);
    const english = await new BrowserClient(t.app, { headers: { 'accept-language': 'en' } }).post(
      '/auth/password/forgot',
      { email: unknown },
    );
    expect(english.json()).toEqual({
      message: 'If an account exists for this address, a code has just been sent to it.',
    });
  });

  it('a customer receives the code by e-mail, resets the password, every session ends, and the new password signs in', async () => {
    const { browser, email } = await signedInCustomer(t);
    const laptop = new BrowserClient(t.app);
    expect((await laptop.post('/auth/login', { email, password: 'secret-123' })).statusCode).toBe(
      200,
    );
    expect((await forgot(email)).statusCode).toBe(200);
    await t.app.mail.worker.drain();

    const received = smtp.messages
      .filter((message) => message.to.includes(email))
      .map((message) => readMessage(message.raw))
      .filter((message) => message.subject.startsWith('Réinitialisation'));
    expect(received).toHaveLength(1);
    const message = received[0] ?? { subject: '', decoded: '' };
    expect(message.subject).toBe('Réinitialisation de votre mot de passe Navette Prestige');
    const code = /\b(\d{6})\b/.exec(message.decoded)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);
    expect(message.subject).not.toContain(code);
    expect(message.decoded).toContain(
      `${t.config.publicUrl}/mot-de-passe-oublie?email=${encodeURIComponent(email)}`,
    );
    // stored as an HMAC, never the code itself
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    const [row] = await t.database.db
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, user?.id ?? ''));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(row?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 10 * 60_000);

    const done = await reset(email, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({
      message: 'Mot de passe enregistré. Vous pouvez maintenant vous connecter.',
    });
    expect((await browser.get('/auth/profile')).statusCode).toBe(401);
    expect((await laptop.get('/auth/profile')).statusCode).toBe(401);
    expect((await signIn(email, 'secret-123')).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a code works once only', async () => {
    const { email } = await signedInCustomer(t);
    await forgot(email);
    const code = await codeFor(email);
    expect((await reset(email, code)).statusCode).toBe(200);
    await expectInvalid(await reset(email, code, 'encore-un-autre-secret'));
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('a code expires after 10 minutes', async () => {
    const { email } = await signedInCustomer(t);
    await forgot(email);
    const code = await codeFor(email);
    const [user] = await t.database.db.select().from(users).where(eq(users.email, email));
    await t.database.db
      .update(passwordResetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetCodes.userId, user?.id ?? ''));
    await expectInvalid(await reset(email, code));
    expect((await signIn(email, 'secret-123')).statusCode).toBe(200);
  });

  it('a code is dead after 5 wrong tries, even for the right code', async () => {
    const { email } = await signedInCustomer(t);
    await forgot(email);
    const code = await codeFor(email);
    for (let i = 0; i < 5; i += 1) await expectInvalid(await reset(email, wrongCode(code)));
    await expectInvalid(await reset(email, code));
    expect((await signIn(email, 'secret-123')).statusCode).toBe(200);
  });

  it('a new request replaces the previous code', async () => {
    const { email } = await signedInCustomer(t);
    await forgot(email);
    const first = await codeFor(email);
    await forgot(email);
    const second = await codeFor(email);
    if (first !== second) await expectInvalid(await reset(email, first));
    expect((await reset(email, second)).statusCode).toBe(200);
  });

  it('at most 3 e-mails an hour reach one address; later requests get the same answer and keep the last code', async () => {
    const { email } = await signedInCustomer(t);
    for (let i = 0; i < 3; i += 1) await forgot(email);
    const third = await codeFor(email);
    const fourth = await forgot(email);
    expect(fourth.json()).toEqual({ message: SENT_FR });
    expect(await resetMails(email)).toHaveLength(3);
    expect((await reset(email, third)).statusCode).toBe(200);
  });

  it('a Google-only account sets a password this way, and an unverified account becomes verified', async () => {
    const google = uniqueEmail('google');
    await t.database.db.insert(users).values({
      name: 'Inès Google',
      email: google,
      googleSub: `sub-${google}`,
      emailVerifiedAt: new Date(),
    });
    const unverified = uniqueEmail('unverified');
    await t.database.db.insert(users).values({
      name: 'Hugo Pending',
      email: unverified,
      passwordHash: await hashPassword('someone-else-typed-this'),
    });
    for (const email of [google, unverified]) {
      await forgot(email);
      expect((await reset(email, await codeFor(email))).statusCode).toBe(200);
      expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
    }
    const [row] = await t.database.db.select().from(users).where(eq(users.email, unverified));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('an unknown address or an administrator gets the generic message, and the administrator keeps the password', async () => {
    await expectInvalid(await reset(uniqueEmail('nobody'), '123456'));
    await forgot(TEST_ADMIN.email);
    await expectInvalid(await reset(TEST_ADMIN.email, '123456'));
    const [admin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, TEST_ADMIN.email));
    expect(admin?.passwordHash).toBeTruthy();
  });

  it('says what is wrong with the code or the new password, and changes nothing', async () => {
    const { email } = await signedInCustomer(t);
    await forgot(email);
    const code = await codeFor(email);
    const cases: [unknown, Record<string, string>][] = [
      [
        { email, code: '12ab', password: NEW_PASSWORD },
        { code: 'Le code doit contenir 6 chiffres.' },
      ],
      [
        { email, code, password: 'court' },
        { password: 'Le nouveau mot de passe doit contenir au moins 8 caractères.' },
      ],
      [
        { email, code, password: 'password123' },
        {
          password:
            'Ce mot de passe est trop courant. Choisissez-en un autre, plus difficile à deviner.',
        },
      ],
      [
        { email: 'pas-une-adresse', code, password: NEW_PASSWORD },
        { email: "L'email doit être valide." },
      ],
    ];
    for (const [body, fields] of cases) {
      const response = await new BrowserClient(t.app).post('/auth/password/reset', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields });
    }
    for (const junk of ['null', '[]', '{"email":{"$ne":""}}', '{']) {
      expect(
        (await new BrowserClient(t.app).postRaw('/auth/password/forgot', junk)).statusCode,
      ).toBe(400);
      expect(
        (await new BrowserClient(t.app).postRaw('/auth/password/reset', junk)).statusCode,
      ).toBe(400);
    }
    // the code was never tried: it still works
    expect((await reset(email, code)).statusCode).toBe(200);
  });
});

describe('forgotten password limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_EMAIL_MAX: '2' } });
  });
  afterAll(async () => limited?.close());

  it('one address is limited per client: a stranger using up his tries never blocks the owner', async () => {
    const email = uniqueEmail('flooded');
    const forgot = (remoteAddress: string) =>
      new BrowserClient(limited.app)
        .request({
          method: 'POST',
          url: '/auth/password/forgot',
          payload: { email },
          remoteAddress,
        })
        .then((response) => response.statusCode);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push(await forgot('192.0.2.1'));
    expect(statuses).toEqual([200, 200, 429]);
    expect(await forgot('192.0.2.2')).toBe(200);
  });
});
