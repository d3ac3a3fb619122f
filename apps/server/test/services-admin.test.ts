import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { adminReservationsClient } from './support/admin-reservations';
import { BrowserClient } from '@navette/test-support/browser-client';
import { customerReservationsClient } from './support/customer-reservations';
import { multipart } from '@navette/test-support/files';
import { minimalGuestRequest, signedInCustomer } from './support/reservations';
import { publicServices, servicesAdminClient } from './support/services-admin';

let t: TestApp;
let admin: Awaited<ReturnType<typeof servicesAdminClient>>;
beforeAll(async () => {
  t = await buildTestApp({ env: { RESERVATION_RATE_LIMIT_MAX: '100000' } });
  admin = await servicesAdminClient(t);
});
afterAll(async () => t?.close());

const FIELDS = { name: 'Navette mariage', description: 'Vos invités, de la mairie à la salle.' };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

const create = async (fields: Record<string, string> = FIELDS) => {
  const response = await admin.create(fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ _id: string; name: string; description: string; image: string }>();
};

describe('an administrator manages the services', () => {
  it('adds a service, which the public list shows at once, last', async () => {
    const before = await publicServices(t);
    const service = await create({ ...FIELDS, image: 'https://images.example.com/mariage.jpg' });
    expect(service).toEqual({
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...FIELDS,
      nameEn: null,
      descriptionEn: null,
      image: 'https://images.example.com/mariage.jpg',
      vatRate: 10,
      dureeMinutes: 60,
    });
    const after = await publicServices(t);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toEqual(service);
  });

  it('adds a service without an image (the cards show their placeholder)', async () => {
    const service = await create({ name: 'Sans image', description: 'Texte', image: '' });
    expect(service.image).toBe('');
  });

  it('changes the name and description and keeps the image when none is sent', async () => {
    const service = await create({ ...FIELDS, image: 'https://images.example.com/a.jpg' });
    const response = await admin.update(service._id, {
      name: '  Mariage VIP  ',
      description: 'Ligne 1\nLigne 2',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      _id: service._id,
      name: 'Mariage VIP',
      description: 'Ligne 1\nLigne 2',
      nameEn: null,
      descriptionEn: null,
      image: 'https://images.example.com/a.jpg',
      vatRate: 10,
      dureeMinutes: 60,
    });
    expect((await publicServices(t)).find((s) => s._id === service._id)?.name).toBe('Mariage VIP');
  });

  it('deletes a service: gone from the public list at once, and from the back-office edits', async () => {
    const service = await create();
    const response = await admin.remove(service._id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Service supprimé avec succès' });
    expect((await publicServices(t)).map((s) => s._id)).not.toContain(service._id);
    expect((await admin.remove(service._id)).json()).toEqual({
      error: "Ce service n'existe pas ou a été supprimé.",
      code: 'SERVICE_NOT_FOUND',
    });
    expect((await admin.update(service._id, FIELDS)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown or malformed id, and changes nothing', async () => {
    for (const id of [UNKNOWN_ID, 'not-an-id']) {
      expect((await admin.update(id, FIELDS)).json()).toMatchObject({ code: 'SERVICE_NOT_FOUND' });
      const removed = await admin.remove(id);
      expect(removed.statusCode).toBe(404);
      expect(removed.json()).toMatchObject({ code: 'SERVICE_NOT_FOUND' });
    }
  });
});

describe('a service in French and in English', () => {
  it('stores the English texts, served beside the French; empty clears them, left out keeps them', async () => {
    const service = await create({
      ...FIELDS,
      nameEn: '  Wedding  ',
      descriptionEn: 'Line 1\nLine 2',
    });
    expect(service).toMatchObject({ nameEn: 'Wedding', descriptionEn: 'Line 1\nLine 2' });
    expect((await publicServices(t)).find((s) => s._id === service._id)).toMatchObject({
      name: FIELDS.name,
      nameEn: 'Wedding',
      descriptionEn: 'Line 1\nLine 2',
    });

    // the form sends the French only: the English is kept
    const kept = await admin.update(service._id, { name: 'Mariage VIP', description: 'Texte' });
    expect(kept.json()).toMatchObject({ name: 'Mariage VIP', nameEn: 'Wedding' });

    const cleared = await admin.update(service._id, {
      name: 'Mariage VIP',
      description: 'Texte',
      nameEn: ' ',
      descriptionEn: '',
    });
    expect(cleared.json()).toMatchObject({ nameEn: null, descriptionEn: null });
    const [row] = await t.database.db.select().from(services).where(eq(services.id, service._id));
    expect(row).toMatchObject({ nameEn: null, descriptionEn: null });
  });

  it('refuses an English text too long, in the reader’s language, and stores nothing', async () => {
    const before = await t.database.db.select().from(services);
    const response = await admin.create(
      { ...FIELDS, nameEn: 'x'.repeat(121), descriptionEn: 'y'.repeat(2001) },
      [],
      { 'accept-language': 'en' },
    );
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        nameEn: 'The name in English must not exceed 120 characters.',
        descriptionEn: 'The description in English must not exceed 2,000 characters.',
      },
    });
    const french = await admin.create({ ...FIELDS, nameEn: 'x'.repeat(121) }, []);
    expect(french.json()).toMatchObject({
      fields: { nameEn: 'Le nom en anglais ne doit pas dépasser 120 caractères.' },
    });
    expect(await t.database.db.select().from(services)).toHaveLength(before.length);
  });

  it('names the service to a customer in their language: English where written, else French', async () => {
    const english = await create({
      name: 'Transfert Disney',
      description: 'Texte',
      nameEn: 'Disney transfer',
    });
    const frenchOnly = await create({ name: 'Excursion Giverny', description: 'Monet' });
    const customer = await customerReservationsClient(t);
    const first = await customer.book(english._id);
    const second = await customer.book(frenchOnly._id);
    const list = await customer.list();
    expect(list.find((r) => r._id === first)?.service).toEqual({
      _id: english._id,
      name: 'Transfert Disney',
      nameEn: 'Disney transfer',
    });
    expect(list.find((r) => r._id === second)?.service).toEqual({
      _id: frenchOnly._id,
      name: 'Excursion Giverny',
      nameEn: null,
    });
  });
});

describe('the service form is checked field by field, in French or in English', () => {
  const refused = async (
    fields: Record<string, string>,
    expected: Record<string, string>,
    language = 'fr',
  ) => {
    const before = await t.database.db.select().from(services);
    const response = await admin.create(fields, [], { 'accept-language': language });
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json<{ error: string; code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fields).toEqual(expected);
    expect(body.error).toBe(Object.values(expected)[0]);
    expect(await t.database.db.select().from(services)).toHaveLength(before.length);
  };

  it('requires a name and a description', async () => {
    await refused(
      { name: '   ', description: '' },
      {
        name: 'Le nom du service est obligatoire.',
        description: 'La description du service est obligatoire.',
      },
    );
    await refused(
      {},
      {
        name: 'The service name is required.',
        description: 'The service description is required.',
      },
      'en',
    );
  });

  it('bounds the name to 120 characters and the description to 2 000', async () => {
    await refused(
      { name: 'n'.repeat(121), description: 'd'.repeat(2001) },
      {
        name: 'Le nom du service ne doit pas dépasser 120 caractères.',
        description: 'La description ne doit pas dépasser 2 000 caractères.',
      },
    );
    // the longest values pass
    await create({ name: 'é'.repeat(120), description: 'è'.repeat(2000) });
  });

  it('takes only a full http(s) address as a text image', async () => {
    for (const image of ['javascript:alert(1)', '/uploads/services/x.webp', 'ftp://a.fr/x.jpg'])
      await refused(
        { ...FIELDS, image },
        {
          image:
            "L'adresse de l'image doit être une URL complète commençant par http:// ou https://.",
        },
      );
  });

  it('refuses control characters and fields it does not know', async () => {
    await refused(
      { name: 'Navette\u0000', description: 'ok', prix: '12' },
      {
        name: 'Ce champ contient des caractères non autorisés.',
        prix: 'Champ inconnu.',
      },
    );
  });

  it('refuses a JSON body: the form is multipart', async () => {
    const response = await admin.client.post('/api/services', FIELDS);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('only an administrator changes the services', () => {
  // a customer's session is no administrator's session: the admin guard answers 401 to both
  // (auth.guards.ts requireAdmin; admin-routes.test.ts covers every credential form)
  it('refuses an anonymous visitor and a signed-in customer, and changes nothing', async () => {
    const [service] = await publicServices(t);
    const body = multipart(FIELDS);
    const customer = (await signedInCustomer(t)).browser;
    for (const [method, url] of [
      ['POST', '/api/services'],
      ['PUT', `/api/services/${service?._id}`],
      ['DELETE', `/api/services/${service?._id}`],
    ] as const) {
      const anonymous = await new BrowserClient(t.app).request({
        method,
        url,
        payload: body.payload,
        headers: body.headers,
      });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const refused = await customer.request({
        method,
        url,
        payload: body.payload,
        headers: body.headers,
      });
      expect(refused.statusCode, `${method} ${url}`).toBe(401);
      expect(refused.json()).toEqual({ error: 'Authentification requise.', code: 'UNAUTHORIZED' });
    }
    expect(await publicServices(t)).toContainEqual(service);
  });
});

describe('a deleted service', () => {
  it('stays named on the reservations that chose it, for the admin and the customer', async () => {
    const service = await create({ name: 'Excursion Giverny', description: 'Monet' });
    const customer = await customerReservationsClient(t);
    const reservationId = await customer.book(service._id);

    expect((await admin.remove(service._id)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(services).where(eq(services.id, service._id));
    expect(row).toMatchObject({ active: false, name: 'Excursion Giverny' });

    const mine = (await customer.list()).find((r) => r._id === reservationId);
    expect(mine?.service).toEqual({ _id: service._id, name: 'Excursion Giverny', nameEn: null });
    const detail = await customer.detail(reservationId);
    expect(detail.json()).toMatchObject({ service: { name: 'Excursion Giverny' } });

    const back = await adminReservationsClient(t);
    expect((await back.read(reservationId)).serviceName).toBe('Excursion Giverny');

    // and it can no longer be booked
    const { isGuest: _guest, ...request } = minimalGuestRequest(service._id, customer.email);
    const refused = await customer.browser.post('/api/reservations', request);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ fields: { service: expect.any(String) } });
  });
});
