import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { services } from '../src/db/schema';
import { adminReservationsClient } from './support/admin-reservations';
import { attachedDocument, documentText, documentsOf } from './support/document-flows';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import {
  checkoutStarted,
  checkPaid,
  customerWithPayableReservation,
  sendSessionWebhook,
  startCheckout,
} from './support/payments';
import { customerReservationsClient } from './support/customer-reservations';
import { publicServices, servicesAdminClient } from './support/services-admin';

/*
 * The invoice of a card payment, issued by the fulfilment in the transaction that records the
 * payment and sent with the payment e-mail, once however often the news arrives
 * (docs/product/documents.md); and the VAT rate each service's documents print, set in the
 * back-office.
 */

const INVOICE_NUMBER = /^F-\d{4}-\d{6}$/;

const it = serverTest({ stripe: true, env: { RESERVATION_RATE_LIMIT_MAX: '100000' } })
  .extend('servicesAdmin', { scope: 'file' }, async ({ t }) => servicesAdminClient(t))
  /** The VAT rate stored for a service, in basis points. */
  .extend(
    'storedRate',
    async ({ t }) =>
      async (id: string) =>
        (await t.database.db.select().from(services).where(eq(services.id, id)))[0]?.vatRateBp,
  )
  .extend(
    'sendWebhook',
    async ({ t, stripe }) =>
      (type: string, sessionId: string) =>
        sendSessionWebhook(t, stripe, type, sessionId),
  )
  /** A customer who pressed Pay, and Stripe's record of the session now paid. */
  .extend('paidThroughStripe', async ({ t, stripe }) => async () => {
    const started = await checkoutStarted(t);
    stripe.pay(started.sessionId);
    return started;
  })
  .extend(
    'invoicesOf',
    async ({ t }) =>
      async (reservationId: string) =>
        (await documentsOf(t, reservationId)).filter((d) => d.kind === 'facture'),
  );

describe('the invoice of a payment', () => {
  it('is issued when the payment is recorded, sent with the payment e-mail and listed on the reservation', async ({
    t,
    sendWebhook,
    paidThroughStripe,
    invoicesOf,
  }) => {
    const { browser, email, reservationId, sessionId } = await paidThroughStripe();
    expect((await sendWebhook('checkout.session.completed', sessionId)).statusCode).toBe(200);
    const [invoice, ...others] = await invoicesOf(reservationId);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      number: expect.stringMatching(INVOICE_NUMBER) as string,
      ttcCents: 15_000,
      paymentId: expect.any(String) as string,
    });
    if (!invoice) throw new Error('no invoice');

    const [mail, ...more] = await mailsTo(t.database.db, email, 'paymentReceived');
    expect(more).toEqual([]);
    attachedDocument(mail?.attachments, invoice);
    expect(mail?.text.replace(/\s+/g, ' ')).toContain(
      `Votre facture ${invoice.number} est jointe à ce message.`,
    );
    expect(await documentText(t, invoice.file)).toContain(invoice.number);

    const mine = await browser.get(`/api/reservations/${reservationId}`);
    expect(mine.json().documents).toContainEqual(
      expect.objectContaining({ kind: 'facture', number: invoice.number, amountTtc: 150 }),
    );
  });

  it('is issued once, however often the webhook comes and the success page checks', async ({
    t,
    sendWebhook,
    paidThroughStripe,
    invoicesOf,
  }) => {
    const { browser, email, reservationId, sessionId } = await paidThroughStripe();
    for (let i = 0; i < 3; i += 1) {
      expect((await sendWebhook('checkout.session.completed', sessionId)).statusCode).toBe(200);
    }
    expect((await checkPaid(browser, reservationId, sessionId)).body).toMatchObject({
      paid: true,
    });
    expect(await invoicesOf(reservationId)).toHaveLength(1);
    expect(await mailsTo(t.database.db, email, 'paymentReceived')).toHaveLength(1);
  });

  it('is not issued for a payment that is not recorded (the amount differs)', async ({
    t,
    stripe,
    sendWebhook,
    invoicesOf,
  }) => {
    const customer = await customerWithPayableReservation(t);
    const { sessionId } = (await startCheckout(customer.browser, customer.reservationId)).json<{
      sessionId: string;
    }>();
    stripe.pay(sessionId, { amount_total: 100 });
    expect((await sendWebhook('checkout.session.completed', sessionId)).statusCode).toBe(200);
    expect(await invoicesOf(customer.reservationId)).toEqual([]);
  });
});

describe('the VAT rate of a service', () => {
  const FIELDS = { name: 'Mise à disposition', description: 'Un chauffeur à la journée.' };

  it('is 10 % unless the form says 20 %, kept when a change leaves it out', async ({
    t,
    servicesAdmin,
    storedRate,
  }) => {
    const plain = await servicesAdmin.create(FIELDS);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ vatRate: 10 });
    expect(await storedRate(plain.json()._id)).toBe(1000);

    const created = await servicesAdmin.create({ ...FIELDS, vatRate: '20' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ _id: string }>()._id;
    expect(created.json()).toMatchObject({ vatRate: 20 });
    expect(await storedRate(id)).toBe(2000);
    expect((await publicServices(t)).find((s) => s._id === id)).toMatchObject({ vatRate: 20 });

    const renamed = await servicesAdmin.update(id, { ...FIELDS, name: 'Journée' });
    expect(renamed.json()).toMatchObject({ name: 'Journée', vatRate: 20 });
    const lowered = await servicesAdmin.update(id, { ...FIELDS, vatRate: '10' });
    expect(lowered.json()).toMatchObject({ vatRate: 10 });
    expect(await storedRate(id)).toBe(1000);
  });

  it('refuses any other rate with the form’s message, in French and English, and changes nothing', async ({
    servicesAdmin,
    storedRate,
  }) => {
    const created = await servicesAdmin.create({ ...FIELDS, vatRate: '20' });
    const id = created.json<{ _id: string }>()._id;
    for (const vatRate of ['5.5', '0', '', '20 %', '10.0']) {
      const refused = await servicesAdmin.update(id, { ...FIELDS, vatRate });
      expect(refused.statusCode, vatRate).toBe(400);
      expect(refused.json(), vatRate).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { vatRate: 'Choisissez un taux de TVA : 10 % ou 20 %.' },
      });
    }
    const english = await servicesAdmin.create({ ...FIELDS, vatRate: '7' }, [], {
      'accept-language': 'en',
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().fields).toEqual({ vatRate: 'Choose a VAT rate: 10% or 20%.' });
    expect(await storedRate(id)).toBe(2000);
  });

  it('is the rate the documents of a reservation of that service print', async ({
    t,
    servicesAdmin,
  }) => {
    const created = await servicesAdmin.create({ ...FIELDS, vatRate: '20' });
    const serviceId = created.json<{ _id: string }>()._id;
    const customer = await customerReservationsClient(t);
    const id = await customer.book(serviceId);
    const reservations = await adminReservationsClient(t);
    const { version } = await reservations.read(id);
    expect((await reservations.devis(id, { version, devis: 120 })).statusCode).toBe(200);
    const [devis] = await documentsOf(t, id);
    expect(devis).toMatchObject({
      vatRateBp: 2000,
      htCents: 10_000,
      tvaCents: 2_000,
      ttcCents: 12_000,
    });
    const [listed] = (await customer.list()).filter((r) => r._id === id);
    expect(listed?.documents[0]).toMatchObject({ kind: 'devis', amountTtc: 120 });
  });
});
