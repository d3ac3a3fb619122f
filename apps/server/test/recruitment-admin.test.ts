import { existsSync, readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, mailOutbox } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { tinyPdf } from '@navette/test-support/files';
import { applicationOf, postApplication } from './support/recruitment';

/*
 * The back-office's applications (docs/product/back-office.md#applications): the search on
 * last name, first name, e-mail and phone, pages of 25, and the deletion of an application with
 * its CV file.
 */

interface Page {
  items: { _id: string; nom: string; prenom: string; email: string; telephone: string }[];
  total: number;
  page: number;
  pageSize: number;
}

let t: TestApp;
let admin: BrowserClient;
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

const insert = (rows: { nom: string; prenom: string; email: string; telephone: string }[]) =>
  t.database.db.insert(applications).values(
    rows.map((row, index) => ({
      ...row,
      cvFile: `${crypto.randomUUID()}.pdf`,
      cvOriginalName: 'cv.pdf',
      // the first row is the newest
      createdAt: new Date(NOW - index * 60_000),
    })),
  );

beforeAll(async () => {
  t = await buildTestApp({ env: { RECRUITMENT_RATE_LIMIT_MAX: '100000' } });
  admin = (await signInAsAdmin(t.app, t.database.db)).client;
  await insert([
    { nom: 'Dupont', prenom: 'Jean', email: 'jean.dupont@example.fr', telephone: '06 12 34 56 78' },
    { nom: 'Martin', prenom: 'Léa', email: 'lea.m@example.fr', telephone: '+33 7 11 22 33 44' },
    { nom: 'Bernard', prenom: 'Chloé', email: 'CHLOE@exemple.com', telephone: '0699887766' },
  ]);
  // 60 older ones, "Candidat 01" the newest of them
  await t.database.db.insert(applications).values(
    Array.from({ length: 60 }, (_, index) => ({
      nom: `Candidat ${String(index + 1).padStart(2, '0')}`,
      prenom: 'Test',
      email: `candidat${index + 1}@example.org`,
      telephone: `05 00 00 00 ${String(index).padStart(2, '0')}`,
      cvFile: `${crypto.randomUUID()}.pdf`,
      cvOriginalName: 'cv.pdf',
      createdAt: new Date(NOW - (10 + index) * 60_000),
    })),
  );
});
afterAll(async () => t?.close());

const list = async (query: Record<string, string> = {}) => {
  const response = await admin.get(
    `/api/recruitment/candidatures?${new URLSearchParams(query).toString()}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};
const names = (page: Page) => page.items.map((item) => item.nom);

describe('the search', () => {
  it.each([
    ['dupont', 'last name', ['Dupont']],
    ['JEAN', 'first name, whatever the case', ['Dupont']],
    ['lea', 'first name, without its accent', ['Martin']],
    ['chloé bernard', 'first name then last name', ['Bernard']],
    ['chloe@EXEMPLE', 'e-mail, whatever the case', ['Bernard']],
    ['0612', 'phone stored with spaces, searched without', ['Dupont']],
    ['06 99 88', 'phone stored without spaces, searched with', ['Bernard']],
    ['7 11 22', 'phone with spaces both sides', ['Martin']],
    ['+33 711', 'international phone', ['Martin']],
  ])('%j finds by %s', async (q, _what, expected) => {
    const found = await list({ q });
    expect(names(found)).toEqual(expected);
    expect(found.total).toBe(expected.length);
  });

  it('answers an empty page when nothing matches, and takes % and _ literally', async () => {
    for (const q of ['personne', '%', '_____x']) {
      expect(await list({ q })).toEqual({ items: [], total: 0, page: 1, pageSize: 25 });
    }
  });

  it('a search of control characters alone lists everything, never a server error', async () => {
    expect((await list({ q: '\u0000\u001f' })).total).toBe(63);
    expect((await list({ q: 'dup\u0000ont' })).total).toBe(1);
  });

  it('a blank search lists everything', async () => {
    expect((await list({ q: '   ' })).total).toBe(63);
  });
});

describe('the pages', () => {
  it('serves 25 a page, newest first, with the total of what matches', async () => {
    const first = await list();
    expect(first).toMatchObject({ total: 63, page: 1, pageSize: 25 });
    expect(names(first).slice(0, 4)).toEqual(['Dupont', 'Martin', 'Bernard', 'Candidat 01']);
    expect(first.items).toHaveLength(25);
    const second = await list({ page: '2' });
    expect(names(second)[0]).toBe('Candidat 23');
    expect(second.items).toHaveLength(25);
    const third = await list({ page: '3' });
    expect(third.items).toHaveLength(13);
    expect(names(third).at(-1)).toBe('Candidat 60');
    const ids = [...first.items, ...second.items, ...third.items].map((item) => item._id);
    expect(new Set(ids).size).toBe(63);
    expect(await list({ page: '4' })).toEqual({ items: [], total: 63, page: 4, pageSize: 25 });
  });

  it('pages a search too', async () => {
    const page = await list({ q: 'candidat', page: '3' });
    expect(page.total).toBe(60);
    expect(names(page)).toEqual(Array.from({ length: 10 }, (_, i) => `Candidat ${51 + i}`));
  });

  it.each([
    [{ page: '0' }, 'Le numéro de page doit être un entier positif.'],
    [{ page: 'deux' }, 'Le numéro de page doit être un entier positif.'],
    [{ page: '1.5' }, 'Le numéro de page doit être un entier positif.'],
    [{ q: 'x'.repeat(201) }, 'La recherche doit contenir au plus 200 caractères.'],
  ])('refuses %j with a clear message', async (query, message) => {
    const response = await admin.get(
      `/api/recruitment/candidatures?${new URLSearchParams(query).toString()}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(message);
  });
});

describe('Voir CV', () => {
  it('opens the PDF in the browser rather than saving it, with a safe name and nothing run as a page', async () => {
    const email = 'ouvrir.cv@example.fr';
    const applied = await postApplication(
      t,
      { nom: 'Lefèvre"; x=1', prenom: 'Élise', email, telephone: '0611223344' },
      [{ filename: 'cv.pdf', content: tinyPdf('Élise') }],
    );
    expect(applied.statusCode).toBe(201);
    const row = await applicationOf(t, email);

    const cv = await admin.get(`/api/recruitment/candidatures/${row.id}/cv`);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    const disposition = String(cv.headers['content-disposition']);
    // inline: the browser's viewer opens it in the new tab
    expect(disposition).toMatch(/^inline; filename="[^"]*\.pdf"; filename\*=UTF-8''[^"';\s]+$/);
    // the candidate's name cannot add a parameter or end the quoted name early
    expect(disposition).not.toContain('x=1"');
    expect(disposition.match(/"/g)).toHaveLength(2);
    expect(cv.headers['x-content-type-options']).toBe('nosniff');
    expect(cv.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(cv.headers['cache-control']).toBe('private, no-store');
  });
});

describe('deleting an application', () => {
  const cvFiles = () =>
    existsSync(t.config.recruitment.cvDir) ? readdirSync(t.config.recruitment.cvDir) : [];

  const applyAs = async (email: string) => {
    const response = await postApplication(
      t,
      { nom: 'Oubli', prenom: 'Anne', email, telephone: '0611223344' },
      [{ filename: 'cv.pdf', content: tinyPdf('Anne') }],
    );
    expect(response.statusCode).toBe(201);
    return applicationOf(t, email);
  };

  it('removes the row, its CV file and the e-mail about it; then it is a 404', async () => {
    const row = await applyAs('anne.oubli@example.fr');
    expect(cvFiles()).toContain(row.cvFile);
    const mailKey = `application:${row.id}:received`;
    const mails = () =>
      t.database.db.select().from(mailOutbox).where(eq(mailOutbox.dedupeKey, mailKey));
    expect(await mails()).toHaveLength(1);

    const response = await admin.request({
      method: 'DELETE',
      url: `/api/recruitment/candidatures/${row.id}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Candidature supprimée avec succès' });
    expect(
      await t.database.db.select().from(applications).where(eq(applications.id, row.id)),
    ).toEqual([]);
    expect(cvFiles()).not.toContain(row.cvFile);
    expect(await mails()).toEqual([]);
    expect((await list({ q: 'anne.oubli' })).total).toBe(0);
    expect((await admin.get(`/api/recruitment/candidatures/${row.id}/cv`)).statusCode).toBe(404);

    const again = await admin.request({
      method: 'DELETE',
      url: `/api/recruitment/candidatures/${row.id}`,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('NOT_FOUND');
  });

  it('an unknown or malformed id is a 404 that deletes nothing', async () => {
    const before = (await list()).total;
    for (const id of ['3f0b8a9e-0000-4000-8000-000000000000', 'not-an-id']) {
      const response = await admin.request({
        method: 'DELETE',
        url: `/api/recruitment/candidatures/${id}`,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
    expect((await list()).total).toBe(before);
  });

  it('is refused to visitors, customers and to a forged request without the XSRF token', async () => {
    const row = await applyAs('anne.garde@example.fr');
    const url = `/api/recruitment/candidatures/${row.id}`;
    const visitor = await new BrowserClient(t.app).request({ method: 'DELETE', url });
    expect(visitor.statusCode).toBe(401);
    expect((await new BrowserClient(t.app).get('/api/recruitment/candidatures')).statusCode).toBe(
      401,
    );
    const forged = await admin.request({ method: 'DELETE', url }, { xsrf: false });
    expect(forged.statusCode).toBe(403);
    expect(cvFiles()).toContain(row.cvFile);
    expect((await list({ q: 'anne.garde' })).total).toBe(1);
  });
});
