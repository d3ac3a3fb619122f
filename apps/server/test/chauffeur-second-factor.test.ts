import { describe, expect } from 'vitest';
import { BrowserClient } from '@navette/test-support/browser-client';
import { totpCode } from '@navette/test-support/totp';
import { CHAUFFEUR_PASSWORD, chauffeurClient, insertChauffeur } from './support/chauffeurs';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';

/*
 * The chauffeur's optional second factor (docs/product/dispatch.md#chauffeur-accounts): offered
 * on the run sheet, turned on by the app's first code, then asked for at every sign-in; a new
 * invitation from the office (a lost phone) forgets it.
 */

const it = serverTest();

const CODE_REQUIRED = 'Saisissez le code à 6 chiffres de votre application d’authentification.';
const CODE_WRONG =
  'Ce code n’est pas le bon, ou a déjà servi. Saisissez le code affiché maintenant par votre application.';

const signIn = async (t: Parameters<typeof chauffeurClient>[0], email: string, code?: string) => {
  const browser = new BrowserClient(t);
  await browser.get('/api/health');
  const response = await browser.post('/api/chauffeur/login', {
    email,
    password: CHAUFFEUR_PASSWORD,
    ...(code === undefined ? {} : { code }),
  });
  return { browser, response };
};

describe('the chauffeur’s second factor', () => {
  it('is off until the chauffeur turns it on with the app’s first code, then asked at sign-in', async ({
    t,
  }) => {
    const chauffeur = await insertChauffeur(t.database.db);
    const session = await chauffeurClient(t.app, t.database.db, chauffeur);
    expect((await session.get('/api/chauffeur/check')).json()).toMatchObject({
      chauffeur: { email: chauffeur.email, secondFactor: false },
    });
    expect((await signIn(t.app, chauffeur.email)).response.statusCode).toBe(200);

    // the secret and its QR code, then a wrong code, then the right one
    const started = await session.post('/api/chauffeur/second-factor', {});
    expect(started.statusCode, started.body).toBe(200);
    const { secret, otpauthUri, qrCode } = started.json<{
      secret: string;
      otpauthUri: string;
      qrCode: { size: number; path: string };
    }>();
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(otpauthUri).toContain(encodeURIComponent(chauffeur.email));
    expect(qrCode.path).not.toBe('');
    const wrong = await session.post('/api/chauffeur/second-factor/confirm', {
      code: totpCode(secret, 5),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'CHAUFFEUR_CODE_WRONG', error: CODE_WRONG });
    const confirmed = await session.post('/api/chauffeur/second-factor/confirm', {
      code: totpCode(secret),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ chauffeur: { secondFactor: true } });
    const twice = await session.post('/api/chauffeur/second-factor', {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CHAUFFEUR_SECOND_FACTOR_ALREADY_ON' });

    // the password alone no longer opens a session
    const withoutCode = await signIn(t.app, chauffeur.email);
    expect(withoutCode.response.statusCode).toBe(401);
    expect(withoutCode.response.json()).toMatchObject({
      code: 'CHAUFFEUR_CODE_REQUIRED',
      error: CODE_REQUIRED,
    });
    expect((await withoutCode.browser.get('/api/chauffeur/check')).json()).toEqual({
      chauffeur: null,
    });
    const badFormat = await signIn(t.app, chauffeur.email, '12ab');
    expect(badFormat.response.statusCode).toBe(400);
    expect(badFormat.response.json()).toMatchObject({
      fields: { code: 'Le code comporte 6 chiffres.' },
    });
    const wrongCode = await signIn(t.app, chauffeur.email, totpCode(secret, 5));
    expect(wrongCode.response.json()).toMatchObject({ code: 'CHAUFFEUR_CODE_WRONG' });

    // a code of the app opens it, once: the same code again is refused
    const next = totpCode(secret, 1);
    const signedIn = await signIn(t.app, chauffeur.email, next);
    expect(signedIn.response.statusCode, signedIn.response.body).toBe(200);
    expect(signedIn.response.json()).toMatchObject({ chauffeur: { secondFactor: true } });
    expect((await signedIn.browser.get('/api/chauffeur/courses')).statusCode).toBe(200);
    const replayed = await signIn(t.app, chauffeur.email, next);
    expect(replayed.response.statusCode).toBe(400);
    expect(replayed.response.json()).toMatchObject({ code: 'CHAUFFEUR_CODE_WRONG' });
  });

  it('needs a secret asked for first, and a chauffeur’s session', async ({ t, customer }) => {
    const chauffeur = await insertChauffeur(t.database.db);
    const session = await chauffeurClient(t.app, t.database.db, chauffeur);
    const early = await session.post('/api/chauffeur/second-factor/confirm', { code: '123456' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'CHAUFFEUR_SECOND_FACTOR_NOT_STARTED' });
    expect((await customer.browser.post('/api/chauffeur/second-factor', {})).statusCode).toBe(401);
  });

  it('is forgotten by the password set through a new invitation (a lost phone)', async ({
    t,
    admin,
  }) => {
    const chauffeur = await insertChauffeur(t.database.db);
    const session = await chauffeurClient(t.app, t.database.db, chauffeur);
    const { secret } = (await session.post('/api/chauffeur/second-factor', {})).json<{
      secret: string;
    }>();
    await session.post('/api/chauffeur/second-factor/confirm', { code: totpCode(secret) });
    expect((await signIn(t.app, chauffeur.email)).response.statusCode).toBe(401);

    const resent = await admin.client.post(
      `/api/admin/chauffeurs/${chauffeur.chauffeurId}/invitation`,
      {},
    );
    expect(resent.statusCode, resent.body).toBe(200);
    const [mail] = await mailsTo(t.database.db, chauffeur.email, 'chauffeurInvitation');
    const token = /\/chauffeur\/invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const browser = new BrowserClient(t.app);
    await browser.get('/api/health');
    const accepted = await browser.post('/api/chauffeur/invitation', {
      token,
      password: CHAUFFEUR_PASSWORD,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ chauffeur: { secondFactor: false } });
    expect((await signIn(t.app, chauffeur.email)).response.statusCode).toBe(200);
  });
});
