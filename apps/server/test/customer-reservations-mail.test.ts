import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import {
  adminReservationsClient,
  type AdminReservationsClient,
} from './support/admin-reservations';
import { BrowserClient } from './support/browser-client';
import {
  customerReservationsClient,
  type CustomerReservationsClient,
} from './support/customer-reservations';
import { mailsTo } from './support/outbox';
import { firstServiceId } from './support/reservations';
import { readMessage, startSmtpReceiver, type SmtpReceiver } from './support/smtp-receiver';

/*
 * The status e-mail of the customer's decision, received by a real SMTP server: one per change,
 * whatever the retries, and the spec's confirmation call that sends nothing itself
 * (docs/product/customer-area.md).
 */

let smtp: SmtpReceiver;
let t: TestApp;
let serviceId: string;
let admin: AdminReservationsClient;
let customer: CustomerReservationsClient;
beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await buildTestApp({
    env: { SMTP_URL: smtp.url, RESERVATION_RATE_LIMIT_MAX: '100000', RATE_LIMIT_MAX: '100000' },
  });
  serviceId = await firstServiceId(t);
  admin = await adminReservationsClient(t);
  customer = await customerReservationsClient(t);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const quoted = async (devis: number) => {
  const id = await customer.book(serviceId);
  await admin.devis(id, { version: (await admin.read(id)).version, devis });
  return id;
};

/** What the SMTP server received for the customer with a subject that starts so. */
const received = async (subjectStart: string) => {
  await t.app.mail.worker.drain();
  return smtp.messages
    .filter((message) => message.to.includes(customer.email))
    .map((message) => readMessage(message.raw))
    .filter((message) => message.subject.startsWith(subjectStart));
};

describe('the status e-mail', () => {
  it('reaches the customer once when they accept, with the amount and the way to pay', async () => {
    const id = await quoted(345);
    const before = (await received('Réservation confirmée')).length;
    await customer.decide(id, { statut: 'confirmé', devis: 345 });
    expect((await customer.statut(id, { statut: 'confirmé', devis: 345 })).statusCode).toBe(409);

    const mails = (await received('Réservation confirmée')).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^Réservation confirmée : 345,00\s€ \(NP-\d{4}-\d{4}\)$/);
    expect(mails[0]?.decoded).toContain('Merci, votre réservation est confirmée');
    expect(mails[0]?.decoded).toContain(`${t.config.publicUrl}/ma-reservation#`);
  });

  it('reaches the customer once when they cancel, without asking for a payment', async () => {
    const id = await quoted(80);
    const before = (await received('Réservation annulée')).length;
    await customer.decide(id, { statut: 'annulé', devis: 80 });
    expect((await customer.statut(id, { statut: 'annulé', devis: 80 })).statusCode).toBe(409);

    const mails = (await received('Réservation annulée')).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.decoded).toContain('Aucun paiement ne vous sera demandé pour ce trajet.');
  });
});

describe('POST /api/mail/confirmationReservation', () => {
  const call = (client: BrowserClient, body: unknown) =>
    client.post('/api/mail/confirmationReservation', body);

  it('confirms the e-mail of a change the customer made, and sends nothing more', async () => {
    const id = await quoted(60);
    await customer.decide(id, { statut: 'confirmé', devis: 60 });
    await t.app.mail.worker.drain();
    const queued = (await mailsTo(t.database.db, customer.email)).length;

    const response = await call(customer.browser, {
      name: 'Léa Martin',
      email: customer.email.toUpperCase(),
      statut: 'confirmé',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `Votre réservation est à jour : l’e-mail de confirmation est envoyé à ${customer.email}.`,
    });
    expect(await mailsTo(t.database.db, customer.email)).toHaveLength(queued);
  });

  it('says nothing about another address or a statut none of the customer’s reservations has', async () => {
    const newcomer = await customerReservationsClient(t);
    const other = await call(newcomer.browser, {
      name: 'Léa Martin',
      email: customer.email,
      statut: 'confirmé',
    });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      code: 'MAIL_ADDRESS_NOT_ACCOUNT',
      error: 'Cette adresse e-mail n’est pas celle de votre compte.',
    });
    const none = await call(newcomer.browser, {
      name: 'Camille Leroy',
      email: newcomer.email,
      statut: 'annulé',
    });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      code: 'RESERVATION_STATUS_NOT_FOUND',
      error: 'Aucune de vos réservations n’a ce statut.',
    });
  });

  it('refuses an anonymous caller with 401 and a malformed body with 400', async () => {
    const anonymous = await call(new BrowserClient(t.app), {
      name: 'Léa Martin',
      email: customer.email,
      statut: 'confirmé',
    });
    expect(anonymous.statusCode).toBe(401);
    for (const body of [
      {},
      { name: 'Léa', email: customer.email, statut: 'en attente' },
      { name: 'Léa', email: 'not-an-address', statut: 'confirmé' },
      { name: '', email: customer.email, statut: 'confirmé' },
      { name: 'Léa\u0000', email: customer.email, statut: 'confirmé' },
      { name: 'Léa', email: customer.email, statut: 'confirmé', to: 'someone@example.test' },
      [],
    ]) {
      const response = await call(customer.browser, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});
