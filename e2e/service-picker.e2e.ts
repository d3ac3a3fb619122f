import { expect } from 'vitest';
import { visitTest } from './support/journey';

const test = visitTest();

test.for([
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
])('a guest picks a service and may continue ($width px)', async ({ width, height }, { open }) => {
  const { page, errors } = await open({ width, height });
  await page.goto('/reservation-guest');
  const airport = page.getByRole('radio', { name: /Transfert aéroport/ });
  await airport.waitFor();
  expect(await page.getByRole('button', { name: 'Continuer' }).count()).toBe(0);
  // the six seeded services, each with its image loaded
  expect(await page.locator('img[src^="/uploads/services/"]').count()).toBe(6);
  await airport.check();
  expect(await airport.isChecked()).toBe(true);
  await page.getByRole('button', { name: 'Continuer' }).click();
  await page.getByText('Détails du trajet').first().waitFor();
  expect(errors).toEqual([]);
  // nothing wider than the screen
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );
});
