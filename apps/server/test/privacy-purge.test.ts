/**
 * The nightly retention purge (docs/product/data-protection.md#the-nightly-purge), run with a
 * fake clock: rows of every kind just before and just after each period, then exactly what went
 * and what stayed, rows and files.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { PURGE_COUNTS, RETENTION, type PrivacyOverview } from '@navette/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  mailOutbox,
  passwordResetCodes,
  paymentEvents,
  retentionRuns,
  sessions,
  signInFailures,
  users,
  verificationCodes,
  type NewUserRow,
} from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import {
  daysAgo,
  documentRow,
  fileHash,
  insertApplication,
  insertCustomer,
  insertDocument,
  insertMail,
  insertReservation,
  runPurge,
  yearsAgo,
} from './support/privacy';
import { reservationRow, uniqueEmail } from './support/reservations';

let t: TestApp;
const now = new Date();
const day = (moment: Date) => moment.toISOString().slice(0, 10);
const MINUTE = 60_000;
/** a second later: the next run, for the runs to be told apart by their start */
const secondRun = new Date(now.getTime() + 1000);

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const purge = (at = now) => runPurge(t, at);
const insertUser = (values: Partial<NewUserRow>) =>
  insertCustomer(t, { emailVerifiedAt: now, ...values });

/** An old trip, changed long ago: past its period unless someone is active. */
const oldTrip = { date: day(yearsAgo(now, 3, 10)), updatedAt: yearsAgo(now, 3, 10) };

describe('the retention purge', () => {
  it('removes exactly what is past its period, keeps the rest, and records the run', async () => {
    // applications: 2 years
    const oldApplication = await insertApplication(t, { createdAt: yearsAgo(now, 2, 1) });
    const newApplication = await insertApplication(t, { createdAt: yearsAgo(now, 2, -1) });

    // accounts never verified: 30 days
    const unverifiedOld = await insertUser({ emailVerifiedAt: null, createdAt: daysAgo(now, 31) });
    const unverifiedNew = await insertUser({ emailVerifiedAt: null, createdAt: daysAgo(now, 29) });

    // sessions and codes past their expiry
    const active = await insertUser({});
    const other = await insertUser({ lastActiveAt: yearsAgo(now, 3, -1) });
    const session = (expiresAt: Date, tokenHash: string) => ({
      userId: active.id,
      kind: 'customer' as const,
      tokenHash,
      expiresAt,
    });
    await t.database.db
      .insert(sessions)
      .values([
        session(new Date(now.getTime() - MINUTE), 'expired'),
        session(new Date(now.getTime() + MINUTE), 'live'),
      ]);
    const code = (expiresAt: Date) => ({
      userId: active.id,
      codeHash: 'h',
      bindingHash: 'b',
      expiresAt,
    });
    await t.database.db
      .insert(verificationCodes)
      .values([code(new Date(now.getTime() - MINUTE)), code(new Date(now.getTime() + MINUTE))]);
    await t.database.db.insert(passwordResetCodes).values({
      userId: other.id,
      codeHash: 'h',
      expiresAt: new Date(now.getTime() - MINUTE),
    });
    await t.database.db.insert(signInFailures).values([
      {
        email: 'stale@example.test',
        clientKey: 'ip',
        failures: 3,
        windowStartedAt: new Date(now.getTime() - 25 * 3600_000),
        nextTryAt: new Date(now.getTime() - 3600_000),
      },
      {
        email: 'fresh@example.test',
        clientKey: 'ip',
        failures: 3,
        windowStartedAt: now,
        nextTryAt: now,
      },
    ]);

    // inactive customers: 3 years without activity nor a recent trip
    const inactive = await insertUser({ lastActiveAt: yearsAgo(now, 3, 1) });
    const r1 = await insertReservation(t, {
      email: inactive.email,
      userId: inactive.id,
      ...oldTrip,
    });
    const r1Devis = await insertDocument(t, {
      kind: 'devis',
      reservationId: r1,
      issuedAt: yearsAgo(now, 3, 20),
    });
    const inactiveInvoiced = await insertUser({ lastActiveAt: yearsAgo(now, 3, 1) });
    const r2 = await insertReservation(t, {
      email: inactiveInvoiced.email,
      userId: inactiveInvoiced.id,
      ...oldTrip,
    });
    const r2Invoice = await insertDocument(t, {
      kind: 'facture',
      reservationId: r2,
      issuedAt: yearsAgo(now, 4),
    });
    // still active a day inside the period: stays, with its old trip
    const r3 = await insertReservation(t, { email: other.email, userId: other.id, ...oldTrip });
    // inactive, but travelled a day inside the period: stays
    const travelled = await insertUser({ lastActiveAt: yearsAgo(now, 3, 1) });
    const r4 = await insertReservation(t, {
      email: travelled.email,
      userId: travelled.id,
      date: day(yearsAgo(now, 3, -1)),
      updatedAt: yearsAgo(now, 3, 10),
    });

    // guests' reservations
    const guest = () => ({ email: uniqueEmail('guest') });
    const g1 = await insertReservation(t, { ...guest(), deletedAt: yearsAgo(now, 3, 1) });
    const g2 = await insertReservation(t, { ...guest(), deletedAt: yearsAgo(now, 3, -1) });
    const g3 = await insertReservation(t, { ...guest(), ...oldTrip });
    const g4 = await insertReservation(t, { ...guest(), ...oldTrip });
    const g4Invoice = await insertDocument(t, {
      kind: 'facture',
      reservationId: g4,
      issuedAt: yearsAgo(now, 9),
    });
    const g5 = await insertReservation(t, {
      ...guest(),
      ...oldTrip,
      retour: true,
      dateRetour: day(yearsAgo(now, 3, -5)),
    });
    const g6 = await insertReservation(t, {
      ...guest(),
      ...oldTrip,
      updatedAt: yearsAgo(now, 3, -1),
    });
    const anonymised = { nom: 'Anonyme', prenom: '', anonymisedAt: yearsAgo(now, 5), ...oldTrip };
    const g7 = await insertReservation(t, { ...guest(), ...anonymised });
    const g7Invoice = await insertDocument(t, {
      kind: 'facture',
      reservationId: g7,
      issuedAt: yearsAgo(now, 10, 1),
    });
    const g8 = await insertReservation(t, { ...guest(), ...anonymised });
    const g8Invoice = await insertDocument(t, {
      kind: 'facture',
      reservationId: g8,
      issuedAt: yearsAgo(now, 10, -1),
    });

    // devis whose reservation is gone: 3 years
    const d1 = await insertDocument(t, {
      kind: 'devis',
      reservationId: null,
      issuedAt: yearsAgo(now, 3, 1),
    });
    const d2 = await insertDocument(t, {
      kind: 'devis',
      reservationId: null,
      issuedAt: yearsAgo(now, 3, -1),
    });

    // mail bodies: 90 days; the rows themselves: 3 years
    const m1 = await insertMail(t, { status: 'sent', createdAt: daysAgo(now, 91) });
    const m2 = await insertMail(t, { status: 'failed', createdAt: daysAgo(now, 91) });
    const m3 = await insertMail(t, { status: 'pending', createdAt: daysAgo(now, 91) });
    const m4 = await insertMail(t, { status: 'sent', createdAt: daysAgo(now, 89) });
    const m5 = await insertMail(t, { status: 'sent', createdAt: yearsAgo(now, 3, 1) });

    // webhook events: 90 days
    await t.database.db.insert(paymentEvents).values([
      { eventId: 'evt_old', type: 'checkout.session.completed', receivedAt: daysAgo(now, 91) },
      { eventId: 'evt_new', type: 'checkout.session.completed', receivedAt: daysAgo(now, 89) },
    ]);

    const counts = await purge();
    expect(counts).toEqual({
      applications: 1,
      unverifiedAccounts: 1,
      sessions: 1,
      codes: 3,
      inactiveAccounts: 2,
      reservationsDeleted: 4,
      reservationsAnonymised: 2,
      documents: 3,
      mailBodies: 2,
      mails: 1,
      paymentEvents: 1,
    });

    // applications, with their CV and the company's e-mail
    const leftApplications = await t.database.db.select({ id: applications.id }).from(applications);
    expect(leftApplications.map((a) => a.id)).toEqual([newApplication.id]);
    expect(existsSync(path.join(t.config.recruitment.cvDir, oldApplication.cvFile))).toBe(false);
    expect(existsSync(path.join(t.config.recruitment.cvDir, newApplication.cvFile))).toBe(true);
    const applicationMails = await t.database.db
      .select({ key: mailOutbox.dedupeKey })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, 'applicationReceived'));
    expect(applicationMails).toEqual([{ key: `application:${newApplication.id}:received` }]);

    // accounts
    const userIds = (await t.database.db.select({ id: users.id }).from(users)).map((u) => u.id);
    expect(userIds).not.toContain(unverifiedOld.id);
    expect(userIds).not.toContain(inactive.id);
    expect(userIds).not.toContain(inactiveInvoiced.id);
    expect(userIds).toEqual(
      expect.arrayContaining([unverifiedNew.id, active.id, other.id, travelled.id]),
    );
    expect(
      (await t.database.db.select({ h: sessions.tokenHash }).from(sessions)).map((s) => s.h),
    ).toEqual(['live']);
    expect(await t.database.db.select().from(verificationCodes)).toHaveLength(1);
    expect(await t.database.db.select().from(passwordResetCodes)).toEqual([]);
    expect((await t.database.db.select().from(signInFailures)).map((f) => f.email)).toEqual([
      'fresh@example.test',
    ]);

    // reservations
    for (const gone of [r1, g1, g3, g7]) expect(await reservationRow(t, gone)).toBeUndefined();
    for (const stays of [r3, r4, g2, g5, g6, g8])
      expect(await reservationRow(t, stays)).toBeDefined();
    for (const kept of [r2, g4]) {
      expect(await reservationRow(t, kept)).toMatchObject({
        nom: 'Anonyme',
        email: `anonyme-${kept}@invalid`,
        userId: null,
      });
    }
    expect((await reservationRow(t, g8))?.email).not.toContain('anonyme-');

    // documents: the invoices within 10 years untouched, file and hash
    for (const invoice of [r2Invoice, g4Invoice, g8Invoice]) {
      expect(await documentRow(t, invoice.id)).toEqual(invoice);
      expect(fileHash(t, invoice.file)).toBe(invoice.sha256);
    }
    for (const gone of [g7Invoice, d1, r1Devis]) {
      expect(await documentRow(t, gone.id)).toBeUndefined();
      expect(fileHash(t, gone.file)).toBeUndefined();
    }
    expect(fileHash(t, d2.file)).toBe(d2.sha256);

    // the outbox
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [m1, m2, m3, m4, m5]))
      .orderBy(asc(mailOutbox.createdAt));
    const byId = new Map(mails.map((m) => [m.id, m]));
    expect(byId.has(m5)).toBe(false);
    for (const redacted of [m1, m2]) {
      expect(byId.get(redacted)).toMatchObject({
        subject: 'Votre devis',
        html: '',
        text: '',
        attachments: null,
        redactedAt: now,
      });
    }
    for (const untouched of [m3, m4]) {
      expect(byId.get(untouched)).toMatchObject({ text: 'Bonjour Élodie', redactedAt: null });
    }
    expect((await t.database.db.select().from(paymentEvents)).map((e) => e.eventId)).toEqual([
      'evt_new',
    ]);

    // the inactive customers are not told: no confirmation e-mail is queued
    expect(
      await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.template, 'accountDeleted')),
    ).toEqual([]);

    // recorded, counts only
    const [run] = await t.database.db.select().from(retentionRuns);
    expect(run).toMatchObject({ startedAt: now, counts, error: null });
    expect(run?.finishedAt?.getTime()).toBeGreaterThanOrEqual(now.getTime());
  });

  it('finds nothing left on a second run', async () => {
    const counts = await purge(secondRun);
    expect(counts).toEqual(Object.fromEntries(PURGE_COUNTS.map((name) => [name, 0])));
    expect(await t.database.db.select().from(retentionRuns)).toHaveLength(2);
  });

  it('shows the administrator the periods and the last run', async () => {
    const { client } = await signInAsAdmin(t.app, t.database.db);
    const response = await client.get('/api/admin/donnees');
    expect(response.statusCode).toBe(200);
    const overview = response.json<PrivacyOverview>();
    // the periods the purge applies, as the shared constants hold them
    expect(overview.retention).toEqual(RETENTION);
    expect(overview.lastPurge).toMatchObject({ startedAt: secondRun.toISOString(), error: null });
    expect(overview.lastPurge?.counts).toEqual(Object.fromEntries(PURGE_COUNTS.map((n) => [n, 0])));
  });
});
