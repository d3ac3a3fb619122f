import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { services } from '../src/db/schema';
import { serverTest } from './support/fixtures';
import { publicServices, servicesAdminClient } from './support/services-admin';

/*
 * A service's usual trip length (docs/product/dispatch.md#assignment): what a trip occupies of
 * its chauffeur's and vehicle's day when no routed duration is known. The back-office sets it on
 * the service form.
 */

const it = serverTest()
  .extend('servicesAdmin', { scope: 'file' }, async ({ t }) => servicesAdminClient(t))
  /** The length stored for a service, in minutes. */
  .extend(
    'storedMinutes',
    async ({ t }) =>
      async (id: string) =>
        (await t.database.db.select().from(services).where(eq(services.id, id)))[0]?.dureeMinutes,
  );

const FIELDS = { name: 'Transfert gare', description: 'De la gare à votre hôtel.' };

describe('the usual trip length of a service', () => {
  it('is 60 minutes unless the form says otherwise, and is kept when a change leaves it out', async ({
    t,
    servicesAdmin: admin,
    storedMinutes,
  }) => {
    const plain = await admin.create(FIELDS);
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ dureeMinutes: 60 });

    const created = await admin.create({ ...FIELDS, dureeMinutes: '90' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ _id: string }>()._id;
    expect(await storedMinutes(id)).toBe(90);
    expect((await publicServices(t)).find((s) => s._id === id)).toMatchObject({
      dureeMinutes: 90,
    });

    const renamed = await admin.update(id, { ...FIELDS, name: 'Transfert TGV' });
    expect(renamed.json()).toMatchObject({ name: 'Transfert TGV', dureeMinutes: 90 });
    const longer = await admin.update(id, { ...FIELDS, dureeMinutes: ' 150 ' });
    expect(longer.json()).toMatchObject({ dureeMinutes: 150 });
    expect(await storedMinutes(id)).toBe(150);
  });

  it('refuses a length out of 5 to 1440 minutes, in French and English, and changes nothing', async ({
    servicesAdmin: admin,
    storedMinutes,
  }) => {
    const id = (await admin.create({ ...FIELDS, dureeMinutes: '45' })).json<{ _id: string }>()._id;
    for (const dureeMinutes of ['4', '1441', '', '1.5', '-30', '1 h', '99999']) {
      const refused = await admin.update(id, { ...FIELDS, dureeMinutes });
      expect(refused.statusCode, dureeMinutes).toBe(400);
      expect(refused.json(), dureeMinutes).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { dureeMinutes: 'La durée doit être un nombre entier de minutes, de 5 à 1440.' },
      });
    }
    const english = await admin.create({ ...FIELDS, dureeMinutes: '0' }, [], {
      'accept-language': 'en',
    });
    expect(english.json()).toMatchObject({
      fields: { dureeMinutes: 'The length must be a whole number of minutes, from 5 to 1440.' },
    });
    expect(await storedMinutes(id)).toBe(45);
  });
});
