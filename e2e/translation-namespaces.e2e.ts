import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { visitTest } from './support/journey';
import { text } from './support/translations';

/*
 * The translations come in namespaces (docs/decisions/0015): the public pages download the
 * shell's and the marketing texts, never the back-office's, which its own screens fetch.
 */
const test = visitTest();

const localeFile = (url: string): string | undefined =>
  /\/locales\/(?:fr|en)\/([a-z]+)\.json$/.exec(new URL(url).pathname)?.[1];

describe('translation namespaces', () => {
  test('the home page fetches no admin texts; the back-office sign-in does', async ({ open }) => {
    const { page, errors } = await open();
    const requested: string[] = [];
    page.on('request', (request) => {
      const ns = localeFile(request.url());
      if (ns) requested.push(ns);
    });
    await page.goto(ROUTES.home);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), {
        timeout: 15_000,
      })
      .toBe(text('fr', 'pages.home.title'));
    // the sections below the fold, and their texts, have arrived too
    await page.getByRole('heading', { name: text('fr', 'home.testimonials.title') }).waitFor();
    expect([...new Set(requested)].sort()).toEqual(['common', 'public']);

    await page.goto(ROUTES.adminLogin);
    await page
      .getByRole('heading', { level: 1, name: text('fr', 'pages.adminLogin.title') })
      .waitFor();
    await page.getByLabel(text('fr', 'auth.adminLogin.emailLabel'), { exact: true }).waitFor();
    expect(requested).toContain('admin');
    expect(errors).toEqual([]);
  });
});
