import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reservations, users } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { documentRow, insertReservation, storedPdf } from './support/documents';
import { signedInCustomer } from './support/reservations';

/*
 * Downloading a document (docs/product/documents.md#who-may-download): the reservation's owner
 * and the administrators, nobody else; the bytes are the stored file's.
 */

let t: TestApp;
let owner: BrowserClient;
let other: BrowserClient;
let adminToken = '';
let devisId = '';

const userIdOf = async (email: string) => {
  const [row] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

const notFound = { error: 'Document introuvable.', code: 'DOCUMENT_NOT_FOUND' };

/** The app's log lines (errors only), to see what an operator is told. */
const log = { lines: [] as string[], write: (line: string) => void log.lines.push(line) };

beforeAll(async () => {
  t = await buildTestApp({ logStream: log, env: { LOG_LEVEL: 'error' } });
  const ownerSession = await signedInCustomer(t);
  owner = ownerSession.browser;
  other = (await signedInCustomer(t)).browser;
  adminToken = (await signInAsAdmin(t.app, t.database.db)).token;
  const reservation = await insertReservation(t, { userId: await userIdOf(ownerSession.email) });
  devisId = (await t.database.db.transaction((tx) => t.app.documents.devis(tx, reservation.id))).id;
});
afterAll(async () => t?.close());

describe('GET /api/documents/:id', () => {
  it('gives the owner the stored PDF, as an attachment nobody caches', async () => {
    const row = await documentRow(t, devisId);
    const response = await owner.get(`/api/documents/${devisId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="devis-${row.number}\\.pdf"`),
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toContain('no-store');
    const bytes = response.rawPayload;
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.equals(await storedPdf(t, row.file))).toBe(true);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(row.sha256);
  });

  it("answers another customer's request as if the document did not exist", async () => {
    const response = await other.get(`/api/documents/${devisId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
  });

  it('refuses an anonymous visitor with 401', async () => {
    const response = await new BrowserClient(t.app).get(`/api/documents/${devisId}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('gives an administrator any document, by bearer', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${devisId}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(response.headers['cache-control']).toContain('no-store');
  });

  it('answers an unknown or malformed id with DOCUMENT_NOT_FOUND', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', "1'or'1"]) {
      const response = await owner.get(`/api/documents/${encodeURIComponent(id)}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.json()).toEqual(notFound);
    }
  });

  it('hides from the customer a document whose reservation is gone, not from an administrator', async () => {
    const email = `gone-${Date.now()}@example.test`;
    const session = await signedInCustomer(t, email);
    const reservation = await insertReservation(t, { userId: await userIdOf(email) });
    const bon = await t.database.db.transaction((tx) => t.app.documents.bon(tx, reservation.id));
    expect((await session.browser.get(`/api/documents/${bon.id}`)).statusCode).toBe(200);
    await t.database.db.delete(reservations).where(eq(reservations.id, reservation.id));
    const response = await session.browser.get(`/api/documents/${bon.id}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${bon.id}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(admin.statusCode).toBe(200);
  });

  it('answers 404 when the file is missing, without a 500', async () => {
    const reservation = await insertReservation(t);
    const bon = await t.database.db.transaction((tx) => t.app.documents.bon(tx, reservation.id));
    await rm(path.join(t.config.dataDir, bon.attachment.path));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${bon.id}`,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(notFound);
    const entry = log.lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'document file missing');
    expect(entry).toMatchObject({ level: 50, documentId: bon.id, number: bon.number });
  });
});
