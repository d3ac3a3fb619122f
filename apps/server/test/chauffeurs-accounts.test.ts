import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { BrowserClient } from '@navette/test-support/browser-client';
import { chauffeurs } from '../src/db/schema';
import { CHAUFFEUR_PASSWORD, chauffeurClient, insertChauffeur } from './support/chauffeurs';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';

/*
 * The chauffeurs' accounts (docs/product/dispatch.md#chauffeur-accounts): the back-office
 * invites, the chauffeur chooses a password through the e-mailed link, signs in; deactivation
 * ends the sessions and refuses the sign-in with its own message.
 */

const it = serverTest();

const nextYear = () => new Date(Date.now() + 365 * 24 * 3600_000).toISOString().slice(0, 10);
const LINK_INVALID =
  'Ce lien d’invitation n’est plus valide. Demandez-en un nouveau à l’administration.';
const DEACTIVATED = 'Votre compte chauffeur est désactivé. Contactez l’administration.';

const invitation = (email: string) => ({
  name: 'Sofiane Haddad',
  email,
  telephone: '06 11 22 33 44',
  carteVtcNumero: 'VTC-075-123',
  carteVtcExpireLe: nextYear(),
});

/** The token of the newest invitation e-mailed to an address. */
const invitationToken = async (db: Parameters<typeof mailsTo>[0], email: string) => {
  const [mail] = await mailsTo(db, email.toLowerCase(), 'chauffeurInvitation');
  const token = /\/chauffeur\/invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation link e-mailed to ${email}`);
  return token;
};

describe('the chauffeur invitation', () => {
  it('invites, e-mails the link, sets the password, signs in', async ({ t, admin }) => {
    const created = await admin.client.post(
      '/api/admin/chauffeurs',
      invitation('Sofiane.Haddad@Navette.test'),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'sofiane.haddad@navette.test',
      active: true,
      invitationPending: true,
    });
    const list = await admin.client.get('/api/admin/chauffeurs');
    expect(list.json<{ email: string }[]>().map((c) => c.email)).toContain(
      'sofiane.haddad@navette.test',
    );

    const token = await invitationToken(t.database.db, 'sofiane.haddad@navette.test');
    const browser = new BrowserClient(t.app);
    const shown = await browser.get(`/api/chauffeur/invitation?token=${token}`);
    expect(shown.json()).toEqual({ name: 'Sofiane Haddad', email: 'sofiane.haddad@navette.test' });

    await browser.get('/api/health');
    const accepted = await browser.post('/api/chauffeur/invitation', {
      token,
      password: 'un-mot-de-passe-solide',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const check = await browser.get('/api/chauffeur/check');
    expect(check.json()).toEqual({
      chauffeur: {
        name: 'Sofiane Haddad',
        email: 'sofiane.haddad@navette.test',
        secondFactor: false,
      },
    });

    // the link served once
    const again = await new BrowserClient(t.app).get(`/api/chauffeur/invitation?token=${token}`);
    expect(again.statusCode).toBe(400);
    expect(again.json<{ error: string }>().error).toBe(LINK_INVALID);

    const other = new BrowserClient(t.app);
    await other.get('/api/health');
    const login = await other.post('/api/chauffeur/login', {
      email: 'sofiane.haddad@navette.test',
      password: 'un-mot-de-passe-solide',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect((await other.get('/api/chauffeur/check')).json()).toMatchObject({
      chauffeur: { name: 'Sofiane Haddad' },
    });
  });

  it('refuses an existing account, an expired card, an expired or replaced link', async ({
    t,
    admin,
  }) => {
    const existing = await insertChauffeur(t.database.db);
    const duplicate = await admin.client.post('/api/admin/chauffeurs', invitation(existing.email));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json<{ error: string }>().error).toBe(
      'Un compte existe déjà avec cette adresse e-mail.',
    );
    const expired = await admin.client.post('/api/admin/chauffeurs', {
      ...invitation('carte.perimee@navette.test'),
      carteVtcExpireLe: '2020-01-01',
    });
    expect(expired.statusCode).toBe(400);

    const created = await admin.client.post(
      '/api/admin/chauffeurs',
      invitation('lien.remplace@navette.test'),
    );
    const id = created.json<{ _id: string }>()._id;
    const first = await invitationToken(t.database.db, 'lien.remplace@navette.test');
    const resent = await admin.client.post(`/api/admin/chauffeurs/${id}/invitation`, {});
    expect(resent.statusCode, resent.body).toBe(200);
    const browser = new BrowserClient(t.app);
    expect((await browser.get(`/api/chauffeur/invitation?token=${first}`)).statusCode).toBe(400);

    const second = await invitationToken(t.database.db, 'lien.remplace@navette.test');
    await t.database.db
      .update(chauffeurs)
      .set({ invitationExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(chauffeurs.id, id));
    const late = await browser.get(`/api/chauffeur/invitation?token=${second}`);
    expect(late.json<{ error: string }>().error).toBe(LINK_INVALID);
  });
});

describe('deactivation', () => {
  it('ends the sessions and refuses the sign-in with its message', async ({ t, admin }) => {
    const chauffeur = await insertChauffeur(t.database.db);
    const session = await chauffeurClient(t.app, t.database.db, chauffeur);
    expect((await session.get('/api/chauffeur/check')).json()).toMatchObject({
      chauffeur: { email: chauffeur.email },
    });
    const off = await admin.client.post(
      `/api/admin/chauffeurs/${chauffeur.chauffeurId}/deactivate`,
      {},
    );
    expect(off.json()).toMatchObject({ active: false });
    expect((await session.get('/api/chauffeur/check')).json()).toEqual({ chauffeur: null });
    expect((await session.post('/api/chauffeur/calendrier', {})).statusCode).toBe(401);

    const browser = new BrowserClient(t.app);
    await browser.get('/api/health');
    const refused = await browser.post('/api/chauffeur/login', {
      email: chauffeur.email,
      password: CHAUFFEUR_PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBe(DEACTIVATED);

    await admin.client.post(`/api/admin/chauffeurs/${chauffeur.chauffeurId}/reactivate`, {});
    const back = await browser.post('/api/chauffeur/login', {
      email: chauffeur.email,
      password: CHAUFFEUR_PASSWORD,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('keeps customers and administrators out of the chauffeur routes', async ({
    customer,
    admin,
  }) => {
    for (const client of [customer.browser, admin.client]) {
      expect((await client.get('/api/chauffeur/check')).json()).toEqual({ chauffeur: null });
      expect((await client.post('/api/chauffeur/calendrier', {})).statusCode).toBe(401);
    }
  });
});
