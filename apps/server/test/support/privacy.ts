import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DocumentKind } from '@navette/shared';
import { eq, sql } from 'drizzle-orm';
import {
  applications,
  documents,
  mailOutbox,
  payments,
  reservations,
  users,
  type NewReservationRow,
  type NewUserRow,
} from '../../src/db/schema';
import { runRetentionPurge } from '../../src/features/privacy/privacy.purge';
import { createCvStorage } from '../../src/features/recruitment/recruitment.storage';
import type { TestApp } from '../build-test-app';
import { tinyPdf } from '@navette/test-support/files';
import { uniqueEmail } from './reservations';
import { writeDocumentFile } from '../../src/features/documents/documents.storage';

const DAY_MS = 24 * 3600_000;

/** `days` days before `now`. */
export const daysAgo = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/** `years` calendar years before `now`, plus or minus some days. */
export const yearsAgo = (now: Date, years: number, plusDays = 0): Date => {
  const moment = new Date(now);
  moment.setUTCFullYear(moment.getUTCFullYear() - years);
  return new Date(moment.getTime() - plusDays * DAY_MS);
};

/** A reservation stored directly, every personal column filled; returns its id. */
export const insertReservation = async (
  t: TestApp,
  values: Partial<NewReservationRow> & { email: string },
): Promise<string> => {
  const [row] = await t.database.db
    .insert(reservations)
    .values({
      date: '2026-06-14',
      heure: '05:40',
      adresseDepart: '12 rue de Rivoli, 75001 Paris',
      adresseArrivee: 'Aéroport Paris-Orly',
      nom: 'Dupont',
      prenom: 'Élodie',
      telephone: '0612345678',
      ...values,
    })
    .returning({ id: reservations.id });
  if (!row) throw new Error('no reservation inserted');
  return row.id;
};

let documentCounter = 0;

/**
 * A document as the issuer leaves it: a PDF under DATA_DIR/private/documents, its row with the
 * file's SHA-256 and what it says (the buyer's name among it).
 */
export const insertDocument = async (
  t: TestApp,
  {
    kind,
    reservationId,
    issuedAt,
    buyer = 'Élodie Dupont',
  }: { kind: DocumentKind; reservationId: string | null; issuedAt: Date; buyer?: string },
) => {
  documentCounter += 1;
  const prefix = { devis: 'D', bon: 'B', facture: 'F' }[kind];
  const number = `${prefix}-${issuedAt.getUTCFullYear()}-${String(documentCounter).padStart(6, '0')}-${randomUUID().slice(0, 4)}`;
  const bytes = tinyPdf(`${number} ${buyer}`);
  // where and how the issuer stores a document, so that the purge and the erasure find it
  const { file, sha256 } = await writeDocumentFile(t.app.files, issuedAt.getUTCFullYear(), bytes);
  const [row] = await t.database.db
    .insert(documents)
    .values({
      kind,
      number,
      reservationId,
      language: 'fr',
      issuedAt,
      vatRateBp: 1000,
      htCents: 10_000,
      tvaCents: 1_000,
      ttcCents: 11_000,
      file,
      sha256,
      content: { buyer, number },
    })
    .returning();
  if (!row) throw new Error('no document inserted');
  return row;
};

export const documentRow = async (t: TestApp, id: string) => {
  const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id));
  return row;
};

/** Whether a path relative to DATA_DIR names a file, and its SHA-256 if so. */
export const fileHash = (t: TestApp, relative: string): string | undefined => {
  const file = path.join(t.config.dataDir, relative);
  return existsSync(file)
    ? createHash('sha256').update(readFileSync(file)).digest('hex')
    : undefined;
};

/** Every row of each table, as JSON text: what a search of the whole database would read. */
export const tableTexts = async (t: TestApp, tables: readonly string[]) => {
  const texts: Record<string, string[]> = {};
  for (const table of tables) {
    const result = await t.database.db.execute<{ text: string }>(
      sql`select row_to_json(x)::text as text from ${sql.identifier(table)} x`,
    );
    texts[table] = result.rows.map((row) => row.text.toLowerCase());
  }
  return texts;
};

/** The tables that hold people's data, documents aside (they are checked one by one). */
export const PERSONAL_TABLES = [
  'users',
  'sessions',
  'verification_codes',
  'password_reset_codes',
  'sign_in_failures',
  'reservations',
  'reservation_changes',
  'payments',
  'reviews',
  'applications',
  'mail_outbox',
] as const;

/** The purge as the scheduler runs it, on the test app's folders, at a given moment. */
export const runPurge = async (t: TestApp, now: Date) =>
  runRetentionPurge(t.database.db, {
    fileStore: t.app.files,
    cvStorage: await createCvStorage(t.config.recruitment.cvDir, t.app.files),
    now,
  });

/** A customer account stored directly. */
export const insertCustomer = async (t: TestApp, values: Partial<NewUserRow>) => {
  const [row] = await t.database.db
    .insert(users)
    .values({ name: 'Client', email: uniqueEmail('customer'), ...values })
    .returning();
  if (!row) throw new Error('no user');
  return row;
};

/** An application as the recruitment form leaves it: its CV on disk, the company's e-mail. */
export const insertApplication = async (
  t: TestApp,
  {
    email = uniqueEmail('applicant'),
    nom = 'Candidat',
    telephone = '0600000000',
    createdAt = new Date(),
  }: { email?: string; nom?: string; telephone?: string; createdAt?: Date },
) => {
  const cvFile = `${randomUUID()}.pdf`;
  mkdirSync(t.config.recruitment.cvDir, { recursive: true });
  writeFileSync(path.join(t.config.recruitment.cvDir, cvFile), tinyPdf());
  const [row] = await t.database.db
    .insert(applications)
    .values({ nom, prenom: 'Jean', email, telephone, cvFile, cvOriginalName: 'cv.pdf', createdAt })
    .returning();
  const details = `Jean ${nom}, ${email}, ${telephone}`;
  await t.database.db.insert(mailOutbox).values({
    recipient: t.config.company.email,
    template: 'applicationReceived',
    subject: `Candidature de Jean ${nom}`,
    html: `<p>${details}</p>`,
    text: details,
    dedupeKey: `application:${row?.id}:received`,
    createdAt,
  });
  return { id: row?.id ?? '', cvFile };
};

/** An outbox row with a body and an attachment entry. */
export const insertMail = async (
  t: TestApp,
  values: { status: 'pending' | 'sent' | 'failed'; createdAt: Date },
) => {
  const [row] = await t.database.db
    .insert(mailOutbox)
    .values({
      recipient: 'someone@example.test',
      template: 'quoteReady',
      subject: 'Votre devis',
      html: '<p>Bonjour Élodie</p>',
      text: 'Bonjour Élodie',
      attachments: [{ filename: 'devis.pdf', contentType: 'application/pdf', path: 'x.pdf' }],
      ...values,
    })
    .returning();
  return row?.id ?? '';
};

/** A paid payment of 110 € for the reservation, as the checkout records it. */
export const insertPaidPayment = async (t: TestApp, reservationId: string) => {
  await t.database.db.insert(payments).values({
    reservationId,
    provider: 'test',
    providerSessionId: `cs_${reservationId}`,
    amountCents: 11_000,
    status: 'paid',
    paidAt: new Date(),
  });
};
