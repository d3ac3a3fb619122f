import { ROUTE_TABLE, ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { visitTest } from './support/journey';
import { text } from './support/translations';

const test = visitTest();

/** Where a visitor who is not signed in lands, and whose heading they read. */
const landing = (route: (typeof ROUTE_TABLE)[number]) => {
  if (route.access === 'user') return { path: ROUTES.login, titleKey: 'pages.login.title' };
  if (route.access === 'admin')
    return { path: ROUTES.adminLogin, titleKey: 'pages.adminLogin.title' };
  if (route.access === 'chauffeur')
    return { path: ROUTES.chauffeurLogin, titleKey: 'pages.chauffeurLogin.title' };
  return { path: route.path, titleKey: route.titleKey };
};

describe.each(['fr', 'en'] as const)('every page of the route table in %s', (language) => {
  test.for(ROUTE_TABLE.map((route) => [route.path, route] as const))(
    '%s shows its heading with no console error',
    async ([, route], { open }) => {
      const { page, errors } = await open();
      await page.goto(`${route.path}?lng=${language}`);
      const expected = landing(route);
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), {
          timeout: 15_000,
        })
        .toBe(text(language, expected.titleKey));
      expect(new URL(page.url()).pathname).toBe(expected.path);
      expect(await page.getAttribute('html', 'lang')).toBe(language);
      expect(errors).toEqual([]);
    },
  );
});

test('answers an unknown path with the page-not-found page and status 404', async ({
  baseUrl,
  open,
}) => {
  const { page, errors } = await open();
  const response = await page.goto('/cette-page-nexiste-pas');
  expect(response?.status()).toBe(404);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().textContent())
    .toBe(text('fr', 'notFound.title'));
  expect(page.url()).toBe(`${baseUrl}/cette-page-nexiste-pas`);
  // the document's own 404 is the answer asked for, not a fault
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
});
