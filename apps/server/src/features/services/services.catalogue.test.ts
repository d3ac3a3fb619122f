import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { services } from '../../db/schema';
import type { Service } from '@navette/shared';
import { createServiceCatalogue } from './services.catalogue';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const addService = (name: string) =>
  database.db.insert(services).values({ name, description: 'Description', image: 'x.svg' });

it('serves the list from memory for its lifetime, then reads it again', async () => {
  const catalogue = createServiceCatalogue(database.db, 30_000);
  await addService('Transfert aéroport');
  expect((await catalogue.list(0)).map((s) => s.name)).toEqual(['Transfert aéroport']);
  await addService('Mariage');
  expect(await catalogue.list(29_000)).toHaveLength(1);
  expect(await catalogue.list(31_000)).toHaveLength(2);
});

it("shows this instance's own change at once", async () => {
  const catalogue = createServiceCatalogue(database.db, 30_000);
  const before = (await catalogue.list(0)).length;
  await addService('Service VIP');
  catalogue.invalidate();
  expect(await catalogue.list(1)).toHaveLength(before + 1);
});

it('keeps the JSON answer with the list, valid against the response schema', async () => {
  const catalogue = createServiceCatalogue(database.db, 30_000);
  const json = await catalogue.json(0);
  expect(JSON.parse(json.toString('utf8'))).toEqual(
    JSON.parse(JSON.stringify(await catalogue.list(0))),
  );
  await addService('Excursion');
  expect(await catalogue.json(10_000)).toBe(json);
  catalogue.invalidate();
  expect(
    JSON.parse((await catalogue.json(10_001)).toString('utf8')).map((s: Service) => s.name),
  ).toContain('Excursion');
});
