import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { BrowserClient } from '@navette/test-support/browser-client';
import { mailsTo } from './support/outbox';

const SUCCESS = 'Merci ! Votre message a bien été envoyé. Nous vous répondons au plus vite.';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { CONTACT_RATE_LIMIT_MAX: '100000' } });
});
afterAll(async () => t?.close());

let counter = 0;
const visitorEmail = () => `visitor-${Date.now()}-${(counter += 1)}@example.fr`;
const browser = (headers?: Record<string, string>) => new BrowserClient(t.app, { headers });
const outboxCount = async () => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
  return row?.n ?? 0;
};

/** Sends the contact form as a visitor would, the fields given added to a name, address and text. */
const sendContact = (fields: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  browser(headers).post('/api/contact', {
    name: 'Léa',
    email: visitorEmail(),
    message: 'Bonjour',
    ...fields,
  });

/** Runs `send`, checks that it queued no e-mail, and hands back its answer. */
const queuingNothing = async <Answer>(send: () => Promise<Answer>): Promise<Answer> => {
  const before = await outboxCount();
  const response = await send();
  expect(await outboxCount()).toBe(before);
  return response;
};

describe('a visitor writes to the company', () => {
  it("sends one e-mail to the company's inbox, with the visitor's message inside, escaped", async () => {
    const email = visitorEmail();
    const before = await outboxCount();
    const response = await browser().post('/api/contact', {
      name: 'Jean <b>Dupont</b>',
      email,
      phone: '06 12 34 56 78',
      message: 'Bonjour,\nUn van pour 8 le 14 juin ? <script>alert(1)</script>',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: SUCCESS });

    expect(await outboxCount()).toBe(before + 1);
    const [mail] = await mailsTo(t.database.db, 'contact@navette-prestige.fr', 'contactMessage');
    expect(mail).toMatchObject({
      recipient: t.config.company.email,
      subject: 'Nouveau message de Jean <b>Dupont</b>',
      language: 'fr',
    });
    expect(mail?.text).toContain('> Un van pour 8 le 14 juin ? <script>alert(1)</script>');
    expect(mail?.text).toContain(email);
    expect(mail?.text).toContain('06 12 34 56 78');
    expect(mail?.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail?.html).toContain('Jean &lt;b&gt;Dupont&lt;/b&gt;');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<b>Dupont');
    // the visitor receives nothing: the form is no way to send mail to anybody else
    expect(await mailsTo(t.database.db, email)).toEqual([]);
  });

  it('the phone is optional', async () => {
    const response = await sendContact({ phone: '' });
    expect(response.statusCode).toBe(201);
  });

  it('answers in English to an English browser', async () => {
    const response = await sendContact(
      { name: 'Ann', message: 'Hello' },
      { 'accept-language': 'en' },
    );
    expect(response.json()).toEqual({
      message: 'Thank you! Your message has been sent. We will get back to you as soon as we can.',
    });
  });

  it('drops what a robot typed into the hidden field, and tells it all went well', async () => {
    const response = await queuingNothing(() =>
      sendContact({ name: 'Robot', message: 'Cheap watches', website: 'https://spam.example' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: SUCCESS });
  });
});

describe('no open relay', () => {
  it.each([
    ['to', 'victim@example.org'],
    ['cc', 'victim@example.org'],
    ['bcc', 'victim@example.org'],
    ['recipient', 'victim@example.org'],
    ['template', 'verificationCode'],
  ])('a body naming %s is refused and nothing is queued', async (field, value) => {
    const response = await queuingNothing(() =>
      sendContact({ name: 'Mallory', message: 'Hi', [field]: value }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { [field]: 'Champ inconnu.' },
    });
    expect(await mailsTo(t.database.db, 'victim@example.org')).toEqual([]);
  });

  it.each([
    ['a header injected through the name', { name: 'Eve\r\nBcc: victim@example.org' }, 'name'],
    [
      'a second address in the e-mail',
      { email: 'eve@example.fr\nBcc: victim@example.org' },
      'email',
    ],
    ['a NUL in the message', { message: 'Hi\u0000there' }, 'message'],
    ['a line break in the phone', { phone: '0612345678\r\n' + 'x' }, 'phone'],
  ])('refuses %s', async (_case, change, field) => {
    const response = await queuingNothing(() =>
      sendContact({ name: 'Eve', message: 'Hi', ...change }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[field]).toBeDefined();
  });

  it('requires the anti-forgery token and refuses other sites', async () => {
    const body = { name: 'Eve', email: visitorEmail(), message: 'Hi' };
    const noToken = await queuingNothing(() =>
      browser().request({ method: 'POST', url: '/api/contact', payload: body }, { xsrf: false }),
    );
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe('XSRF_MISSING');
    const crossSite = await queuingNothing(() =>
      browser({ origin: 'https://evil.example' }).post('/api/contact', body),
    );
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('CROSS_SITE_REQUEST');
  });
});

describe('bad input', () => {
  it.each([
    [{ name: '', email: 'a@b.fr', message: 'Hi' }, 'name', 'Veuillez indiquer votre nom.'],
    [{ name: '  ', email: 'a@b.fr', message: 'Hi' }, 'name', 'Veuillez indiquer votre nom.'],
    [{ email: 'a@b.fr', message: 'Hi' }, 'name', 'Veuillez indiquer votre nom.'],
    [{ name: 'Léa', message: 'Hi' }, 'email', 'Veuillez indiquer votre adresse e-mail.'],
    [
      { name: 'Léa', email: 'lea.example.fr', message: 'Hi' },
      'email',
      'Veuillez saisir une adresse e-mail valide.',
    ],
    [
      { name: 'Léa', email: 'a@b.fr', phone: 'abc', message: 'Hi' },
      'phone',
      'Veuillez saisir un numéro de téléphone valide.',
    ],
    [
      { name: 'Léa', email: 'a@b.fr', message: ' \n ' },
      'message',
      'Veuillez écrire votre message.',
    ],
    [
      { name: 'Léa', email: 'a@b.fr', message: 'x'.repeat(5001) },
      'message',
      'Ce champ est trop long.',
    ],
    [{ name: 'x'.repeat(101), email: 'a@b.fr', message: 'Hi' }, 'name', 'Ce champ est trop long.'],
  ])('refuses %j with the message under its field', async (body, field, message) => {
    const response = await queuingNothing(() => browser().post('/api/contact', body));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
    expect(response.json().fields[field]).toBe(message);
  });

  it('speaks English to an English browser', async () => {
    const response = await browser({ 'accept-language': 'en' }).post('/api/contact', {
      name: '',
      email: 'a@b.fr',
      message: 'Hi',
    });
    expect(response.json().error).toBe('Please enter your name.');
  });

  it('never answers a 500, whatever the body', async () => {
    const client = browser();
    for (const payload of [
      { name: 42, email: 'a@b.fr', message: 'Hi' },
      { name: ['Léa'], email: 'a@b.fr', message: 'Hi' },
      { name: 'Léa', email: { $ne: '' }, message: 'Hi' },
      { name: 'Léa', email: 'a@b.fr', message: null },
      [],
      'text',
      null,
    ]) {
      const response = await client.postRaw('/api/contact', JSON.stringify(payload));
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, JSON.stringify(payload)).toBeLessThan(500);
    }
    const broken = await client.postRaw('/api/contact', '{"name":');
    expect(broken.statusCode).toBe(400);
    const form = await client.postRaw(
      '/api/contact',
      'name=a',
      'application/x-www-form-urlencoded',
    );
    expect(form.statusCode).toBe(415);
  });
});

describe('contact limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { CONTACT_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => limited?.close());

  const send = (remoteAddress: string, email: string) =>
    new BrowserClient(limited.app).request({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Léa', email, message: 'Bonjour' },
      remoteAddress,
    });

  it('limits messages per client address, with a clear message', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await send('203.0.113.9', `ip-${i}@example.fr`)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await send('203.0.113.9', 'ip-3@example.fr');
    expect(refused.json()).toEqual({
      error: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
      code: 'RATE_LIMITED',
    });
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits messages per sender address, from any client and in any case', async () => {
    const statuses = [];
    for (const [i, email] of ['same@example.fr', 'SAME@example.fr', 'Same@Example.fr'].entries()) {
      statuses.push((await send(`198.51.100.${i + 1}`, email)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const [count] = await limited.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox);
    expect(count?.n).toBe(4);
  });
});
