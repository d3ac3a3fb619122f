import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
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

const year = () => new Date().getFullYear();

describe('documents issued in a transaction (specimen: no identifiers configured)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('issues a devis with its number, validity, parties, trip and amounts at 10 %', async () => {
    const serviceId = await serviceAtRate(t, 'Transfert aéroport', 1000);
    const reservation = await insertReservation(t, {
      serviceId,
      retour: true,
      dateRetour: '2026-12-31',
      heureRetour: '18:45',
      moyenTransport: 'avion',
      numeroVol: 'AF1234',
    });
    const issued = await t.database.db.transaction((tx) =>
      t.app.documents.devis(tx, reservation.id),
    );

    expect(issued.number).toMatch(new RegExp(`^D-${year()}-\\d{6}$`));
    expect(issued.attachment).toEqual({
      filename: `devis-${issued.number}.pdf`,
      contentType: 'application/pdf',
      path: expect.stringMatching(new RegExp(`^private/documents/${year()}/[0-9a-f-]{36}\\.pdf$`)),
    });
    const row = await documentRow(t, issued.id);
    expect(row).toMatchObject({
      kind: 'devis',
      reservationId: reservation.id,
      vatRateBp: 1000,
      htCents: 113_636,
      tvaCents: 11_364,
      ttcCents: 125_000,
      validUntil: issued.validUntil,
      supersededAt: null,
    });
    const bytes = await storedPdf(t, row.file);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
    const info = await stat(path.join(t.config.dataDir, row.file));
    expect(info.mode & 0o777).toBe(0o600);

    const text = await pdfText(bytes);
    expect(text).toContain('SPÉCIMEN');
    expect(text).toContain('Devis');
    expect(text).toContain(`N° ${issued.number}`);
    const [vy, vm, vd] = (issued.validUntil ?? '').split('-');
    expect(text).toContain(`Valable jusqu’au ${vd}/${vm}/${vy}`);
    expect(text).toContain('Navette Prestige');
    expect(text).toContain('12 avenue de l’Opéra, 75001 Paris');
    expect(text).toContain('Hélène Lefèvre');
    expect(text).toContain('+33612345678');
    expect(text).toContain('24/12/2026 à 08:30');
    expect(text).toContain('Aéroport Paris-Charles de Gaulle, Terminal 2E');
    expect(text).toContain('Vol AF1234');
    expect(text).toContain('31/12/2026 à 18:45');
    expect(text).toContain('Total HT (TVA à 10 %) 1 136,36 €');
    expect(text).toContain('TVA 10 % 113,64 €');
    expect(text).toContain('Total TTC 1 250,00 €');
  });

  it('issues a bon with the seven mentions, and an invoice once per payment', async () => {
    const reservation = await insertReservation(t, { devisCents: 8_000 });
    const bon = await t.database.db.transaction((tx) => t.app.documents.bon(tx, reservation.id));
    expect(bon.attachment.filename).toBe(`bon-de-reservation-${bon.number}.pdf`);
    const bonText = await pdfText(await storedPdf(t, bon.attachment.path));
    expect(bonText).toContain('Bon de réservation');
    expect(bonText).toContain('Inscription au registre VTC : non renseigné');

    const paymentId = await insertPaidPayment(t, reservation.id, 8_000);
    const first = await t.database.db.transaction((tx) => t.app.documents.facture(tx, paymentId));
    const again = await t.database.db.transaction((tx) => t.app.documents.facture(tx, paymentId));
    expect(again).toEqual(first);
    expect(first.attachment.filename).toBe(`facture-${first.number}.pdf`);
    const text = await pdfText(await storedPdf(t, first.attachment.path));
    expect(text).toContain('Facture acquittée');
    expect(text).toContain('Payée le 20/11/2026');
    expect(text).toContain('Carte bancaire');
    expect(text).toContain('Total TTC 80,00 €');
  });
});

describe('documents with the company identified', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: COMPANY_IDENTIFIERS });
  });
  afterAll(() => t.close());

  it('prints the identifiers and no specimen mark', async () => {
    const reservation = await insertReservation(t);
    const issued = await t.database.db.transaction((tx) =>
      t.app.documents.devis(tx, reservation.id),
    );
    const text = await pdfText(await storedPdf(t, issued.attachment.path));
    expect(text).not.toContain('SPÉCIMEN');
    expect(text).toContain('SIREN : 732829320');
  });
});
