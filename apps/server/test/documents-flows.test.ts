import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { documents } from '../src/db/schema';
import { markPaid } from './support/admin-reservations';
import { attachedDocument, documentText, documentsOf, shortDate } from './support/document-flows';
import { storedPdf } from './support/documents';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import { dayFromToday, reservationRow } from './support/reservations';
import { attachmentIn, readMessage } from '@navette/test-support/smtp-receiver';

/*
 * The changes that issue a document (docs/product/documents.md): an administrator's quote issues
 * a devis, sent with the quote e-mail; a devis can be accepted until its last day, and renewed
 * after; the customer's acceptance issues the bon de réservation, sent with the status e-mail.
 * The admin's confirmation is in documents-flows-admin.test.ts, the invoice in
 * documents-flows-payments.test.ts.
 */

const DEVIS_NUMBER = /^D-\d{4}-\d{6}$/;

const it = serverTest({ booking: true, smtp: true })
  .extend('alice', { scope: 'file' }, async ({ customer }) => customer)
  /**
   * A reservation of Alice's, quoted by the administrator; returns its id and the answer. The trip
   * is `inDays` from today: further than the 30 days of a devis unless said.
   */
  .extend('quoted', async ({ serviceId, admin, alice }) => async (devis = 90, inDays = 45) => {
    const id = await alice.book(serviceId, { date: dayFromToday(inDays) });
    const response = await admin.devis(id, { version: (await admin.read(id)).version, devis });
    expect(response.statusCode, response.body).toBe(200);
    return { id, result: response.json<{ mailQueued: boolean }>() };
  })
  .extend(
    'quoteMails',
    async ({ t, alice }) =>
      () =>
        mailsTo(t.database.db, alice.email, 'quoteReady'),
  )
  .extend(
    'statusMails',
    async ({ t, alice }) =>
      () =>
        mailsTo(t.database.db, alice.email, 'reservationStatus'),
  )
  /** The devis of a reservation ended yesterday (the day it was still valid is past). */
  .extend(
    'expire',
    async ({ t }) =>
      (id: string) =>
        t.database.db
          .update(documents)
          .set({ validUntil: dayFromToday(-1) })
          .where(eq(documents.reservationId, id)),
  )
  .extend(
    'renew',
    async ({ admin }) =>
      (id: string, version: number) =>
        admin.client.post(`/api/reservations/${id}/devis/renouvellement`, { version }),
  );

describe('an administrator sets a quote', () => {
  it('issues a devis valid 30 days, sent as a PDF with the quote e-mail, listed on the reservation', async ({
    t,
    alice,
    quoted,
    quoteMails,
  }) => {
    const { id, result } = await quoted(90);
    expect(result.mailQueued).toBe(true);
    const [devis, ...others] = await documentsOf(t, id);
    expect(others).toEqual([]);
    expect(devis).toMatchObject({
      kind: 'devis',
      number: expect.stringMatching(DEVIS_NUMBER) as string,
      validUntil: dayFromToday(30),
      ttcCents: 9000,
      supersededAt: null,
    });
    if (!devis) throw new Error('no devis');

    const [mail] = await quoteMails();
    attachedDocument(mail?.attachments, devis);
    expect(mail?.text.replace(/\s+/g, ' ')).toContain(
      `Le devis ${devis.number} est joint à ce message. Il est valable jusqu’au`,
    );
    expect(await documentText(t, devis.file)).toContain(devis.number);

    const [listed] = (await alice.list()).filter((r) => r._id === id);
    expect(listed).toMatchObject({
      devisValideJusquAu: dayFromToday(30),
      documents: [
        {
          _id: devis.id,
          kind: 'devis',
          number: devis.number,
          validUntil: dayFromToday(30),
          amountTtc: 90,
          superseded: false,
          url: `/api/documents/${devis.id}`,
        },
      ],
    });
  });

  it('delivers the quote e-mail with the devis PDF attached, named with its number', async ({
    t,
    smtp,
    alice,
    quoted,
    quoteMails,
  }) => {
    const { id } = await quoted(120);
    const [devis] = await documentsOf(t, id);
    if (!devis) throw new Error('no devis');
    // read before sending: a sent row keeps no recipient (docs/product/emails.md)
    const filename = (await quoteMails())[0]?.attachments?.[0]?.filename ?? '';
    expect(filename).toContain(devis.number);
    await t.app.mail.worker.drain();
    const delivered = smtp.messages.filter(
      (message) =>
        message.to.includes(alice.email) &&
        readMessage(message.raw).subject.startsWith('Votre devis est prêt : 120,00'),
    );
    expect(delivered).toHaveLength(1);
    const raw = delivered[0]?.raw ?? '';
    // the PDF as issued, byte for byte
    expect(attachmentIn(raw, filename)?.equals(await storedPdf(t, devis.file))).toBe(true);
  });

  it('replaces the devis when the amount changes: the old one superseded, a new number', async ({
    t,
    admin,
    quoted,
  }) => {
    const { id } = await quoted(90);
    const { version } = await admin.read(id);
    expect((await admin.devis(id, { version, devis: 95 })).statusCode).toBe(200);
    const [first, second] = await documentsOf(t, id);
    expect(first?.supersededAt).toBeInstanceOf(Date);
    expect(second).toMatchObject({ kind: 'devis', ttcCents: 9500, supersededAt: null });
    expect(second?.number).not.toBe(first?.number);
    // the same amount again is no change: no devis, no e-mail
    const same = await admin.devis(id, { version: version + 1, devis: 95 });
    expect(same.json()).toMatchObject({ mailQueued: false });
    expect(await documentsOf(t, id)).toHaveLength(2);
  });
});

describe('the validity of a devis', () => {
  it('ends on the pick-up day when the trip comes before its 30 days: in the API, the PDF and the e-mail', async ({
    t,
    admin,
    alice,
    quoted,
    quoteMails,
  }) => {
    // observed: a trip on 09/12 showed a devis valid until 27/12
    const tripDay = dayFromToday(3);
    const { id } = await quoted(90, 3);
    const [devis] = await documentsOf(t, id);
    expect(devis).toMatchObject({ kind: 'devis', validUntil: tripDay });
    if (!devis) throw new Error('no devis');
    const [listed] = (await alice.list()).filter((r) => r._id === id);
    expect(listed).toMatchObject({
      devisValideJusquAu: tripDay,
      documents: [{ kind: 'devis', validUntil: tripDay }],
    });
    expect((await admin.read(id)).devisValideJusquAu).toBe(tripDay);
    expect(await documentText(t, devis.file)).toContain(`Valable jusqu’au ${shortDate(tripDay)}`);
    const [mail] = (await quoteMails()).filter((m) => m.text.includes(devis.number));
    const longDay = new Intl.DateTimeFormat('fr-FR', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${tripDay}T00:00:00Z`));
    expect(mail?.text.replace(/\s+/g, ' ')).toContain(`Il est valable jusqu’au ${longDay}.`);

    // the company moves the trip earlier: the devis ends with it
    const { version } = await admin.read(id);
    expect((await admin.update(id, { version, date: dayFromToday(1) })).statusCode).toBe(200);
    const [moved] = (await alice.list()).filter((r) => r._id === id);
    expect(moved?.devisValideJusquAu).toBe(dayFromToday(1));
  });

  it('is not renewed once the pick-up has passed: the new devis would be born expired', async ({
    t,
    admin,
    quoted,
    expire,
  }) => {
    const { id } = await quoted(90);
    await expire(id);
    const { version } = await admin.read(id);
    expect((await admin.update(id, { version, date: dayFromToday(-1) })).statusCode).toBe(200);
    const before = await admin.read(id);
    const renewed = await admin.client.post(`/api/reservations/${id}/devis/renouvellement`, {
      version: before.version,
    });
    expect(renewed.statusCode).toBe(409);
    expect(renewed.json()).toEqual({
      code: 'RESERVATION_PICKUP_PASSED',
      error:
        'L’heure de prise en charge de ce trajet est passée : son devis ne peut plus être accepté. Contactez-nous si besoin.',
    });
    expect((await documentsOf(t, id)).map((d) => d.kind)).toEqual(['devis']);
    expect((await admin.read(id)).version).toBe(before.version);
  });

  it('refuses to accept an expired devis, in French and English, and changes nothing', async ({
    t,
    alice,
    quoted,
    statusMails,
    expire,
  }) => {
    const { id } = await quoted(90);
    await expire(id);
    const before = await reservationRow(t, id);
    const mailsBefore = (await statusMails()).length;
    const yesterday = dayFromToday(-1);

    const refused = await alice.statut(id, { statut: 'confirmé', devis: 90 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'DEVIS_EXPIRED',
      error: `Ce devis était valable jusqu’au ${shortDate(yesterday)} : contactez-nous pour qu’il soit renouvelé.`,
      details: { validUntil: yesterday },
    });
    const english = await alice.browser.request({
      method: 'PUT',
      url: `/api/reservations/${id}/statut?lng=en`,
      payload: { statut: 'confirmé', devis: 90, version: before?.version },
    });
    expect(english.json().error).toBe(
      `This quote was valid until ${shortDate(yesterday)}: please contact us to have it renewed.`,
    );

    expect(await reservationRow(t, id)).toEqual(before);
    expect((await documentsOf(t, id)).map((d) => d.kind)).toEqual(['devis']);
    expect(await statusMails()).toHaveLength(mailsBefore);
  });

  it('accepts a devis on its last day, and lets the customer cancel an expired one', async ({
    t,
    alice,
    quoted,
    expire,
  }) => {
    const today = await quoted(90);
    await t.database.db
      .update(documents)
      .set({ validUntil: dayFromToday(0) })
      .where(eq(documents.reservationId, today.id));
    expect((await alice.decide(today.id, { statut: 'confirmé', devis: 90 })).statut).toBe(
      'confirmé',
    );

    const expired = await quoted(90);
    await expire(expired.id);
    expect((await alice.decide(expired.id, { statut: 'annulé', devis: 90 })).statut).toBe('annulé');
    expect((await documentsOf(t, expired.id)).map((d) => d.kind)).toEqual(['devis']);
  });

  it('has no end for a quote set before documents existed (no devis issued)', async ({
    t,
    alice,
    quoted,
  }) => {
    const { id } = await quoted(90);
    await t.database.db.delete(documents).where(eq(documents.reservationId, id));
    const [listed] = (await alice.list()).filter((r) => r._id === id);
    expect(listed).toMatchObject({ devisValideJusquAu: null, documents: [] });
    expect((await alice.decide(id, { statut: 'confirmé', devis: 90 })).statut).toBe('confirmé');
  });
});

describe('POST /api/reservations/:id/devis/renouvellement', () => {
  it('issues a new devis for the same amount, sends it again, and lets the customer accept', async ({
    t,
    admin,
    alice,
    quoted,
    quoteMails,
    expire,
    renew,
  }) => {
    const { id } = await quoted(90);
    await expire(id);
    const before = await admin.read(id);
    const [old] = await documentsOf(t, id);

    const stale = await renew(id, before.version - 1);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'RESERVATION_STALE' });

    const response = await renew(id, before.version);
    expect(response.statusCode, response.body).toBe(200);
    const { reservation, mailQueued } = response.json();
    expect(mailQueued).toBe(true);
    expect(reservation).toMatchObject({
      version: before.version + 1,
      devis: 90,
      statut: 'en attente',
      devisValideJusquAu: dayFromToday(30),
    });
    expect(reservation.history[0]).toMatchObject({
      field: 'devis_valide_jusqu_au',
      oldValue: dayFromToday(-1),
      newValue: dayFromToday(30),
      by: 'admin',
    });

    const [first, renewed] = await documentsOf(t, id);
    expect(first).toMatchObject({ id: old?.id, supersededAt: expect.any(Date) as Date });
    expect(renewed).toMatchObject({ kind: 'devis', ttcCents: 9000, supersededAt: null });
    expect(renewed?.number).toMatch(DEVIS_NUMBER);
    expect(renewed?.number).not.toBe(old?.number);
    if (!renewed) throw new Error('no renewed devis');

    const [mail] = await quoteMails();
    expect(mail?.dedupeKey).toBe(`reservation:${id}:devis:${before.version + 1}`);
    attachedDocument(mail?.attachments, renewed);
    expect(mail?.text.replace(/\s+/g, ' ')).toContain(
      'Le précédent devis n’était plus valable : nous vous le renouvelons, au même montant.',
    );

    expect((await alice.decide(id, { statut: 'confirmé', devis: 90 })).statut).toBe('confirmé');
  });

  it('refuses a reservation without a quote, confirmed, cancelled or paid, and changes nothing', async ({
    t,
    serviceId,
    admin,
    alice,
    quoted,
    renew,
  }) => {
    const decided = (statut: 'confirmé' | 'annulé') => async () => {
      const { id } = await quoted(90);
      await alice.decide(id, { statut, devis: 90 });
      return id;
    };
    const cases: [string, () => Promise<string>, string][] = [
      ['no quote', () => alice.book(serviceId), 'RESERVATION_NO_DEVIS'],
      ['confirmed', decided('confirmé'), 'RESERVATION_ALREADY_CONFIRMED'],
      ['cancelled', decided('annulé'), 'RESERVATION_ALREADY_CANCELLED'],
      [
        'paid',
        async () => {
          const { id } = await quoted(90);
          await markPaid(t, id);
          return id;
        },
        'RESERVATION_ALREADY_PAID',
      ],
    ];
    for (const [label, prepare, code] of cases) {
      const id = await prepare();
      const { version } = await admin.read(id);
      const documentsBefore = await documentsOf(t, id);
      const response = await renew(id, version);
      expect(response.statusCode, label).toBe(409);
      expect(response.json(), label).toMatchObject({ code });
      expect((await admin.read(id)).version, label).toBe(version);
      expect(await documentsOf(t, id), label).toEqual(documentsBefore);
    }
  });
});

describe('the customer accepts a devis', () => {
  it('issues the bon de réservation, sent with the status e-mail and listed on the reservation', async ({
    t,
    alice,
    quoted,
    statusMails,
  }) => {
    const { id } = await quoted(90);
    const accepted = await alice.decide(id, { statut: 'confirmé', devis: 90 });
    const bon = (await documentsOf(t, id)).find((d) => d.kind === 'bon');
    expect(bon).toMatchObject({
      number: expect.stringMatching(/^B-\d{4}-\d{6}$/) as string,
      ttcCents: 9000,
      supersededAt: null,
    });
    if (!bon) throw new Error('no bon');
    expect(accepted.documents.map((d) => [d.kind, d.number])).toContainEqual(['bon', bon.number]);

    const [mail] = await statusMails();
    attachedDocument(mail?.attachments, bon);
    expect(mail?.text.replace(/\s+/g, ' ')).toContain(
      `Votre bon de réservation ${bon.number} est joint à ce message.`,
    );
    expect(await documentText(t, bon.file)).toContain(bon.number);
  });

  it('issues nothing when the customer cancels', async ({ t, alice, quoted, statusMails }) => {
    const { id } = await quoted(90);
    await alice.decide(id, { statut: 'annulé', devis: 90 });
    expect((await documentsOf(t, id)).map((d) => d.kind)).toEqual(['devis']);
    expect((await statusMails())[0]?.attachments).toBeNull();
  });
});
