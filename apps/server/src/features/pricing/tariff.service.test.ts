import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/client';
import { tariffVersions } from '../../db/schema';
import { createTariffStore } from './tariff.service';

/* The current tariff kept in memory by each instance (docs/product/pricing.md). */

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

const tariffWith = (freeUntilHours: number) => ({
  zones: [],
  rates: [],
  night: { start: '22:00', end: '06:00' },
  cancellation: { freeUntilHours, feePercent: 50 },
});

const addVersion = (version: number, tariff: unknown) =>
  database.db.insert(tariffVersions).values({ version, tariff });

const errors: unknown[] = [];
const log = { error: (details: object) => errors.push(details) };

it('has no tariff before the first version, then serves it from memory for 30 s', async () => {
  const store = createTariffStore(database.db, log);
  expect(await store.current(0)).toBeUndefined();
  await addVersion(1, tariffWith(24));
  expect(await store.current(29_000)).toBeUndefined();
  const read = await store.current(31_000);
  expect(read?.version).toBe(1);
  // the document as the engine reads it: defaults filled in
  expect(read?.tariff).toEqual(tariffWith(24));
  await addVersion(2, tariffWith(48));
  expect((await store.current(60_000))?.version).toBe(1);
  expect((await store.current(62_000))?.version).toBe(2);
});

it("shows this instance's own save at once", async () => {
  const store = createTariffStore(database.db, log);
  expect((await store.current(0))?.version).toBe(2);
  await addVersion(3, tariffWith(72));
  store.invalidate();
  expect(await store.current(1)).toMatchObject({ version: 3, tariff: tariffWith(72) });
});

it('reads a version the tariff schema refuses as no tariff, and logs it', async () => {
  const store = createTariffStore(database.db, log);
  await addVersion(4, { zones: 'not a list' });
  expect(await store.current(0)).toBeUndefined();
  expect(errors).toEqual([expect.objectContaining({ version: 4 })]);
});
