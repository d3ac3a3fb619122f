import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { documentRow, insertReservation } from './support/documents';
import { applicationOf, postApplication } from './support/recruitment';
import { signedInCustomer } from './support/reservations';
import { photo, servicesAdminClient } from './support/services-admin';
import type { BrowserClient } from '@navette/test-support/browser-client';
import { tinyPdf } from '@navette/test-support/files';
import { startS3Server, type S3StandIn } from '@navette/test-support/s3-server';

/*
 * The files in an S3-compatible bucket (STORAGE_URL, docs/decisions/0054-files-in-object-storage.md):
 * each kind goes to the bucket and comes back through the app with the headers and access rules
 * it has on disk, and nothing of it stays in DATA_DIR. The bucket is s3rver, a real S3 server.
 */

let s3: S3StandIn;
let t: TestApp;
let admin: BrowserClient;
const CV_MAX_BYTES = 64 * 1024;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await buildTestApp({
    env: {
      STORAGE_URL: s3.storageUrl('site'),
      CV_MAX_BYTES: String(CV_MAX_BYTES),
      RECRUITMENT_RATE_LIMIT_MAX: '1000',
    },
  });
  admin = (await signInAsAdmin(t.app, t.database.db)).client;
}, 60_000);
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** What the app left in DATA_DIR's folders of files: received uploads must not stay there. */
const localFiles = (folder: string): string[] => {
  const dir = path.join(t.config.dataDir, ...folder.split('/'));
  return existsSync(dir) ? readdirSync(dir, { recursive: true, encoding: 'utf8' }) : [];
};

const objectBytes = async (key: string) => {
  const file = await t.app.files.get(key);
  if (!file) throw new Error(`no object ${key}`);
  return buffer(file.stream);
};

describe('service images in the bucket', () => {
  it('are stored there at upload and served from there, cached for a year', async () => {
    const services = await servicesAdminClient(t);
    const created = await services.create(
      { name: 'Navette S3', description: 'Une image dans le seau.' },
      [{ filename: 'a.jpg', contentType: 'image/jpeg', content: await photo('jpeg') }],
    );
    expect(created.statusCode, created.body).toBe(201);
    const { image } = created.json<{ image: string }>();
    const small = image.replace(/\.webp$/, '-600.webp');
    expect(await s3.keys('site/uploads/services/')).toEqual(
      expect.arrayContaining([`site/uploads/services/${image}`, `site/uploads/services/${small}`]),
    );
    const response = await t.app.inject({ method: 'GET', url: `/uploads/services/${image}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.rawPayload.equals(await objectBytes(`uploads/services/${image}`))).toBe(true);
    expect(localFiles('uploads')).toEqual([]);
    // a browser holding it asks again with its ETag: not sent twice
    const again = await t.app.inject({
      method: 'GET',
      url: `/uploads/services/${image}`,
      headers: { 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('include the seeded pictures, cached for a day', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/uploads/services/mariage.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(await s3.keys('site/uploads/services/mariage')).toEqual([
      'site/uploads/services/mariage.svg',
    ]);
  });

  it('missing from the bucket answer the same 404 as a missing file', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/uploads/services/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: expect.any(String), code: 'NOT_FOUND' });
  });
});

describe('CVs in the bucket', () => {
  const apply = (email: string, content: Buffer) =>
    postApplication(t, { nom: 'Seau', prenom: 'Anna', email, telephone: '06 12 34 56 78' }, [
      { filename: 'cv anna.pdf', content },
    ]);

  it('are received whole into the bucket and opened by `Voir CV` as on disk', async () => {
    const cv = tinyPdf('CV Anna');
    expect((await apply('anna@example.test', cv)).statusCode).toBe(201);
    const row = await applicationOf(t, 'anna@example.test');
    expect(await s3.keys('site/private/cv/')).toContain(`site/private/cv/${row.cvFile}`);
    expect(localFiles('private/cv')).toEqual([]);

    const response = await admin.get(`/api/recruitment/candidatures/${row.id}/cv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^inline; filename="cv anna\.pdf"/);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(cv)).toBe(true);

    // deleting the application removes its CV from the bucket
    const deleted = await admin.request({
      method: 'DELETE',
      url: `/api/recruitment/candidatures/${row.id}`,
    });
    expect(deleted.statusCode).toBe(200);
    expect(await s3.keys('site/private/cv/')).not.toContain(`site/private/cv/${row.cvFile}`);
  });

  it('over the limit leave nothing, in the bucket or on disk', async () => {
    const before = await s3.keys('site/private/cv/');
    const tooLarge = Buffer.concat([tinyPdf(), Buffer.alloc(CV_MAX_BYTES, 0x20)]);
    expect((await apply('trop@example.test', tooLarge)).statusCode).toBe(413);
    expect(await s3.keys('site/private/cv/')).toEqual(before);
    expect(localFiles('private/cv')).toEqual([]);
  });
});

describe('documents in the bucket', () => {
  let owner: BrowserClient;
  let other: BrowserClient;
  let devisId = '';
  beforeAll(async () => {
    const session = await signedInCustomer(t);
    owner = session.browser;
    other = (await signedInCustomer(t)).browser;
    const [user] = await t.database.db.select().from(users).where(eq(users.email, session.email));
    const reservation = await insertReservation(t, { userId: user?.id ?? null });
    devisId = (await t.database.db.transaction((tx) => t.app.documents.devis(tx, reservation.id)))
      .id;
  });

  it('are written there when issued and downloaded by their owner, whole', async () => {
    const row = await documentRow(t, devisId);
    expect(await s3.keys('site/private/documents/')).toContain(`site/${row?.file}`);
    expect(localFiles('private/documents')).toEqual([]);
    const response = await owner.get(`/api/documents/${devisId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="devis-/);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(createHash('sha256').update(response.rawPayload).digest('hex')).toBe(row?.sha256);
  });

  it('are refused to another customer as if they did not exist', async () => {
    const response = await other.get(`/api/documents/${devisId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
  });

  it('missing from the bucket answer the owner the usual 404', async () => {
    const row = await documentRow(t, devisId);
    await t.app.files.delete(row?.file ?? '');
    const response = await owner.get(`/api/documents/${devisId}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'DOCUMENT_NOT_FOUND' });
  });
});
