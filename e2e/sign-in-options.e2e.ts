import type { Page } from 'playwright-core';
import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { openPage } from './support/browser';
import { expectHeading, unexpected } from './support/customer';
import { startServer } from './support/server';
import { journeyTest } from './support/journey';
import { text } from './support/translations';

// Issue 15: a sign-in option that is not configured is not offered (docs/product/accounts.md).
const test = journeyTest();

const googleButton = (page: Page) =>
  page.getByRole('button', { name: text('fr', 'auth.login.google') });

/** Opens `path` and waits for the page's question to the server about the sign-in options. */
const openAfterOptions = async (page: Page, path: string) => {
  const options = page.waitForResponse((response) => response.url().endsWith('/api/auth/options'));
  await page.goto(path);
  return (await options).json() as Promise<{ google: boolean }>;
};

describe('sign-in options', () => {
  test('shows no "Continuer avec Google" on /login and /register without GOOGLE_CLIENT_ID', async ({
    open,
  }) => {
    const { page, errors } = await open();
    expect(await openAfterOptions(page, ROUTES.login)).toEqual({ google: false });
    await expectHeading(page, 'pages.login.title');
    await page.getByRole('button', { name: text('fr', 'auth.login.submit') }).waitFor();
    expect(await googleButton(page).count()).toBe(0);

    await page.goto(ROUTES.register);
    await expectHeading(page, 'pages.register.title');
    expect(await googleButton(page).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  // a server of its own, with Google configured; the page opens in the file's browser
  test('shows it when Google sign-in is configured', async ({ stack }) => {
    const server = await startServer({
      GOOGLE_CLIENT_ID: 'navette-e2e',
      GOOGLE_CLIENT_SECRET: 'navette-e2e-secret',
    });
    const { page, context } = await openPage(stack.browser, { baseUrl: server.baseUrl });
    try {
      expect(await openAfterOptions(page, ROUTES.login)).toEqual({ google: true });
      await googleButton(page).waitFor();
    } finally {
      await context.close();
      expect(await server.stop()).toBe(0);
    }
  });
});
