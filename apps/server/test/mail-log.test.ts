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
import { BrowserClient } from './support/browser-client';
import { customerReservationsClient } from './support/customer-reservations';
import { mailsTo } from './support/outbox';
import { startSmtpReceiver, type SmtpReceiver } from './support/smtp-receiver';

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
    expect(detail.text).toMatch(/\b\d{6}\b/);

    smtp.refuse(null);
    const resent = await resend(id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toMatchObject({ status: 'pending', attempts: 0 });
    // the refusal stays visible until a try succeeds
    expect((await lineOf(id))?.lastError).toContain('550');

    expect(await t.app.mail.worker.drain()).toMatchObject({ sent: 1, failed: 0 });
    expect(deliveredTo(email)).toHaveLength(1);
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

  it('answers an unknown e-mail and a bad filter with a clear error', async () => {
    const unknown = await resend('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'MAIL_NOT_FOUND' });
    expect((await admin.get('/api/admin/emails/not-an-id')).statusCode).toBe(404);
    const bad = await admin.get('/api/admin/emails?status=bounced');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(
      'Le statut doit être « pending », « sending », « sent » ou « failed ».',
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
