import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './build-test-app';
import {
  COMPANY_IDENTIFIERS,
  documentRow,
  insertPaidPayment,
  insertReservation,
  pdfText,
  serviceAtRate,
  storedPdf,
} from './support/documents';

/*
 * What the documents of an identified company say (docs/product/documents.md): the bon's seven
 * mentions the VTC rules require, the invoice's mentions, no SPÉCIMEN, and English documents for
 * an English-speaking customer.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: COMPANY_IDENTIFIERS });
});
afterAll(async () => t?.close());

const expectAll = (text: string, mentions: string[]) => {
  for (const mention of mentions) expect(text).toContain(mention);
};

describe('with every identifier configured', () => {
  it('issues a bon with the seven mentions, the number and the agreed price', async () => {
    const serviceId = await serviceAtRate(t, 'Transfert aéroport', 1000);
    const reservation = await insertReservation(t, {
      serviceId,
      // booked at 23:10 UTC on 30 June: 1 July, 01:10 in Paris
      createdAt: new Date('2026-06-30T23:10:00Z'),
      retour: true,
      dateRetour: '2026-12-31',
      heureRetour: '18:45',
      adresseDepartRetour: 'Gare de Lyon, Paris',
      adresseArriveeRetour: 'Hôtel Le Meurice, 228 rue de Rivoli, Paris',
    });
    const bon = await t.database.db.transaction((tx) => t.app.documents.bon(tx, reservation.id));
    const row = await documentRow(t, bon.id);
    expect(row.content).toMatchObject({ specimen: false, bookedAt: '2026-06-30T23:10:00.000Z' });
    const text = await pdfText(await storedPdf(t, bon.attachment.path));
    expect(text).not.toContain('SPÉCIMEN');
    expect(reservation.reference).toMatch(/^NP-\d{4}-\d{4}$/);
    expect(text).not.toContain(reservation.id);
    expectAll(text, [
      'Bon de réservation',
      `N° ${bon.number}`,
      `Référence de réservation : ${reservation.reference}`,
      // 1. the operator's name and contact details
      'Navette Prestige',
      '12 avenue de l’Opéra, 75001 Paris',
      'Tél. : +33 1 84 60 00 00',
      'E-mail : contact@navette-prestige.fr',
      // 2. its VTC register number, 3. its SIREN
      'Inscription au registre VTC : EVTC075190001',
      'SIREN : 732829320',
      // 4. the customer's name and phone number
      'Hélène Lefèvre',
      'Tél. : +33 6 12 34 56 78',
      // 5. when the booking was made, in Paris time
      'Réservation effectuée le 01/07/2026 à 01:10',
      // 6. the pick-up's date, time and place, and 7. the return leg's
      'Aller 24/12/2026 à 08:30 12 avenue de l’Opéra, 75001 Paris',
      'Retour 31/12/2026 à 18:45 Gare de Lyon, Paris Hôtel Le Meurice, 228 rue de Rivoli, Paris',
      'PRIX CONVENU',
      'Total TTC 1 250,00 €',
    ]);
  });

  it('issues an invoice with the seller, the buyer, the service, HT per rate, the payment', async () => {
    const serviceId = await serviceAtRate(t, 'Transfert Opéra', 1000);
    const reservation = await insertReservation(t, { serviceId, devisCents: 130_000 });
    // the invoice records the amount paid, whatever the quote says now
    const paymentId = await insertPaidPayment(
      t,
      reservation.id,
      125_000,
      new Date('2026-11-20T23:30:00Z'),
    );
    const invoice = await t.database.db.transaction((tx) => t.app.documents.facture(tx, paymentId));
    const row = await documentRow(t, invoice.id);
    expect(row).toMatchObject({ htCents: 113_636, tvaCents: 11_364, ttcCents: 125_000 });
    expect(row.content).toMatchObject({
      specimen: false,
      serviceDate: '2026-12-24',
      payment: { paidAt: '2026-11-20T23:30:00.000Z', means: 'card', provider: 'stripe' },
    });
    const text = await pdfText(await storedPdf(t, invoice.attachment.path));
    expect(text).not.toContain('SPÉCIMEN');
    expect(text).not.toContain('non renseigné');
    expectAll(text, [
      'Facture',
      `N° ${invoice.number}`,
      'Navette Prestige',
      '12 avenue de l’Opéra, 75001 Paris',
      'SIREN : 732829320',
      'SIRET : 73282932000074',
      'N° TVA intracommunautaire : FR44732829320',
      'Inscription au registre VTC : EVTC075190001',
      'Hélène Lefèvre',
      'E-mail : helene.',
      'Tél. : +33 6 12 34 56 78',
      'Transport de personnes avec chauffeur — Transfert Opéra',
      'Date de la prestation : 24/12/2026',
      '12 avenue de l’Opéra, 75001 Paris Aéroport Paris-Charles de Gaulle, Terminal 2E',
      'Total HT (TVA à 10 %) 1 136,36 €',
      'TVA 10 % 113,64 €',
      'Total TTC 1 250,00 €',
      // paid at 00:30 on 21 November in Paris
      'Payée le 21/11/2026',
      'Moyen de paiement : Carte bancaire',
      'Facture acquittée',
    ]);
  });

  it('names both days of a round trip as the invoice’s date of service', async () => {
    const reservation = await insertReservation(t, {
      devisCents: 130_000,
      retour: true,
      dateRetour: '2026-12-31',
      heureRetour: '18:45',
      adresseDepartRetour: 'Gare de Lyon, Paris',
      adresseArriveeRetour: 'Hôtel Le Meurice, 228 rue de Rivoli, Paris',
    });
    const paymentId = await insertPaidPayment(t, reservation.id, 130_000);
    const invoice = await t.database.db.transaction((tx) => t.app.documents.facture(tx, paymentId));
    const text = await pdfText(await storedPdf(t, invoice.attachment.path));
    expectAll(text, [
      'Date de la prestation : aller le 24/12/2026, retour le 31/12/2026',
      `Référence de réservation : ${reservation.reference}`,
    ]);
  });

  it('writes an English customer’s documents in English', async () => {
    const reservation = await insertReservation(t, { language: 'en', devisCents: 125_000 });
    const devis = await t.database.db.transaction((tx) =>
      t.app.documents.devis(tx, reservation.id),
    );
    expect(devis.attachment.filename).toBe(`devis-${devis.number}.pdf`);
    const devisText = await pdfText(await storedPdf(t, devis.attachment.path));
    expectAll(devisText, [
      'Quote',
      `No. ${devis.number}`,
      'Valid until',
      'Outbound 24/12/2026 at 08:30',
      'Total excl. VAT (VAT at 10%) €1,136.36',
      'VAT 10% €113.64',
      'Total incl. VAT €1,250.00',
    ]);
    expect(devisText).not.toContain('Devis');

    const paymentId = await insertPaidPayment(t, reservation.id, 125_000);
    const invoice = await t.database.db.transaction((tx) => t.app.documents.facture(tx, paymentId));
    const text = await pdfText(await storedPdf(t, invoice.attachment.path));
    expectAll(text, [
      'Invoice',
      'Paid on 20/11/2026',
      'Payment method: Card',
      'Invoice paid in full',
    ]);
    expect((await documentRow(t, invoice.id)).language).toBe('en');
  });
});
