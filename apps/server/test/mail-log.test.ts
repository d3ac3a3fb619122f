/**
 * The e-mail log of the back-office (docs/product/back-office.md#e-mails): a mail the SMTP server
 * refuses is failed at once and listed with the refusal; a resend delivers it once.
 */
import { adminMailDetailSchema, adminMailPageSchema, type AdminMail } from '@navette/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { customerReservationsClient } from './support/customer-reservations';
import { latestCodeFor, mailsTo } from './support/outbox';
import {
  readMessage,
  startSmtpReceiver,
  type SmtpReceiver,
} from '@navette/test-support/smtp-receiver';

let smtp: SmtpReceiver;
let t: TestApp;
let admin: BrowserClient;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({ env: { SMTP_URL: smtp.url } });
  admin = (await signInAsAdmin(t.app, t.database.db)).client;
  await t.app.mail.worker.drain();
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Registers someone: the app queues their verification code; answers the outbox row's id. */
const queueMailTo = async (email: string): Promise<string> => {
  const registered = await new BrowserClient(t.app).post('/auth/register', {
    name: 'Jeanne Dupont',
    email,
    password: 'secret-123',
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const [row] = await mailsTo(t.database.db, email);
  if (!row) throw new Error('no mail queued');
  return row.id;
};

const listed = async (query = '') => {
  const response = await admin.get(`/api/admin/emails${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return adminMailPageSchema.parse(response.json());
};
const lineOf = async (id: string, query = ''): Promise<AdminMail | undefined> =>
  (await listed(query)).items.find((item) => item._id === id);
const resend = (id: string, headers: Record<string, string> = {}) =>
  admin.post(`/api/admin/emails/${id}/resend`, undefined, headers);
const deliveredTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
/** The six-digit code of a delivered message's body. */
const codeIn = (raw = '') => /\b(\d{6})\b/.exec(readMessage(raw).decoded)?.[1];
/** Everything the back-office can read of one e-mail: its line in the log and its detail. */
const logView = async (id: string) =>
  JSON.stringify([await listed(), (await admin.get(`/api/admin/emails/${id}`)).json()]);

describe('the e-mail log', () => {
  it('lists a mail the SMTP server refused, and a resend delivers it exactly once', async () => {
    const email = `jeanne.refus-${Date.now()}@example.test`;
    smtp.refuse(550);
    const id = await queueMailTo(email);
    // a 5xx is final at once: no ten tries against a mailbox that does not exist
    expect(await t.app.mail.worker.drain()).toMatchObject({ sent: 0, failed: 1, retried: 0 });
    expect(deliveredTo(email)).toHaveLength(0);

    const line = await lineOf(id, '?status=failed');
    expect(line).toMatchObject({
      recipient: 'j•••@example.test',
      template: 'verificationCode',
      status: 'failed',
      attempts: 1,
      sentAt: null,
      redactedAt: null,
    });
    expect(line?.lastError).toMatch(/^refused by the SMTP server \(550\): /);
    expect(JSON.stringify(await listed())).not.toContain('jeanne.refus');
    expect(await lineOf(id, '?status=sent')).toBeUndefined();

    const detail = adminMailDetailSchema.parse((await admin.get(`/api/admin/emails/${id}`)).json());
    expect(detail.subject).not.toBe('');
    // the code never shows in the log, not even while the mail can still be sent again
    expect(detail.text).toContain('••••••');
    expect(detail.text).not.toMatch(/\d{6}/);

    smtp.refuse(null);
    const resent = await resend(id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'pending', attempts: 0 });
    // the refusal stays visible until a try succeeds
    expect((await lineOf(id))?.lastError).toContain('550');

    expect(await t.app.mail.worker.drain()).toMatchObject({ sent: 1, failed: 0 });
    expect(deliveredTo(email)).toHaveLength(1);
    // the customer gets the code itself, the one the verification accepts
    expect(codeIn(deliveredTo(email)[0]?.raw)).toMatch(/^\d{6}$/);
    expect(await lineOf(id, '?status=sent')).toMatchObject({ status: 'sent', lastError: null });

    // sent: nothing to resend, and the body is gone from the detail
    const again = await resend(id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'MAIL_NOT_RESENDABLE',
      error: 'Seul un e-mail en échec peut être renvoyé : celui-ci est envoyé ou en cours d’envoi.',
    });
    const english = await resend(id, { 'accept-language': 'en' });
    expect(english.json()).toMatchObject({
      error: 'Only a failed e-mail can be sent again: this one is sent or being sent.',
    });
    expect(await t.app.mail.worker.drain()).toMatchObject({ sent: 0 });
    expect(deliveredTo(email)).toHaveLength(1);
    const sentDetail = (await admin.get(`/api/admin/emails/${id}`)).json();
    expect(sentDetail).toMatchObject({ subject: null, text: null });
  });

  it("never shows a live verification or reset code, pending or failed: the customer's mail carries it", async () => {
    const email = `code-${Date.now()}@example.test`;
    const id = await queueMailTo(email);
    const code = await latestCodeFor(t.database.db, email);
    expect(code).toMatch(/^\d{6}$/);
    // pending: queued, not sent yet
    expect((await lineOf(id))?.status).toBe('pending');
    expect(await logView(id)).not.toContain(code);

    // a reset code, refused by the SMTP server: failed, resendable, still never shown
    smtp.refuse(550);
    const forgot = await new BrowserClient(t.app).post('/auth/password/forgot', { email });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const [reset] = await mailsTo(t.database.db, email, 'passwordReset');
    const resetCode = await latestCodeFor(t.database.db, email, 'passwordReset');
    await t.app.mail.worker.drain();
    expect((await lineOf(reset?.id ?? '', '?status=failed'))?.status).toBe('failed');
    const failedView = await logView(reset?.id ?? '');
    expect(failedView).not.toContain(resetCode);
    expect(failedView).toContain('••••••');
    expect(await logView(id)).not.toContain(code);

    // sent again, the customer receives the real codes
    smtp.refuse(null);
    expect((await resend(id)).statusCode).toBe(200);
    expect((await resend(reset?.id ?? '')).statusCode).toBe(200);
    await t.app.mail.worker.drain();
    const codes = deliveredTo(email).map((message) => codeIn(message.raw));
    expect(codes.sort()).toEqual([code, resetCode].sort());
  });

  it('refuses to resend a failed mail whose body the retention purge erased', async () => {
    const email = `purge-${Date.now()}@example.test`;
    smtp.refuse(550);
    const id = await queueMailTo(email);
    await t.app.mail.worker.drain();
    smtp.refuse(null);
    await t.database.db
      .update(mailOutbox)
      .set({ subject: '', html: '', text: '', redactedAt: new Date() })
      .where(eq(mailOutbox.id, id));

    const response = await resend(id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'MAIL_REDACTED',
      error:
        'Le contenu de cet e-mail a été effacé (durée de conservation écoulée) : il ne peut plus être renvoyé.',
    });
    const [row] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    expect(row?.status).toBe('failed');
    expect((await admin.get(`/api/admin/emails/${id}`)).json()).toMatchObject({
      subject: null,
      text: null,
      redactedAt: expect.any(String),
    });
  });

  it('counts the failed e-mails on the dashboard', async () => {
    const failed = await listed('?status=failed');
    const dashboard = await admin.get('/api/admin/dashboard');
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    expect(dashboard.json().mails).toMatchObject({
      failed: failed.total,
      oldestFailureAt: expect.any(String),
    });
    expect(failed.total).toBeGreaterThan(0);
  });

  it('finds the e-mails of one recipient, ignoring case, with % and _ taken literally', async () => {
    const mine = await queueMailTo('claire.rousseau@example.fr');
    const other = await queueMailTo('claire.roux@example.fr');
    const underscore = await queueMailTo('a_b@example.fr');
    const search = async (q: string) =>
      (await listed(`?q=${encodeURIComponent(q)}`)).items.map((item) => item._id);

    // the operator types what the customer spells on the phone
    expect(await search('claire.rousseau@EXAMPLE.FR')).toEqual([mine]);
    expect(await search('  ROUSSEAU ')).toEqual([mine]);
    expect(new Set(await search('claire.rou'))).toEqual(new Set([mine, other]));
    // the lines still show the address masked
    expect((await listed('?q=rousseau')).items[0]?.recipient).not.toContain('rousseau');
    // `_` and `%` are letters here, not wildcards
    expect(await search('a_b@')).toEqual([underscore]);
    expect(await search('a%b')).toEqual([]);
    expect(await search('claire_rousseau')).toEqual([]);
    // with the state filter, and the total of what matches
    const page = await listed('?q=rousseau&status=failed');
    expect(page.total).toBe(page.items.length);
    expect(page.items.every((item) => item.status === 'failed')).toBe(true);

    const tooLong = await admin.get(`/api/admin/emails?q=${'x'.repeat(255)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('La recherche ne peut pas dépasser 254 caractères.');
    const english = await admin.get(`/api/admin/emails?q=${'x'.repeat(255)}`, {
      'accept-language': 'en',
    });
    expect(english.body).toContain('The search cannot be longer than 254 characters.');
    // control characters alone are no search, never a server error
    expect((await admin.get('/api/admin/emails?q=%00%01')).statusCode).toBe(200);
  });

  it('answers an unknown e-mail and a bad filter with a clear error', async () => {
    const unknown = await resend('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'MAIL_NOT_FOUND' });
    expect((await admin.get('/api/admin/emails/not-an-id')).statusCode).toBe(404);
    const bad = await admin.get('/api/admin/emails?status=bounced');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(
      'Le statut doit être « pending », « sending », « sent » ou « failed ».',
    );
  });

  it('is for administrators only: a customer session is no administrator (401, as every admin route)', async () => {
    const customer = await customerReservationsClient(t);
    const anonymous = new BrowserClient(t.app);
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', '/api/admin/emails'],
      ['GET', `/api/admin/emails/${id}`],
      ['POST', `/api/admin/emails/${id}/resend`],
    ] as const) {
      expect((await anonymous.request({ method, url })).statusCode, url).toBe(401);
      expect((await customer.browser.request({ method, url })).statusCode, url).toBe(401);
    }
  });
});
