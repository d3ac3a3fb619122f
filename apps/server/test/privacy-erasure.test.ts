/**
 * Erasure (docs/product/data-protection.md#erasure): a customer deleting their account after
 * re-authentication, and an administrator erasing a person who asked by e-mail.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { payments, reservations, reviews, sessions, signInFailures, users } from '../src/db/schema';
import { hashToken, newToken } from '../src/features/auth/sessions.service';
import { TEST_ADMIN } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import {
  PERSONAL_TABLES,
  daysAgo,
  documentRow,
  fileHash,
  insertApplication,
  insertDocument,
  insertPaidPayment,
  insertReservation,
  tableTexts,
} from './support/privacy';
import {
  minimalGuestRequest,
  reservationRow,
  signedInCustomer,
  uniqueEmail,
} from './support/reservations';

const deleteAccount = (browser: BrowserClient, payload: object) =>
  browser.request({ method: 'DELETE', url: '/auth/profile', payload });

const it = serverTest({ env: { RESERVATION_RATE_LIMIT_MAX: '100000' } })
  /** The back-office's erasure of the data held on an address. */
  .extend(
    'erase',
    async ({ admin }) =>
      (email: string) =>
        admin.client.post('/api/admin/donnees/effacement', { email }),
  )
  .extend(
    'countOf',
    async ({ t }) =>
      async (table: typeof users | typeof reservations, where: ReturnType<typeof eq>) =>
        (
          await t.database.db
            .select({ n: sql<number>`count(*)::int` })
            .from(table)
            .where(where)
        )[0]?.n,
  );

describe('DELETE /auth/profile', () => {
  it('erases the person, keeps the invoiced reservation anonymised, revokes the sessions and confirms by e-mail', async ({
    t,
    countOf,
  }) => {
    const nom = 'Zéphyrin';
    const telephone = '0698765431';
    const { browser, email } = await signedInCustomer(t, uniqueEmail('zephyrin'));
    const [account] = await t.database.db.select().from(users).where(eq(users.email, email));
    const userId = account?.id ?? '';
    const sessionCookie = browser.cookies.get('navette_session') ?? '';
    // a failed sign-in from another browser leaves a counter under the address
    await new BrowserClient(t.app).post('/auth/login', { email, password: 'not-the-password' });

    // a reservation invoiced (kept), one with a devis only (deleted), a guest booking (deleted)
    const personal = { email, userId, nom, prenom: 'Octave', telephone };
    const invoiced = await insertReservation(t, { ...personal, commentaire: 'Code porte 1234' });
    const invoice = await insertDocument(t, {
      kind: 'facture',
      reservationId: invoiced,
      issuedAt: daysAgo(new Date(), 40),
      buyer: `Octave ${nom}`,
    });
    await insertPaidPayment(t, invoiced);
    const quoted = await insertReservation(t, personal);
    const devis = await insertDocument(t, {
      kind: 'devis',
      reservationId: quoted,
      issuedAt: daysAgo(new Date(), 5),
    });
    const guest = await insertReservation(t, {
      ...personal,
      userId: null,
      email: email.toUpperCase(),
    });
    await t.database.db
      .insert(reviews)
      .values({ userId, note: 5, commentaire: `Parfait, ${nom}`, city: 'Lyon' });
    const { cvFile } = await insertApplication(t, { email, nom, telephone });

    // someone else's data stays
    const other = await signedInCustomer(t, uniqueEmail('other'));
    const othersBooking = await insertReservation(t, { email: other.email, nom: 'Autre' });

    // wrong or missing password: refused, nothing changed
    for (const payload of [{ password: 'wrong-password' }, {}]) {
      const refused = await deleteAccount(browser, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'CURRENT_PASSWORD_INVALID',
        error: 'Le mot de passe actuel est incorrect.',
      });
    }
    expect(await countOf(users, eq(users.id, userId))).toBe(1);
    expect(await countOf(reservations, sql`lower(${reservations.email}) = ${email}`)).toBe(3);

    const response = await deleteAccount(browser, { password: 'secret-123' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: 'Votre compte a été supprimé. Un e-mail de confirmation vous a été envoyé.',
    });
    expect(response.cookies.find((c) => c.name === 'navette_session')?.value).toBe('');

    // the old session cookie is refused
    const stale = await t.app.inject({
      method: 'GET',
      url: '/auth/profile',
      cookies: { navette_session: sessionCookie },
    });
    expect(stale.statusCode).toBe(401);

    // nothing names the person any more, but the confirmation waiting to be sent
    const texts = await tableTexts(t, PERSONAL_TABLES);
    for (const [table, rows] of Object.entries(texts)) {
      for (const row of rows) {
        if (table === 'mail_outbox' && row.includes('"template":"accountdeleted"')) continue;
        for (const needle of [email, nom.toLowerCase(), telephone, 'code porte']) {
          expect(row.includes(needle), `${table} still holds ${needle}: ${row}`).toBe(false);
        }
      }
    }
    expect(await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual(
      [],
    );
    expect(
      await t.database.db.select().from(signInFailures).where(eq(signInFailures.email, email)),
    ).toEqual([]);

    // the invoiced reservation stays, anonymised, with its payment and its invoice untouched
    const kept = await reservationRow(t, invoiced);
    expect(kept).toMatchObject({
      nom: 'Anonyme',
      prenom: '',
      email: `anonyme-${invoiced}@invalid`,
      telephone: '',
      commentaire: null,
      userId: null,
      devisCents: null,
    });
    expect(kept?.anonymisedAt).toBeInstanceOf(Date);
    expect(kept?.searchText).not.toContain('zephyrin');
    expect(
      await t.database.db.select().from(payments).where(eq(payments.reservationId, invoiced)),
    ).toHaveLength(1);
    const invoiceAfter = await documentRow(t, invoice.id);
    expect(invoiceAfter).toEqual(invoice);
    expect(fileHash(t, invoice.file)).toBe(invoice.sha256);

    // the others are gone, with the devis and its file; the CV too
    expect(await reservationRow(t, quoted)).toBeUndefined();
    expect(await reservationRow(t, guest)).toBeUndefined();
    expect(await documentRow(t, devis.id)).toBeUndefined();
    expect(fileHash(t, devis.file)).toBeUndefined();
    expect(existsSync(path.join(t.config.recruitment.cvDir, cvFile))).toBe(false);

    // the confirmation, naming nobody
    const [confirmation] = await mailsTo(t.database.db, email, 'accountDeleted');
    expect(confirmation?.subject).toBe('Votre compte Navette Prestige a été supprimé');
    expect(confirmation?.text.replace(/\s+/g, ' ')).toContain(
      'la loi nous oblige à garder les factures 10 ans',
    );

    // the other customer is untouched
    expect((await reservationRow(t, othersBooking))?.email).toBe(other.email);
    expect(await countOf(users, eq(users.email, other.email))).toBe(1);
  });

  it('asks a Google-only account for a recent sign-in', async ({ t, countOf }) => {
    const email = uniqueEmail('google-only');
    const [user] = await t.database.db
      .insert(users)
      .values({
        name: 'Camille Google',
        email,
        googleSub: `sub-${email}`,
        emailVerifiedAt: new Date(),
      })
      .returning();
    const sessionFor = async (openedAt: Date) => {
      const token = newToken();
      await t.database.db.insert(sessions).values({
        tokenHash: hashToken(token),
        userId: user?.id ?? '',
        kind: 'customer',
        createdAt: openedAt,
        lastSeenAt: new Date(),
        expiresAt: new Date(Date.now() + 3600_000),
      });
      const browser = new BrowserClient(t.app);
      browser.cookies.set('navette_session', token);
      return browser;
    };

    const stale = await deleteAccount(await sessionFor(new Date(Date.now() - 11 * 60_000)), {});
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      code: 'REAUTH_REQUIRED',
      error:
        'Pour confirmer qu’il s’agit bien de vous, reconnectez-vous avec Google, puis recommencez.',
    });
    expect(await countOf(users, eq(users.email, email))).toBe(1);

    const fresh = await deleteAccount(await sessionFor(new Date()), {});
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(await countOf(users, eq(users.email, email))).toBe(0);
    // nothing was invoiced: the e-mail says nothing was kept
    const [confirmation] = await mailsTo(t.database.db, email, 'accountDeleted');
    expect(confirmation?.text.replace(/\s+/g, ' ')).toContain(
      "Aucune facture n'avait été émise à votre nom",
    );
  });
});

describe('POST /api/admin/donnees/effacement', () => {
  it("erases a guest's bookings: the one with a recent bon anonymised, the other deleted", async ({
    t,
    serviceId,
    erase,
  }) => {
    const email = uniqueEmail('guest-erased');
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const booked = await new BrowserClient(t.app).post(
        '/api/reservations',
        minimalGuestRequest(serviceId, email),
      );
      expect(booked.statusCode, booked.body).toBe(201);
      ids.push(booked.json<{ _id: string }>()._id);
    }
    const [withBon, plain] = ids as [string, string];
    const bon = await insertDocument(t, {
      kind: 'bon',
      reservationId: withBon,
      issuedAt: daysAgo(new Date(), 365),
    });

    const response = await erase(email.toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    // the two confirmations of the quote requests addressed to the guest, and the company's two
    // notices of those requests, which name the guest too
    expect(response.json()).toEqual({
      accounts: 0,
      reservationsDeleted: 1,
      reservationsAnonymised: 1,
      reviews: 0,
      applications: 0,
      mails: 4,
    });
    expect((await reservationRow(t, withBon))?.nom).toBe('Anonyme');
    expect(await reservationRow(t, plain)).toBeUndefined();
    expect(fileHash(t, bon.file)).toBe(bon.sha256);
    const sent = await mailsTo(t.database.db, email);
    expect(sent.map((mail) => mail.template)).toEqual(['accountDeleted']);
  });

  it('keeps a paid reservation without an invoice (paid before invoices existed), anonymised', async ({
    t,
    erase,
  }) => {
    const email = uniqueEmail('paid-early');
    const paid = await insertReservation(t, {
      email,
      nom: 'Quérard',
      devisCents: 11_000,
      paid: true,
    });
    await insertPaidPayment(t, paid);

    const response = await erase(email);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ reservationsDeleted: 0, reservationsAnonymised: 1 });
    const kept = await reservationRow(t, paid);
    expect(kept).toMatchObject({ nom: 'Anonyme', email: `anonyme-${paid}@invalid`, paid: true });
    expect(
      await t.database.db.select().from(payments).where(eq(payments.reservationId, paid)),
    ).toHaveLength(1);
  });

  it('changes nothing and sends nothing for an address nobody has', async ({ t, erase }) => {
    const email = uniqueEmail('nobody');
    const response = await erase(email);
    expect(response.json()).toEqual({
      accounts: 0,
      reservationsDeleted: 0,
      reservationsAnonymised: 0,
      reviews: 0,
      applications: 0,
      mails: 0,
    });
    expect(await mailsTo(t.database.db, email)).toEqual([]);
  });

  it("refuses an administrator's account, with a clear message", async ({ erase, countOf }) => {
    const response = await erase(TEST_ADMIN.email);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'FORBIDDEN',
      error: 'Le compte d’un administrateur ne peut pas être effacé depuis le back-office.',
    });
    expect(await countOf(users, eq(users.email, TEST_ADMIN.email))).toBe(1);
  });

  it('refuses an address that is not one', async ({ erase }) => {
    const response = await erase('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: 'Saisissez une adresse e-mail valide.',
    });
  });

  it('is refused to a customer and to an anonymous visitor, and erases nothing', async ({
    t,
    countOf,
  }) => {
    const { browser } = await signedInCustomer(t);
    const target = await signedInCustomer(t, uniqueEmail('target'));
    for (const client of [browser, new BrowserClient(t.app)]) {
      const response = await client.post('/api/admin/donnees/effacement', {
        email: target.email,
      });
      expect(response.statusCode).toBe(401);
    }
    expect(await countOf(users, eq(users.email, target.email))).toBe(1);
    expect(await mailsTo(t.database.db, target.email, 'accountDeleted')).toEqual([]);
  });
});
