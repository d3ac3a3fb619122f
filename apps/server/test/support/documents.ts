import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { extractText, getMeta } from 'unpdf';
import {
  documents,
  payments,
  reservations,
  services,
  type NewReservationRow,
} from '../../src/db/schema';
import type { TestApp } from '../build-test-app';

/** The company's four legal identifiers: with them, documents are no longer specimens. */
export const COMPANY_IDENTIFIERS = {
  COMPANY_SIREN: '732829320',
  COMPANY_SIRET: '73282932000074',
  COMPANY_VAT_NUMBER: 'FR44732829320',
  COMPANY_VTC_REGISTRY: 'EVTC075190001',
};

/** A service of the catalogue at the given VAT rate (basis points). */
export const serviceAtRate = async (t: TestApp, name: string, vatRateBp: number) => {
  const [row] = await t.database.db
    .insert(services)
    .values({ name, description: name, image: 'https://example.test/image.webp', vatRateBp })
    .returning({ id: services.id });
  if (!row) throw new Error('no service');
  return row.id;
};

/** A reservation written straight to the table: the documents read it, whatever made it. */
export const insertReservation = async (t: TestApp, fields: Partial<NewReservationRow> = {}) => {
  const [row] = await t.database.db
    .insert(reservations)
    .values({
      date: '2026-12-24',
      heure: '08:30',
      adresseDepart: '12 avenue de l’Opéra, 75001 Paris',
      adresseArrivee: 'Aéroport Paris-Charles de Gaulle, Terminal 2E',
      nom: 'Lefèvre',
      prenom: 'Hélène',
      email: `helene.${randomUUID().slice(0, 8)}@example.test`,
      telephone: '+33612345678',
      devisCents: 125_000,
      ...fields,
    })
    .returning({
      id: reservations.id,
      reference: reservations.reference,
      createdAt: reservations.createdAt,
    });
  if (!row) throw new Error('no reservation');
  return row;
};

/** A paid card payment of the reservation. */
export const insertPaidPayment = async (
  t: TestApp,
  reservationId: string,
  amountCents: number,
  paidAt = new Date('2026-11-20T22:30:00Z'),
) => {
  const [row] = await t.database.db
    .insert(payments)
    .values({
      reservationId,
      provider: 'stripe',
      providerSessionId: `cs_test_${randomUUID()}`,
      amountCents,
      status: 'paid',
      paidAt,
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('no payment');
  return row.id;
};

export const documentRow = async (t: TestApp, id: string) => {
  const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id));
  if (!row) throw new Error(`no document ${id}`);
  return row;
};

/** The stored PDF's bytes. */
export const storedPdf = (t: TestApp, file: string) =>
  readFile(path.join(t.config.dataDir, ...file.split('/')));

/** A PDF's text, every kind of space read as a plain one. */
export const pdfText = async (bytes: Uint8Array): Promise<string> => {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

/** Each page's text, spaces as in pdfText. */
export const pdfPages = async (bytes: Uint8Array): Promise<string[]> => {
  const { text } = await extractText(new Uint8Array(bytes));
  return text.map((page) => page.replace(/\s+/g, ' '));
};

/** The PDF's information dictionary (Title, Author, CreationDate as a Date). */
export const pdfInfo = async (bytes: Uint8Array): Promise<Record<string, unknown>> =>
  (await getMeta(new Uint8Array(bytes), { parseDates: true })).info;
