import { describe, expect } from 'vitest';
import { BrowserClient } from '@navette/test-support/browser-client';
import { customerReservationsClient } from './support/customer-reservations';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import { readMessage } from '@navette/test-support/smtp-receiver';

/*
 * The status e-mail of the customer's decision, received by a real SMTP server: one per change,
 * whatever the retries, and the spec's confirmation call that sends nothing itself
 * (docs/product/customer-area.md).
 */

const it = serverTest({ booking: true, smtp: true })
  .extend('quoted', async ({ serviceId, admin, customer }) => async (devis: number) => {
    const id = await customer.book(serviceId);
    await admin.devis(id, { version: (await admin.read(id)).version, devis });
    return id;
  })
  /** What the SMTP server received for the customer with a subject that starts so. */
  .extend('received', async ({ t, customer, smtp }) => async (subjectStart: string) => {
    await t.app.mail.worker.drain();
    return smtp.messages
      .filter((message) => message.to.includes(customer.email))
      .map((message) => readMessage(message.raw))
      .filter((message) => message.subject.startsWith(subjectStart));
  });

describe('the status e-mail', () => {
  it('reaches the customer once when they accept, with the amount and the way to pay', async ({
    t,
    customer,
    quoted,
    received,
  }) => {
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

  it('reaches the customer once when they cancel, without asking for a payment', async ({
    customer,
    quoted,
    received,
  }) => {
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
  /** the call with a well-formed body */
  const ask = (client: BrowserClient, name: string, email: string, statut: string) =>
    call(client, { name, email, statut });

  it('confirms the e-mail of a change the customer made, and sends nothing more', async ({
    t,
    customer,
    quoted,
  }) => {
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

  it('says nothing about another address or a statut none of the customer’s reservations has', async ({
    t,
    customer,
  }) => {
    const newcomer = await customerReservationsClient(t);
    const other = await ask(newcomer.browser, 'Léa Martin', customer.email, 'confirmé');
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({
      code: 'MAIL_ADDRESS_NOT_ACCOUNT',
      error: 'Cette adresse e-mail n’est pas celle de votre compte.',
    });
    const none = await ask(newcomer.browser, 'Camille Leroy', newcomer.email, 'annulé');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      code: 'RESERVATION_STATUS_NOT_FOUND',
      error: 'Aucune de vos réservations n’a ce statut.',
    });
  });

  it('refuses an anonymous caller with 401 and a malformed body with 400', async ({
    t,
    customer,
  }) => {
    const anonymous = await ask(new BrowserClient(t.app), 'Léa Martin', customer.email, 'confirmé');
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
