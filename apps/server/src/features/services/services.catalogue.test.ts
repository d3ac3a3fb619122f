import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { services } from '../../db/schema';
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
