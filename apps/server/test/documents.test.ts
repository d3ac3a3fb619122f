import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parisToday } from '@navette/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import {
  documentRow,
  insertPaidPayment,
  insertReservation,
  pdfInfo,
  pdfPages,
  pdfText,
  serviceAtRate,
  storedPdf,
} from './support/documents';

/*
 * The three documents as issued by a company whose legal identifiers are not configured: every
 * page says SPÉCIMEN (docs/product/documents.md#the-operators-identity); the amounts follow the
 * one VAT rule (docs/product/documents.md#amounts). documents-content.test.ts has the identified
 * company's documents.
 */

const year = new Date().getFullYear();
const today = parisToday();
const [y, m, d] = today.split('-');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const issueDevis = (reservationId: string) =>
  t.database.db.transaction((tx) => t.app.documents.devis(tx, reservationId));

describe('a devis', () => {
  it('is stored privately with its sha256, its amounts and what it says', async () => {
    const serviceId = await serviceAtRate(t, 'Transfert aéroport', 1000);
    const reservation = await insertReservation(t, { serviceId });
    const issued = await issueDevis(reservation.id);

    expect(issued.number).toMatch(new RegExp(`^D-${year}-\\d{6}$`));
    expect(issued.attachment).toEqual({
      filename: `devis-${issued.number}.pdf`,
      contentType: 'application/pdf',
      path: expect.stringMatching(new RegExp(`^private/documents/${year}/[0-9a-f-]{36}\\.pdf$`)),
    });
    const row = await documentRow(t, issued.id);
    expect(row).toMatchObject({
      kind: 'devis',
      number: issued.number,
      reservationId: reservation.id,
      paymentId: null,
      language: 'fr',
      vatRateBp: 1000,
      htCents: 113_636,
      tvaCents: 11_364,
      ttcCents: 125_000,
      validUntil: issued.validUntil,
      supersededAt: null,
      content: expect.objectContaining({
        kind: 'devis',
        number: issued.number,
        specimen: true,
        service: 'Transfert aéroport',
        amounts: { vatRateBp: 1000, htCents: 113_636, tvaCents: 11_364, ttcCents: 125_000 },
        validUntil: issued.validUntil,
      }),
    });
    const bytes = await storedPdf(t, row.file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
    const info = await stat(path.join(t.config.dataDir, row.file));
    expect(info.mode & 0o777).toBe(0o600);
  });

  it('says its number, its dates, both parties, the trip and HT / TVA 10 % / TTC', async () => {
    const serviceId = await serviceAtRate(t, 'Transfert gare', 1000);
    const reservation = await insertReservation(t, {
      serviceId,
      arretIntermediaire: 'Gare du Nord',
      moyenTransport: 'avion',
      numeroVol: 'AF1234',
      nombrePassagers: 3,
      retour: true,
      dateRetour: '2026-12-31',
      heureRetour: '18:45',
    });
    const issued = await issueDevis(reservation.id);
    // valid 30 days (QUOTE_VALIDITY_DAYS_DEFAULT) from today in Paris, and never past the pick-up
    // day, 24/12/2026 (observed: a devis issued on 27/11 said "valable jusqu'au 27/12")
    const today = new Date(
      `${new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Paris' })}T00:00:00Z`,
    );
    const in30Days = new Date(today.getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
    const validUntil = in30Days < '2026-12-24' ? in30Days : '2026-12-24';
    expect(issued.validUntil).toBe(validUntil);

    const text = await pdfText(await storedPdf(t, issued.attachment.path));
    const [vy, vm, vd] = validUntil.split('-');
    for (const mention of [
      'Devis',
      `N° ${issued.number}`,
      `Date : ${d}/${m}/${y}`,
      `Valable jusqu’au ${vd}/${vm}/${vy}`,
      'Navette Prestige',
      '12 avenue de l’Opéra, 75001 Paris',
      'Tél. : +33 1 84 60 00 00',
      'contact@navette-prestige.fr',
      'Hélène Lefèvre',
      'Tél. : +33 6 12 34 56 78',
      'Prestation : Transfert gare',
      'Aller 24/12/2026 à 08:30 12 avenue de l’Opéra, 75001 Paris Aéroport Paris-Charles de Gaulle, Terminal 2E',
      'Arrêt : Gare du Nord · Vol AF1234 · 3 passagers',
      'Retour 31/12/2026 à 18:45 Aéroport Paris-Charles de Gaulle, Terminal 2E 12 avenue de l’Opéra, 75001 Paris',
      'Total HT (TVA à 10 %) 1 136,36 €',
      'TVA 10 % 113,64 €',
      'Total TTC 1 250,00 €',
    ]) {
      expect(text).toContain(mention);
    }
  });

  it('splits a 20 % service, and uses 10 % for a reservation without a service', async () => {
    const hire = await serviceAtRate(t, 'Mise à disposition', 2000);
    const atTwenty = await issueDevis((await insertReservation(t, { serviceId: hire })).id);
    expect(await documentRow(t, atTwenty.id)).toMatchObject({
      vatRateBp: 2000,
      htCents: 104_167,
      tvaCents: 20_833,
      ttcCents: 125_000,
    });
    const text = await pdfText(await storedPdf(t, atTwenty.attachment.path));
    expect(text).toContain('Total HT (TVA à 20 %) 1 041,67 €');
    expect(text).toContain('TVA 20 % 208,33 €');
    expect(text).toContain('Total TTC 1 250,00 €');

    const none = await issueDevis(
      (await insertReservation(t, { serviceId: null, devisCents: 9_999 })).id,
    );
    expect(await documentRow(t, none.id)).toMatchObject({
      vatRateBp: 1000,
      htCents: 9_090,
      tvaCents: 909,
      ttcCents: 9_999,
    });
  });

  it('marks every page SPÉCIMEN and carries its title, author and date', async () => {
    const issued = await issueDevis((await insertReservation(t)).id);
    const bytes = await storedPdf(t, issued.attachment.path);
    const pages = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(page).toContain('SPÉCIMEN');
      expect(page).toContain('SIRET : non renseigné');
    }
    const row = await documentRow(t, issued.id);
    const info = await pdfInfo(bytes);
    expect(info).toMatchObject({ Title: `Devis ${issued.number}`, Author: 'Navette Prestige' });
    expect((info.CreationDate as Date).getTime()).toBe(
      Math.floor(row.issuedAt.getTime() / 1000) * 1000,
    );
  });
});

describe('a bon de réservation and an invoice', () => {
  it('issues a bon without a price when none was agreed', async () => {
    const reservation = await insertReservation(t, { devisCents: null });
    const bon = await t.database.db.transaction((tx) => t.app.documents.bon(tx, reservation.id));
    expect(bon).toMatchObject({ kind: 'bon', validUntil: null });
    expect(bon.attachment.filename).toBe(`bon-de-reservation-${bon.number}.pdf`);
    expect(await documentRow(t, bon.id)).toMatchObject({ ttcCents: null, htCents: null });
    const text = await pdfText(await storedPdf(t, bon.attachment.path));
    expect(text).toContain('SPÉCIMEN');
    expect(text).toContain('Aucun prix n’a encore été convenu');
  });

  it('issues one invoice per payment: a second fulfilment gets the first', async () => {
    const reservation = await insertReservation(t, { devisCents: 8_000 });
    const paymentId = await insertPaidPayment(t, reservation.id, 8_000);
    const first = await t.database.db.transaction((tx) => t.app.documents.facture(tx, paymentId));
    const again = await t.database.db.transaction((tx) => t.app.documents.facture(tx, paymentId));
    expect(again).toEqual(first);
    expect(first).toMatchObject({ kind: 'facture', validUntil: null });
    expect(first.attachment.filename).toBe(`facture-${first.number}.pdf`);
    expect(await documentRow(t, first.id)).toMatchObject({ paymentId, ttcCents: 8_000 });
    const text = await pdfText(await storedPdf(t, first.attachment.path));
    expect(text).toContain('SPÉCIMEN');
    expect(text).toContain('Facture acquittée');
  });

  it('hands the e-mail of the same change an attachment the outbox accepts', async () => {
    const reservation = await insertReservation(t);
    const { devis, result } = await t.database.db.transaction(async (tx) => {
      const issued = await t.app.documents.devis(tx, reservation.id);
      const queued = await t.app.mail.enqueue(tx, {
        to: 'helene@example.test',
        language: 'fr',
        template: 'verificationCode',
        params: { code: '482913', minutes: 15 },
        attachments: [issued.attachment],
      });
      return { devis: issued, result: queued };
    });
    expect(result.queued).toBe(true);
    const [row] = await t.database.db
      .select({ attachments: mailOutbox.attachments })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, result.queued ? result.id : ''));
    expect(row?.attachments).toEqual([devis.attachment]);
  });
});
