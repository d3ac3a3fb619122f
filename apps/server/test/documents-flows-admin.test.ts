import { describe, expect } from 'vitest';
import { bookAsGuest } from './support/admin-reservations';
import { attachedDocument, documentText, documentsOf } from './support/document-flows';
import { serverTest } from './support/fixtures';
import { mailsTo } from './support/outbox';
import { dayFromToday, minimalGuestRequest, uniqueEmail } from './support/reservations';

/*
 * An administrator confirms a reservation (docs/product/back-office.md#reservations): the bon de
 * réservation is issued in the same transaction and the customer receives the status e-mail with
 * it. The administrator's other status changes stay silent. This file's devis are valid 7 days
 * (QUOTE_VALIDITY_DAYS).
 */

const BON_NUMBER = /^B-\d{4}-\d{6}$/;

const it = serverTest({
  booking: true,
  // a shorter validity than the default, as an operator may set it
  env: { QUOTE_VALIDITY_DAYS: '7' },
})
  .extend('guestReservation', async ({ t, serviceId, admin }) => async (devis: number | null) => {
    const email = uniqueEmail('guest');
    // a trip further than the 7 days of a devis
    const id = await bookAsGuest(t, {
      ...minimalGuestRequest(serviceId, email),
      date: dayFromToday(10),
    });
    if (devis !== null) {
      const { version } = await admin.read(id);
      expect((await admin.devis(id, { version, devis })).statusCode).toBe(200);
    }
    return { id, email };
  })
  .extend(
    'statusMails',
    async ({ t }) =>
      (email: string) =>
        mailsTo(t.database.db, email, 'reservationStatus'),
  )
  .extend('setStatut', async ({ admin }) => async (id: string, statut: string) => {
    const { version } = await admin.read(id);
    const response = await admin.statut(id, { version, statut });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ version: number; documents: { kind: string; number: string }[] }>();
  });

describe('an administrator confirms a reservation', () => {
  it('issues the bon and sends it to the customer with the status e-mail', async ({
    t,
    guestReservation,
    statusMails,
    setStatut,
  }) => {
    const { id, email } = await guestReservation(150);
    const [devis] = await documentsOf(t, id);
    expect(devis).toMatchObject({ kind: 'devis', validUntil: dayFromToday(7) });
    const answer = await setStatut(id, 'confirmé');
    const bon = (await documentsOf(t, id)).find((d) => d.kind === 'bon');
    expect(bon).toMatchObject({
      number: expect.stringMatching(BON_NUMBER) as string,
      ttcCents: 15_000,
      supersededAt: null,
    });
    if (!bon) throw new Error('no bon');
    expect(answer.documents.map((d) => [d.kind, d.number])).toContainEqual(['bon', bon.number]);

    const mails = await statusMails(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toMatch(/^Réservation confirmée : 150,00\s€ \(NP-\d{4}-\d{4}\)$/);
    expect(mail?.dedupeKey).toBe(`reservation:${id}:statut:${answer.version}`);
    attachedDocument(mail?.attachments, bon);
    const text = mail?.text.replace(/\s+/g, ' ');
    expect(text).toContain('Nous avons confirmé votre réservation : votre trajet est réservé.');
    expect(text).toContain(`Votre bon de réservation ${bon.number} est joint à ce message.`);
    expect(text).toContain('Prochaine étape : réglez votre trajet en ligne');
    expect(await documentText(t, bon.file)).toContain(bon.number);
  });

  it('confirms a reservation without a quote: a bon without an amount, no payment asked', async ({
    t,
    guestReservation,
    statusMails,
    setStatut,
  }) => {
    const { id, email } = await guestReservation(null);
    await setStatut(id, 'confirmé');
    const [bon] = await documentsOf(t, id);
    expect(bon).toMatchObject({ kind: 'bon', ttcCents: null });
    const [mail] = await statusMails(email);
    expect(mail?.subject).toMatch(/^Réservation confirmée : trajet du /);
    expect(mail?.text).not.toContain('Prochaine étape');
    expect(mail?.text.replace(/\s+/g, ' ')).toContain(
      'Vous retrouvez votre réservation et ses documents avec le bouton',
    );
  });

  it('stays silent on the other changes, and issues a new bon on a new confirmation', async ({
    t,
    admin,
    guestReservation,
    statusMails,
    setStatut,
  }) => {
    const { id, email } = await guestReservation(80);
    const first = await setStatut(id, 'confirmé');
    // the same statut again changes nothing: no bon, no e-mail
    const again = await admin.statut(id, { version: first.version, statut: 'confirmé' });
    expect(again.json()).toMatchObject({ version: first.version });
    await setStatut(id, 'en attente');
    await setStatut(id, 'annulé');
    expect((await documentsOf(t, id)).map((d) => d.kind)).toEqual(['devis', 'bon']);
    expect(await statusMails(email)).toHaveLength(1);

    await setStatut(id, 'confirmé');
    const bons = (await documentsOf(t, id)).filter((d) => d.kind === 'bon');
    expect(bons).toHaveLength(2);
    expect(bons[0]?.supersededAt).toBeInstanceOf(Date);
    expect(bons[1]?.supersededAt).toBeNull();
    const mails = await statusMails(email);
    expect(mails).toHaveLength(2);
    attachedDocument(mails[0]?.attachments, bons[1] ?? { number: '?', file: '?' });
  });

  it('issues nothing when the change is refused as stale', async ({
    t,
    admin,
    guestReservation,
    statusMails,
  }) => {
    const { id, email } = await guestReservation(80);
    const { version } = await admin.read(id);
    const stale = await admin.statut(id, { version: version - 1, statut: 'confirmé' });
    expect(stale.statusCode).toBe(409);
    expect((await documentsOf(t, id)).map((d) => d.kind)).toEqual(['devis']);
    expect(await statusMails(email)).toHaveLength(0);
  });
});
