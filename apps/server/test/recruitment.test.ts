import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { attachmentHeader } from '../src/lib/content-disposition';
import { sanitiseCvName } from '../src/features/recruitment/recruitment.storage';
import { applications } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';
import { BrowserClient } from '@navette/test-support/browser-client';
import { PNG, multipart, tinyPdf, type FilePart } from '@navette/test-support/files';
import { latestCodeFor, mailsTo } from './support/outbox';

const APPLICANT = {
  nom: 'Dupont',
  prenom: 'Jean',
  email: 'jean.dupont@example.fr',
  telephone: '06 12 34 56 78',
};

const MESSAGES = {
  success: 'Votre candidature a bien été envoyée. Nous vous répondrons rapidement.',
  fields: 'Veuillez remplir tous les champs.',
  pdf: 'Veuillez joindre votre CV au format PDF.',
};

const CV_MAX_BYTES = 1024 * 1024;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    env: { CV_MAX_BYTES: String(CV_MAX_BYTES), RECRUITMENT_RATE_LIMIT_MAX: '100000' },
  });
});
afterAll(async () => t?.close());

const apply = (
  fields: Record<string, string>,
  files: FilePart[],
  {
    client = new BrowserClient(t.app),
    headers = {},
    xsrf = true,
  }: { client?: BrowserClient; headers?: Record<string, string>; xsrf?: boolean } = {},
) => {
  const body = multipart(fields, files);
  return client.request(
    {
      method: 'POST',
      url: '/api/recruitment/apply',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    },
    { xsrf },
  );
};

const cvDir = () => t.config.recruitment.cvDir;
const storedFiles = () => (existsSync(cvDir()) ? readdirSync(cvDir()).sort() : []);
const applicationCount = async () => {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(applications);
  return row?.n ?? 0;
};
const rowByEmail = async (email: string) =>
  (await t.database.db.select().from(applications)).find((row) => row.email === email);

/** What the disk and the table hold: a refused application must change neither. */
const snapshot = async () => ({ files: storedFiles(), rows: await applicationCount() });

const adminToken = async (): Promise<string> => (await signInAsAdmin(t.app, t.database.db)).token;

describe('a visitor applies for a driver job', () => {
  it('stores the PDF privately under a generated name, stores the application and tells the company', async () => {
    const pdf = tinyPdf('Jean Dupont');
    const response = await apply({ ...APPLICANT, email: 'stored@example.fr' }, [
      { filename: 'CV Jean Dupont.pdf', content: pdf },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.success });

    const row = await rowByEmail('stored@example.fr');
    expect(row).toMatchObject({
      nom: 'Dupont',
      prenom: 'Jean',
      telephone: '06 12 34 56 78',
      cvOriginalName: 'CV Jean Dupont.pdf',
    });
    expect(row?.cvFile).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const file = path.join(t.config.dataDir, 'private', 'cv', row?.cvFile ?? '');
    expect(readFileSync(file).equals(pdf)).toBe(true);
    // nothing under the public uploads, and no temporary file left behind
    expect(existsSync(path.join(t.config.dataDir, 'uploads', 'services', row?.cvFile ?? ''))).toBe(
      false,
    );
    expect(storedFiles().filter((name) => !name.endsWith('.pdf'))).toEqual([]);

    const [mail] = await mailsTo(t.database.db, t.config.company.email, 'applicationReceived');
    expect(mail?.subject).toBe('Nouvelle candidature : Jean Dupont');
    expect(mail?.text).toContain('stored@example.fr');
    expect(mail?.text).toContain('http://localhost:3000/admin/recrutement');
  });

  it('answers in English to an English browser', async () => {
    const response = await apply(
      { ...APPLICANT, email: 'english@example.fr' },
      [{ filename: 'resume.pdf', content: tinyPdf() }],
      { client: new BrowserClient(t.app, { headers: { 'accept-language': 'en-GB,en' } }) },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: 'Your application has been sent. We will get back to you soon.',
    });
  });

  it('accepts a CV of exactly the size limit', async () => {
    const pdf = Buffer.concat([tinyPdf(), Buffer.alloc(CV_MAX_BYTES - tinyPdf().length, 0x20)]);
    expect(pdf.length).toBe(CV_MAX_BYTES);
    const response = await apply({ ...APPLICANT, email: 'limit@example.fr' }, [
      { filename: 'cv.pdf', content: pdf },
    ]);
    expect(response.statusCode).toBe(201);
  });

  it('limits a CV to 5 MB unless configured otherwise', () => {
    expect(
      loadConfig({ DATA_DIR: t.config.dataDir, SESSION_SECRET: 'x'.repeat(32) }).recruitment,
    ).toMatchObject({ cvMaxBytes: 5 * 1024 * 1024, rateLimit: { perIp: 5, windowMs: 3_600_000 } });
  });
});

describe('what the application form refuses', () => {
  it.each([
    ['a PNG photo renamed cv.pdf', { filename: 'cv.pdf', content: PNG }],
    ['a text file renamed cv.pdf', { filename: 'cv.pdf', content: Buffer.from('Mon CV :\n') }],
    [
      'an HTML page sent as a PDF',
      { filename: 'cv.pdf', content: Buffer.from('<html><script>alert(1)</script>') },
    ],
    ['an empty file', { filename: 'cv.pdf', content: Buffer.alloc(0) }],
    [
      '"%PDF" somewhere else than at the start',
      { filename: 'cv.pdf', content: Buffer.from(' %PDF-1.4') },
    ],
  ])('%s, declared application/pdf: the PDF message, nothing stored', async (_case, file) => {
    const before = await snapshot();
    const response = await apply(APPLICANT, [{ ...file, contentType: 'application/pdf' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: MESSAGES.pdf,
      code: 'CV_NOT_PDF',
      fields: { cv: MESSAGES.pdf },
    });
    expect(await snapshot()).toEqual(before);
  });

  it('no CV at all: the PDF message', async () => {
    const before = await snapshot();
    const response = await apply(APPLICANT, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: MESSAGES.pdf, code: 'CV_NOT_PDF' });
    expect(await snapshot()).toEqual(before);
  });

  it.each(['nom', 'prenom', 'email', 'telephone'] as const)(
    'without %s: the fields message, nothing stored',
    async (missing) => {
      const before = await snapshot();
      const fields: Record<string, string> = { ...APPLICANT };
      delete fields[missing];
      const response = await apply(fields, [{ filename: 'cv.pdf', content: tinyPdf() }]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: MESSAGES.fields,
        code: 'APPLICATION_INCOMPLETE',
        fields: { [missing]: MESSAGES.fields },
      });
      expect(await snapshot()).toEqual(before);
    },
  );

  it('a field of spaces is an empty field, and missing fields come before a missing CV', async () => {
    const response = await apply({ ...APPLICANT, prenom: '   ' }, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: MESSAGES.fields,
      code: 'APPLICATION_INCOMPLETE',
      fields: { prenom: MESSAGES.fields, cv: MESSAGES.pdf },
    });
  });

  it('answers in English', async () => {
    const response = await apply({}, [], {
      client: new BrowserClient(t.app, { headers: { 'accept-language': 'en' } }),
    });
    expect(response.json()).toMatchObject({
      error: 'Please fill in all the fields.',
      code: 'APPLICATION_INCOMPLETE',
    });
  });

  it.each([
    [
      'an e-mail without @',
      { email: 'jean.example.fr' },
      'email',
      'Veuillez saisir une adresse e-mail valide.',
    ],
    [
      'a two-digit phone',
      { telephone: '12' },
      'telephone',
      'Veuillez saisir un numéro de téléphone valide.',
    ],
    [
      'a line break in the name',
      { nom: 'Du\r\npont' },
      'nom',
      'Ce champ contient des caractères non autorisés.',
    ],
    ['a 101-character name', { nom: 'x'.repeat(101) }, 'nom', 'Ce champ est trop long.'],
    [
      'a 5000-character first name',
      { prenom: 'x'.repeat(5000) },
      'prenom',
      'Ce champ est trop long.',
    ],
    ['an extra field', { role: 'admin' }, 'role', 'Champ inconnu.'],
  ])(
    'refuses %s with a clear message and stores nothing',
    async (_case, change, field, message) => {
      const before = await snapshot();
      const response = await apply({ ...APPLICANT, ...change }, [
        { filename: 'cv.pdf', content: tinyPdf() },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: message, code: 'VALIDATION_FAILED' });
      expect(response.json().fields[field]).toBe(message);
      expect(await snapshot()).toEqual(before);
    },
  );
});

describe('hostile uploads', () => {
  it('a CV over the limit: 413 with a clear message, and no partial file on disk', async () => {
    const before = await snapshot();
    const pdf = Buffer.concat([tinyPdf(), Buffer.alloc(CV_MAX_BYTES, 0x20)]);
    const response = await apply(APPLICANT, [{ filename: 'big.pdf', content: pdf }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: 'Votre CV dépasse la taille maximale de 1 Mo.',
      code: 'CV_TOO_LARGE',
      fields: { cv: 'Votre CV dépasse la taille maximale de 1 Mo.' },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("a path in the file name is only a name: stored under ours, offered back as 'x.pdf'", async () => {
    const before = storedFiles();
    for (const filename of ['../../x.pdf', '..\\..\\x.pdf', '/etc/x.pdf']) {
      const response = await apply({ ...APPLICANT, email: 'traversal@example.fr' }, [
        { filename, content: tinyPdf() },
      ]);
      expect(response.statusCode).toBe(201);
    }
    expect(existsSync(path.join(t.config.dataDir, 'x.pdf'))).toBe(false);
    expect(existsSync(path.join(t.config.dataDir, 'private', 'x.pdf'))).toBe(false);
    const added = storedFiles().filter((name) => !before.includes(name));
    expect(added).toHaveLength(3);
    for (const name of added) expect(name).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    const rows = (await t.database.db.select().from(applications)).filter(
      (row) => row.email === 'traversal@example.fr',
    );
    expect(rows.map((row) => row.cvOriginalName)).toEqual(['x.pdf', 'x.pdf', 'x.pdf']);
  });

  it('refuses a second file, an unknown file field, a JSON body and a broken body without a 500', async () => {
    const before = await snapshot();
    const two = await apply(APPLICANT, [
      { filename: 'a.pdf', content: tinyPdf() },
      { filename: 'b.pdf', content: tinyPdf() },
    ]);
    expect(two.statusCode).toBe(413);
    expect(two.json().code).toBe('PAYLOAD_TOO_LARGE');

    const other = await apply(APPLICANT, [
      { field: 'photo', filename: 'cv.pdf', content: tinyPdf() },
    ]);
    expect(other.statusCode).toBe(400);

    const client = new BrowserClient(t.app);
    const json = await client.post('/api/recruitment/apply', APPLICANT);
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

    const body = multipart(APPLICANT, [{ filename: 'cv.pdf', content: tinyPdf() }]);
    const truncated = await client.request({
      method: 'POST',
      url: '/api/recruitment/apply',
      payload: body.payload.subarray(0, body.payload.length - 40),
      headers: body.headers,
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().code).toBe('BAD_REQUEST');

    const noBoundary = await client.postRaw(
      '/api/recruitment/apply',
      'garbage',
      'multipart/form-data',
    );
    expect(noBoundary.statusCode).toBeGreaterThanOrEqual(400);
    expect(noBoundary.statusCode).toBeLessThan(500);
    expect(await snapshot()).toEqual(before);
  });

  it('requires the anti-forgery token and refuses other sites', async () => {
    const before = await snapshot();
    const noToken = await apply(APPLICANT, [{ filename: 'cv.pdf', content: tinyPdf() }], {
      xsrf: false,
    });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().code).toBe('XSRF_MISSING');
    const crossSite = await apply(APPLICANT, [{ filename: 'cv.pdf', content: tinyPdf() }], {
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().code).toBe('CROSS_SITE_REQUEST');
    expect(await snapshot()).toEqual(before);
  });
});

describe('download names', () => {
  it.each([
    ['CV Jean Dupont.pdf', 'CV Jean Dupont.pdf'],
    ['../../x.pdf', 'x.pdf'],
    ['C:\\Users\\jean\\cv.PDF', 'cv.pdf'],
    ['cv', 'cv.pdf'],
    ['', 'cv.pdf'],
    ['...', 'cv.pdf'],
    ['a"b\r\nX-Injected: 1;.pdf', 'abX-Injected 1.pdf'],
    ['\u202Efdp.exe', 'fdp.exe.pdf'],
    [`${'é'.repeat(300)}.pdf`, `${'é'.repeat(100)}.pdf`],
  ])('%j is offered back as %j', (original, expected) => {
    expect(sanitiseCvName(original)).toBe(expected);
  });

  it('a header keeps to one line and to ASCII, with the exact name beside it', () => {
    const header = attachmentHeader('Léa (CV) 2025.pdf');
    expect(header).toBe(
      `attachment; filename="Lea (CV) 2025.pdf"; filename*=UTF-8''L%C3%A9a%20%28CV%29%202025.pdf`,
    );
  });
});

describe('the back-office reads the applications', () => {
  it('lists them newest first, and an administrator downloads the CV as sent', async () => {
    const pdf = tinyPdf('Léa');
    await apply({ ...APPLICANT, nom: 'Martin', prenom: 'Léa', email: 'lea@example.fr' }, [
      { filename: 'Léa Martin.pdf', content: pdf },
    ]);
    const token = await adminToken();
    const admin = new BrowserClient(t.app, { headers: { authorization: `Bearer ${token}` } });
    const list = await admin.get('/api/recruitment/candidatures');
    expect(list.statusCode).toBe(200);
    const entries = list.json<{
      items: { _id: string; email: string; cvUrl: string; date: string }[];
    }>().items;
    const lea = entries[0];
    expect(lea).toEqual({
      _id: expect.any(String),
      nom: 'Martin',
      prenom: 'Léa',
      email: 'lea@example.fr',
      telephone: '06 12 34 56 78',
      cvUrl: `/api/recruitment/candidatures/${lea?._id}/cv`,
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const dates = entries.map((entry) => entry.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const cv = await admin.get(lea?.cvUrl ?? '');
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.headers['x-content-type-options']).toBe('nosniff');
    expect(cv.headers['content-disposition']).toBe(
      `inline; filename="Lea Martin.pdf"; filename*=UTF-8''L%C3%A9a%20Martin.pdf`,
    );
    expect(cv.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses the list and the CVs to visitors and customers', async () => {
    const [row] = await t.database.db.select().from(applications).limit(1);
    const cvUrl = `/api/recruitment/candidatures/${row?.id}/cv`;

    const visitor = new BrowserClient(t.app);
    for (const url of ['/api/recruitment/candidatures', cvUrl]) {
      const response = await visitor.get(url);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHORIZED');
    }

    const customer = new BrowserClient(t.app);
    const email = `customer-${Date.now()}@example.test`;
    await customer.post('/auth/register', { name: 'Client', email, password: 'secret-123' });
    const code = await latestCodeFor(t.database.db, email);
    expect((await customer.post('/auth/verify', { email, code })).statusCode).toBe(200);
    expect((await customer.post('/auth/login', { email, password: 'secret-123' })).statusCode).toBe(
      200,
    );
    for (const url of ['/api/recruitment/candidatures', cvUrl]) {
      expect((await customer.get(url)).statusCode).toBe(401);
    }
    const forged = new BrowserClient(t.app, { headers: { authorization: 'Bearer not-a-token' } });
    expect((await forged.get(cvUrl)).statusCode).toBe(401);
  });

  it('an unknown or malformed id is a 404', async () => {
    const admin = new BrowserClient(t.app, {
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    for (const id of ['3f0b8a9e-0000-4000-8000-000000000000', 'not-an-id', '..%2F..%2Fx']) {
      const response = await admin.get(`/api/recruitment/candidatures/${id}/cv`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }
  });
});

describe('application limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await buildTestApp({ env: { RECRUITMENT_RATE_LIMIT_MAX: '2' } });
  });
  afterAll(async () => limited?.close());

  it('limits applications per client address, with a clear message', async () => {
    const send = (remoteAddress: string) => {
      const client = new BrowserClient(limited.app);
      const body = multipart(APPLICANT, [{ filename: 'cv.pdf', content: tinyPdf() }]);
      return client.request({
        method: 'POST',
        url: '/api/recruitment/apply',
        payload: body.payload,
        headers: body.headers,
        remoteAddress,
      });
    };
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await send('203.0.113.7')).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await send('203.0.113.7');
    expect(refused.json()).toEqual({
      error: 'Trop de requêtes. Veuillez réessayer dans quelques instants.',
      code: 'RATE_LIMITED',
    });
    expect(refused.headers['retry-after']).toBeDefined();
    const [count] = await limited.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(applications);
    expect(count?.n).toBe(2);
    expect((await send('198.51.100.4')).statusCode).toBe(201);
  });
});
