import { describe, expect } from 'vitest';
import { BrowserClient } from '@navette/test-support/browser-client';
import { chauffeurs, sessions } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import { dayFromToday } from './support/reservations';

/*
 * Chauffeurs (docs/product/dispatch.md#chauffeurs): the administrator invites one by e-mail; the
 * link sets the first password and signs them in; they sign in at /chauffeur/login; once
 * deactivated, their session ends and their sign-in is refused.
 */

const it = serverTest();

const card = {
  telephone: '06 12 34 56 78',
  carteVtcNumero: 'VTC-075-1234',
  carteVtcExpireLe: dayFromToday(400),
};
const PASSWORD = 'un mot de passe de chauffeur';

/** The token of the invitation link e-mailed to `email` (the link is the mail's secret). */
const invitationToken = async (db: Parameters<typeof mailsTo>[0], email: string) => {
  const [mail] = await mailsTo(db, email, 'chauffeurInvitation');
  const url = mail?.secret ?? '';
  return new URL(url).searchParams.get('token') ?? '';
};

describe('inviting a chauffeur', () => {
  it('e-mails a link that sets the password and opens the run sheet’s session; the password then signs in', async ({
    t,
    admin,
  }) => {
    const email = 'karim.benali@navette.test';
    const invited = await admin.client.post('/api/admin/chauffeurs', {
      name: 'Karim Benali',
      email: 'Karim.Benali@navette.test',
      ...card,
    });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email, active: true, invitationPending: true });
    const [mail] = await mailsTo(t.database.db, email, 'chauffeurInvitation');
    expect(mail?.subject).toBe('Votre compte chauffeur Navette Prestige');
    const token = await invitationToken(t.database.db, email);

    const phone = new BrowserClient(t.app);
    const opened = await phone.get(`/api/chauffeur/invitation?token=${token}`);
    expect(opened.json()).toEqual({ name: 'Karim Benali', email });
    const accepted = await phone.post('/api/chauffeur/invitation', { token, password: PASSWORD });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await phone.get('/api/chauffeur/check')).json().chauffeur).toEqual({
      name: 'Karim Benali',
      email,
    });
    // the link works once
    const again = await new BrowserClient(t.app).get(`/api/chauffeur/invitation?token=${token}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe(
      'Ce lien d’invitation n’est plus valide. Demandez-en un nouveau à l’administration.',
    );

    const other = new BrowserClient(t.app);
    const signedIn = await other.post('/api/chauffeur/login', { email, password: PASSWORD });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect((await other.get('/api/chauffeur/check')).json()).toEqual({
      chauffeur: { name: 'Karim Benali', email },
    });
    // a chauffeur's session opens no customer or back-office route
    expect((await other.get('/auth/profile')).statusCode).toBe(401);
    expect((await other.get('/api/admin/chauffeurs')).statusCode).toBe(401);
  });

  it('refuses an address that has an account, and a card already expired; nothing is stored', async ({
    t,
    admin,
  }) => {
    const taken = await admin.client.post('/api/admin/chauffeurs', {
      name: 'Admin Bis',
      email: 'admin@navette.test',
      ...card,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Un compte existe déjà avec cette adresse e-mail.');
    const expired = await admin.client.post('/api/admin/chauffeurs', {
      name: 'Paul Petit',
      email: 'paul.petit@navette.test',
      ...card,
      carteVtcExpireLe: dayFromToday(-1),
    });
    expect(expired.statusCode).toBe(400);
    expect(await mailsTo(t.database.db, 'paul.petit@navette.test')).toHaveLength(0);
  });

  it('a customer’s or an administrator’s credentials do not open a chauffeur’s session', async ({
    t,
  }) => {
    const answer = await new BrowserClient(t.app).post('/api/chauffeur/login', {
      email: 'admin@navette.test',
      password: 'admin-password-for-tests',
    });
    expect(answer.statusCode).toBe(401);
  });
});

describe('deactivating a chauffeur', () => {
  it('ends their session at once and refuses their sign-in, until reactivated', async ({
    t,
    admin,
  }) => {
    const email = 'ines.morel@navette.test';
    const invited = await admin.client.post('/api/admin/chauffeurs', {
      name: 'Inès Morel',
      email,
      ...card,
    });
    const id = invited.json()._id as string;
    const token = await invitationToken(t.database.db, email);
    const phone = new BrowserClient(t.app);
    await phone.post('/api/chauffeur/invitation', { token, password: PASSWORD });
    expect((await phone.get('/api/chauffeur/check')).json().chauffeur).not.toBeNull();

    const off = await admin.client.post(`/api/admin/chauffeurs/${id}/deactivate`);
    expect(off.json()).toMatchObject({ active: false });
    expect((await phone.get('/api/chauffeur/check')).json().chauffeur).toBeNull();
    expect((await phone.post('/api/chauffeur/calendrier')).statusCode).toBe(401);
    const [row] = await t.database.db
      .select({ userId: chauffeurs.userId })
      .from(chauffeurs)
      .where(eq(chauffeurs.id, id));
    expect(
      await t.database.db.select().from(sessions).where(eq(sessions.userId, row!.userId)),
    ).toEqual([]);
    const refused = await new BrowserClient(t.app).post('/api/chauffeur/login', {
      email,
      password: PASSWORD,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      'Votre compte chauffeur est désactivé. Contactez l’administration.',
    );

    await admin.client.post(`/api/admin/chauffeurs/${id}/reactivate`);
    const back = await new BrowserClient(t.app).post('/api/chauffeur/login', {
      email,
      password: PASSWORD,
    });
    expect(back.statusCode).toBe(200);
  });
});
