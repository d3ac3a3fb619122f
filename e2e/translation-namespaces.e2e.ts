import { ROUTES } from '@navette/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { text } from './support/translations';

/*
 * The translations come in namespaces (docs/decisions/0015): the public pages download the
 * shell's and the marketing texts, never the back-office's, which its own screens fetch.
 */
const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const localeFile = (url: string): string | undefined =>
  /\/locales\/(?:fr|en)\/([a-z]+)\.json$/.exec(new URL(url).pathname)?.[1];

describe('translation namespaces', () => {
  it('the home page fetches no admin texts; the back-office sign-in does', async () => {
    const { page, context, errors } = await openPage(browser, { baseUrl });
    const requested: string[] = [];
    page.on('request', (request) => {
      const ns = localeFile(request.url());
      if (ns) requested.push(ns);
    });
    try {
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
    } finally {
      await context.close();
    }
  });
});
