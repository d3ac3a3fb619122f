import { existsSync, readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../src/lib/password';
import { resetSecondFactor, upsertAdmin } from '../src/db/admin';
import { adminRecoveryCodes, sessions, users } from '../src/db/schema';
import { seedDatabase } from '../src/cli/seed';
import { firstAdminPasswordFile } from '../src/lib/private-data-dir';
import { buildTestApp, type TestApp } from './build-test-app';
import { freshCode, secondFactorOf, signInAsAdmin, totpCode, TEST_ADMIN } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { mailsTo } from './support/outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const MESSAGES = {
  codeInvalid:
    "Code invalide ou déjà utilisé. Saisissez le code affiché par votre application d'authentification.",
  expired: 'Votre connexion a expiré. Saisissez de nouveau votre e-mail et votre mot de passe.',
  tooShort: 'Le mot de passe doit contenir au moins 12 caractères.',
  common: 'Ce mot de passe est trop courant. Choisissez-en un autre, plus difficile à deviner.',
};

const adminSessions = async (email: string) =>
  t.database.db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(users.email, email));

/** A fresh administrator, created as `npm run admin:create` does. */
let counter = 0;
const newAdmin = async (options: { passwordChangeRequired?: boolean } = {}) => {
  const email = `admin-${(counter += 1)}-${Date.now()}@navette.test`;
  const password = 'une phrase de passe assez longue';
  await upsertAdmin(t.database.db, {
    email,
    passwordHash: await hashPassword(password),
    ...options,
  });
  return { email, password };
};

const isAdmin = async (client: BrowserClient) =>
  (await client.get('/admin/check')).json<{ isAdmin: boolean }>().isAdmin;

describe('administrator sign-in: the password alone opens nothing', () => {
  it('answers the next step and opens no session, cookie or token', async () => {
    const admin = await newAdmin();
    const client = new BrowserClient(t.app);
    const response = await client.post('/admin/login', admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ next: 'enrol' });
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('navette_admin');
    expect(await isAdmin(client)).toBe(false);
    expect(await adminSessions(admin.email)).toEqual([]);
  });

  it('refuses every later step without the password step, as expired', async () => {
    for (const [url, body] of [
      ['/admin/login/enrolment', undefined],
      ['/admin/login/enrolment/confirm', { code: '123456' }],
      ['/admin/login/code', { code: '123456' }],
      ['/admin/login/password', { password: 'une autre phrase de passe' }],
    ] as const) {
      const response = await new BrowserClient(t.app).post(url, body);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: MESSAGES.expired, code: 'ADMIN_SIGN_IN_EXPIRED' });
    }
  });
});

describe('administrator sign-in: enrolment', () => {
  it('shows a QR code and the secret, is confirmed by a first code and hands out 10 recovery codes', async () => {
    const admin = await newAdmin();
    const client = new BrowserClient(t.app);
    await client.post('/admin/login', admin);
    const enrolment = await client.post('/admin/login/enrolment');
    expect(enrolment.statusCode).toBe(200);
    const { secret, otpauthUri, qrCode } = enrolment.json<{
      secret: string;
      otpauthUri: string;
      qrCode: { size: number; path: string };
    }>();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    // the squares of a QR code (at least 21 modules and the quiet zone), drawn by the page itself
    expect(qrCode.size).toBeGreaterThanOrEqual(21 + 8);
    expect(qrCode.path).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    expect(await isAdmin(client)).toBe(false);

    const wrong = await client.post('/admin/login/enrolment/confirm', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: MESSAGES.codeInvalid, code: 'ADMIN_CODE_INVALID' });
    expect(await isAdmin(client)).toBe(false);

    const done = await client.post('/admin/login/enrolment/confirm', { code: totpCode(secret) });
    expect(done.statusCode).toBe(200);
    const { token, recoveryCodes } = done.json<{ token: string; recoveryCodes: string[] }>();
    expect(token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(await isAdmin(client)).toBe(true);
    // stored hashed, never as shown
    const stored = await t.database.db.select().from(adminRecoveryCodes);
    for (const code of recoveryCodes)
      expect(stored.some((row) => row.codeHash.includes(code))).toBe(false);
    expect((await secondFactorOf(t.database.db, admin.email))?.secret).toBe(secret);
  });

  it('asks every later sign-in for a code, and no longer offers an enrolment', async () => {
    const admin = await newAdmin();
    await signInAsAdmin(t.app, t.database.db, admin);
    const client = new BrowserClient(t.app);
    expect((await client.post('/admin/login', admin)).json()).toEqual({ next: 'code' });
    const enrolAgain = await client.post('/admin/login/enrolment');
    expect(enrolAgain.statusCode).toBe(409);
    expect(enrolAgain.json()).toHaveProperty('code', 'ADMIN_SIGN_IN_WRONG_STEP');
    expect(await isAdmin(client)).toBe(false);
  });
});

describe('administrator sign-in: the code', () => {
  it('refuses a wrong code, then accepts the right one and opens the session', async () => {
    const admin = await newAdmin();
    await signInAsAdmin(t.app, t.database.db, admin);
    const client = new BrowserClient(t.app);
    await client.post('/admin/login', admin);
    const wrong = await client.post('/admin/login/code', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: MESSAGES.codeInvalid, code: 'ADMIN_CODE_INVALID' });
    expect(await isAdmin(client)).toBe(false);
    const right = await client.post('/admin/login/code', {
      code: await freshCode(t.database.db, admin.email),
    });
    expect(right.statusCode).toBe(200);
    expect(await isAdmin(client)).toBe(true);
    // the pending sign-in is spent
    expect(right.cookies.find((c) => c.name === 'navette_admin_sign_in')?.value).toBe('');
  });

  it('accepts a code once: the same code replayed in its window is refused', async () => {
    const admin = await newAdmin();
    await signInAsAdmin(t.app, t.database.db, admin);
    const code = await freshCode(t.database.db, admin.email);
    const first = new BrowserClient(t.app);
    await first.post('/admin/login', admin);
    expect((await first.post('/admin/login/code', { code })).statusCode).toBe(200);
    const second = new BrowserClient(t.app);
    await second.post('/admin/login', admin);
    const replay = await second.post('/admin/login/code', { code });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({ error: MESSAGES.codeInvalid, code: 'ADMIN_CODE_INVALID' });
    expect(await isAdmin(second)).toBe(false);
  });

  it('accepts each recovery code once', async () => {
    const admin = await newAdmin();
    const { recoveryCodes = [] } = await signInAsAdmin(t.app, t.database.db, admin);
    const [code] = recoveryCodes;
    const first = new BrowserClient(t.app);
    await first.post('/admin/login', admin);
    expect((await first.post('/admin/login/code', { code: code?.toUpperCase() })).statusCode).toBe(
      200,
    );
    expect(await isAdmin(first)).toBe(true);
    const second = new BrowserClient(t.app);
    await second.post('/admin/login', admin);
    const again = await second.post('/admin/login/code', { code });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toHaveProperty('code', 'ADMIN_CODE_INVALID');
    const used = await t.database.db.select().from(adminRecoveryCodes);
    expect(used.filter((row) => row.usedAt !== null)).toHaveLength(1);
  });

  it('limits the tries per account', async () => {
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_EMAIL_MAX: '4' } });
    try {
      const client = new BrowserClient(limited.app);
      await client.post('/admin/login', TEST_ADMIN);
      // every step after the password counts: the enrolment, then three wrong codes
      const { secret } = (await client.post('/admin/login/enrolment')).json<{ secret: string }>();
      const statuses = [];
      for (let i = 0; i < 4; i += 1) {
        const wrong = await client.post('/admin/login/enrolment/confirm', { code: '000000' });
        statuses.push(wrong.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      // a right code does not get through either until the window is over, from any client
      const other = new BrowserClient(limited.app);
      await other.post('/admin/login', TEST_ADMIN);
      const right = await other.post('/admin/login/enrolment/confirm', { code: totpCode(secret) });
      expect(right.statusCode).toBe(429);
      expect(await isAdmin(other)).toBe(false);
    } finally {
      await limited.close();
    }
  });

  it('forgets the pending sign-in when the password changes', async () => {
    const admin = await newAdmin();
    await signInAsAdmin(t.app, t.database.db, admin);
    const client = new BrowserClient(t.app);
    await client.post('/admin/login', admin);
    await upsertAdmin(t.database.db, {
      email: admin.email,
      passwordHash: await hashPassword('a new long admin password'),
    });
    const response = await client.post('/admin/login/code', {
      code: await freshCode(t.database.db, admin.email),
    });
    expect(response.json()).toHaveProperty('code', 'ADMIN_SIGN_IN_EXPIRED');
  });
});

describe('administrator sign-in: too many wrong codes lock the code step', () => {
  const LOCKED = {
    error:
      "Trop de codes erronés : la vérification en deux étapes de ce compte est bloquée. Suivez le lien de déblocage envoyé par e-mail à l'administrateur.",
    code: 'ADMIN_SECOND_FACTOR_LOCKED',
  };

  /** A 6-digit code that none of the steps the server accepts (now, ±30 s) gives. */
  const wrongCodeFor = async (email: string) => {
    const secret = (await secondFactorOf(t.database.db, email))?.secret ?? '';
    const accepted = [-1, 0, 1].map((steps) => totpCode(secret, steps));
    return ['000000', '111111', '222222', '333333'].find((code) => !accepted.includes(code)) ?? '';
  };

  /** An enrolled administrator at the code step, and a way to send codes from there. */
  const atCodeStep = async () => {
    const admin = await newAdmin();
    const { recoveryCodes = [] } = await signInAsAdmin(t.app, t.database.db, admin);
    const client = new BrowserClient(t.app);
    expect((await client.post('/admin/login', admin)).json()).toEqual({ next: 'code' });
    const send = async (code: string) => {
      const response = await client.post('/admin/login/code', { code });
      return { status: response.statusCode, body: response.json<Record<string, string>>() };
    };
    return { admin, client, recoveryCodes, send, wrong: await wrongCodeFor(admin.email) };
  };

  const sendWrong = async (
    send: (code: string) => Promise<{ status: number }>,
    wrong: string,
    n: number,
  ) => {
    const statuses = [];
    for (let i = 0; i < n; i += 1) statuses.push((await send(wrong)).status);
    return statuses;
  };

  const lockMails = (email: string) => mailsTo(t.database.db, email, 'secondFactorLocked');

  it('locks at the 10th wrong code in a row: then no code opens it, right or recovery, and the administrator gets one e-mail', async () => {
    const { admin, client, recoveryCodes, send, wrong } = await atCodeStep();
    expect(await sendWrong(send, wrong, 9)).toEqual(Array(9).fill(401));
    const tenth = await send(wrong);
    expect(tenth).toEqual({ status: 423, body: LOCKED });
    expect(await send(await freshCode(t.database.db, admin.email))).toEqual({
      status: 423,
      body: LOCKED,
    });
    expect(await send(recoveryCodes[0] ?? '')).toEqual({ status: 423, body: LOCKED });
    expect(await sendWrong(send, wrong, 5)).toEqual(Array(5).fill(423));
    expect(await isAdmin(client)).toBe(false);
    // from another browser too: the lock is the account's
    const other = new BrowserClient(t.app);
    await other.post('/admin/login', admin);
    const fromOther = await other.post('/admin/login/code', {
      code: await freshCode(t.database.db, admin.email),
    });
    expect(fromOther.statusCode).toBe(423);

    const mails = await lockMails(admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Votre vérification en deux étapes est bloquée');
    // the link is a secret: the stored mail (the back-office's e-mail log) shows a mask, and the
    // worker puts the link back as it sends
    expect(mails[0]?.text).toContain('••••••');
    expect(mails[0]?.text).not.toContain('/admin/login/unlock');
    expect(mails[0]?.secret).toMatch(
      /^http:\/\/localhost:3000\/admin\/login\/unlock\?token=[\w-]{43}$/,
    );
  });

  it('the link of the e-mail unlocks it, once; the right code then opens the session', async () => {
    const { admin, client, send, wrong } = await atCodeStep();
    await sendWrong(send, wrong, 10);
    const [mail] = await lockMails(admin.email);
    const link = /\/admin\/login\/unlock\?token=[\w-]+/.exec(mail?.secret ?? '')?.[0] ?? '';

    const forged = await new BrowserClient(t.app).get('/admin/login/unlock?token=forged-token');
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/admin/login?deblocage=invalide');
    expect((await send(await freshCode(t.database.db, admin.email))).status).toBe(423);

    const opened = await new BrowserClient(t.app).get(link);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/admin/login?deblocage=ok');
    const again = await new BrowserClient(t.app).get(link);
    expect(again.headers.location).toBe('/admin/login?deblocage=invalide');

    expect((await send(await freshCode(t.database.db, admin.email))).status).toBe(200);
    expect(await isAdmin(client)).toBe(true);
    // a fresh budget of 10: 9 wrong codes do not lock it again
    const next = new BrowserClient(t.app);
    await next.post('/admin/login', admin);
    const statuses = [];
    for (let i = 0; i < 9; i += 1)
      statuses.push((await next.post('/admin/login/code', { code: wrong })).statusCode);
    expect(statuses).toEqual(Array(9).fill(401));
    expect(await lockMails(admin.email)).toHaveLength(1);
  });

  it('npm run admin:create --reset-2fa frees it: the next sign-in enrols again', async () => {
    const { admin, send, wrong } = await atCodeStep();
    await sendWrong(send, wrong, 10);
    await upsertAdmin(t.database.db, {
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      resetSecondFactor: true,
    });
    const { client } = await signInAsAdmin(t.app, t.database.db, admin);
    expect(await isAdmin(client)).toBe(true);
  });

  it('right codes spend nothing: a wrong code now and then never adds up to a lock', async () => {
    const { admin, send, wrong } = await atCodeStep();
    expect(await sendWrong(send, wrong, 9)).toEqual(Array(9).fill(401));
    expect((await send(await freshCode(t.database.db, admin.email))).status).toBe(200);
    const { send: sendAgain } = await (async () => {
      const client = new BrowserClient(t.app);
      await client.post('/admin/login', admin);
      return {
        send: async (code: string) => ({
          status: (await client.post('/admin/login/code', { code })).statusCode,
        }),
      };
    })();
    expect(await sendWrong(sendAgain, wrong, 9)).toEqual(Array(9).fill(401));
    expect(await lockMails(admin.email)).toHaveLength(0);
  });

  it('right codes spend no per-account budget either: an administrator signs in 12 times in a row', async () => {
    // the production per-account threshold, which every code used to count against
    const limited = await buildTestApp({ env: { AUTH_RATE_LIMIT_EMAIL_MAX: '10' } });
    try {
      const statuses = [];
      for (let i = 0; i < 12; i += 1) {
        const signIn = await signInAsAdmin(limited.app, limited.database.db).catch(
          (error: Error) => error,
        );
        statuses.push(signIn instanceof Error ? signIn.message : signIn.response.statusCode);
      }
      expect(statuses).toEqual(Array(12).fill(200));
    } finally {
      await limited.close();
    }
  });
});

describe('npm run admin:create --reset-2fa', () => {
  it('forgets the authenticator and the recovery codes: the next sign-in enrols again', async () => {
    const admin = await newAdmin();
    await signInAsAdmin(t.app, t.database.db, admin);
    await upsertAdmin(t.database.db, {
      email: admin.email,
      passwordHash: await hashPassword(admin.password),
      resetSecondFactor: true,
    });
    expect(await secondFactorOf(t.database.db, admin.email)).toBeUndefined();
    const client = new BrowserClient(t.app);
    expect((await client.post('/admin/login', admin)).json()).toEqual({ next: 'enrol' });
  });
});

describe('the first administrator', () => {
  let first: TestApp;
  beforeAll(async () => {
    first = await buildTestApp({ seed: false });
    await seedDatabase(first.database, {
      adminEmail: 'premier@navette.test',
      dataDir: first.config.dataDir,
      files: first.app.files,
      log: { info: () => {}, warn: () => {} },
    });
  });
  afterAll(async () => first?.close());

  it('signs in with the password of the file, must change it first, then enrols', async () => {
    const file = firstAdminPasswordFile(first.config.dataDir);
    const password = readFileSync(file, 'utf8').trim();
    const email = 'premier@navette.test';
    const client = new BrowserClient(first.app);
    expect((await client.post('/admin/login', { email, password })).json()).toEqual({
      next: 'changePassword',
    });
    // nothing else before the new password
    expect((await client.post('/admin/login/enrolment')).statusCode).toBe(409);

    const short = await client.post('/admin/login/password', { password: 'court-11car' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ error: MESSAGES.tooShort, code: 'VALIDATION_FAILED' });
    for (const password of ['administrator', 'password1234']) {
      const common = await client.post('/admin/login/password', { password });
      expect(common.statusCode).toBe(400);
      expect(common.json()).toMatchObject({
        error: MESSAGES.common,
        code: 'VALIDATION_FAILED',
        fields: { password: MESSAGES.common },
      });
    }
    expect(existsSync(file)).toBe(true);

    const changed = await client.post('/admin/login/password', {
      password: 'ma nouvelle phrase de passe',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ next: 'enrol' });
    expect(existsSync(file)).toBe(false);
    const [row] = await first.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordChangeRequiredAt).toBeNull();
    expect(await verifyPassword(row?.passwordHash, 'ma nouvelle phrase de passe')).toBe(true);
    expect(await isAdmin(client)).toBe(false);

    const { token } = await signInAsAdmin(first.app, first.database.db, {
      email,
      password: 'ma nouvelle phrase de passe',
    });
    expect(token).toBeTruthy();
    // the old password no longer opens anything
    const old = await new BrowserClient(first.app).post('/admin/login', { email, password });
    expect(old.statusCode).toBe(401);
  });
});

describe('the admin cookie in the browser', () => {
  it('authorises the admin routes alone, and its writes need the XSRF token', async () => {
    const { client } = await signInAsAdmin(t.app, t.database.db);
    // no Authorization header: the HttpOnly cookie is the browser's only credential
    const list = await client.get('/api/recruitment/candidatures');
    expect(list.statusCode).toBe(200);
    const forged = await client.request({ method: 'POST', url: '/admin/logout' }, { xsrf: false });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toHaveProperty('code', 'XSRF_MISSING');
    expect(await isAdmin(client)).toBe(true);
    expect((await client.post('/admin/logout')).statusCode).toBe(200);
    expect(await isAdmin(client)).toBe(false);
  });
});

it('leaves the helper able to reset a factor directly', async () => {
  const admin = await newAdmin();
  await signInAsAdmin(t.app, t.database.db, admin);
  const [row] = await t.database.db.select().from(users).where(eq(users.email, admin.email));
  await resetSecondFactor(t.database.db, row?.id ?? '');
  expect(await secondFactorOf(t.database.db, admin.email)).toBeUndefined();
});
