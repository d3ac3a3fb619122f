import type { Page } from 'playwright-core';
import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { E2E_ADMIN, totpCode } from './support/admin';
import { expectHeading, registerAndVerify, signIn, unexpected } from './support/customer';
import { journeyTest, registerAndSignIn } from './support/journey';
import { sendGuestRequest } from './support/booking';
import { filled, text } from './support/translations';

const test = journeyTest();

/** What the page keeps in localStorage, by key. */
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage));

describe('customer accounts', () => {
  test('a visitor registers, verifies the e-mailed code, signs in, stays signed in after a reload and signs out', async ({
    stack,
    open,
  }) => {
    const { page, errors } = await open();
    const account = {
      name: 'Camille Martin',
      email: 'camille.parcours@example.fr',
      password: 'voyage-2026',
    };
    expect(text('fr', 'auth.verify.success')).toBe('Email vérifié ! Redirection...');
    await registerAndVerify(page, stack, account);
    await expectHeading(page, 'pages.login.title');

    await signIn(page, account.email, account.password);
    // no page to return to: Mon espace, not the booking form
    await page.waitForURL(`${stack.server.baseUrl}${ROUTES.profile}`);
    await expectHeading(page, 'pages.profile.title');

    await page.reload();
    await expectHeading(page, 'pages.profile.title');
    expect(new URL(page.url()).pathname).toBe(ROUTES.profile);
    await page
      .getByRole('link', { name: text('fr', 'nav.profile') })
      .first()
      .waitFor();

    await page
      .getByRole('button', { name: text('fr', 'nav.logout') })
      .first()
      .click();
    await page.waitForURL(`${stack.server.baseUrl}${ROUTES.home}`);
    await expectHeading(page, 'pages.home.title');

    await page.goto(ROUTES.profile);
    await page.waitForURL(`${stack.server.baseUrl}${ROUTES.login}`);
    await expectHeading(page, 'pages.login.title');
    expect(unexpected(errors)).toEqual([]);
  });

  test('a customer signed in on two devices signs out of all of them from the profile', async ({
    stack,
    open,
  }) => {
    const laptop = await open();
    const phone = await open({ width: 390, height: 844 });
    const account = {
      name: 'Inès Moreau',
      email: 'ines.appareils@example.fr',
      password: 'partout-2026',
    };
    await registerAndSignIn(laptop.page, stack, account);
    await phone.page.goto(ROUTES.login);
    await signIn(phone.page, account.email, account.password);
    await phone.page.waitForURL(`${stack.server.baseUrl}${ROUTES.profile}`);

    await laptop.page.goto(ROUTES.profile);
    await expectHeading(laptop.page, 'pages.profile.title');
    await laptop.page
      .getByRole('button', { name: text('fr', 'auth.signOutEverywhere.button') })
      .click();
    await laptop.page
      .getByRole('alertdialog')
      .getByRole('button', { name: text('fr', 'toast.confirm.yes') })
      .click();
    await laptop.page.waitForURL(`${stack.server.baseUrl}${ROUTES.login}`);
    await laptop.page.getByText(text('fr', 'auth.login.loggedOutEverywhere')).waitFor();

    // the other device's session ended too: its next visit to a customer page asks to sign in
    await phone.page.goto(ROUTES.profile);
    await phone.page.waitForURL(`${stack.server.baseUrl}${ROUTES.login}`);
    await expectHeading(phone.page, 'pages.login.title');
    expect(unexpected(laptop.errors)).toEqual([]);
    expect(unexpected(phone.errors)).toEqual([]);
  });

  test('a wrong password shows the server message and stays on /login', async ({ open }) => {
    const { page, errors } = await open({ width: 390, height: 844 });
    await page.goto(ROUTES.login);
    await signIn(page, 'personne@example.fr', 'pas-le-bon');
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 10_000 })
      .toContain(text('fr', 'auth.login.errors.invalidCredentials'));
    expect(new URL(page.url()).pathname).toBe(ROUTES.login);
    expect(unexpected(errors, 401)).toEqual([]);
  });
});

/**
 * Cumulative Layout Shift as Chrome reports it (web.dev's definition): the largest session window
 * of unexpected shifts (no input in the 500 ms before), a window closing after a second without a
 * shift or five seconds in all. Counted from the page's first paint by an observer installed
 * before any script of the page runs; `window.__cls()` reads it, with what moved.
 */
const observeLayoutShifts = () => {
  interface Shift {
    value: number;
    startTime: number;
    hadRecentInput: boolean;
    sources?: { node?: Node | null }[];
  }
  let worst = 0;
  let windowValue = 0;
  let windowStart = 0;
  let previous = 0;
  const moved: string[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as Shift[]) {
      if (entry.hadRecentInput) continue;
      const sameWindow =
        windowValue > 0 &&
        entry.startTime - previous < 1000 &&
        entry.startTime - windowStart < 5000;
      windowValue = sameWindow ? windowValue + entry.value : entry.value;
      if (!sameWindow) windowStart = entry.startTime;
      previous = entry.startTime;
      worst = Math.max(worst, windowValue);
      for (const source of entry.sources ?? []) {
        const node = source.node;
        if (node instanceof Element) {
          moved.push(`${node.tagName.toLowerCase()}.${node.className} (${entry.value.toFixed(3)})`);
        }
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
  (window as unknown as { __cls: () => { cls: number; moved: string[] } }).__cls = () => ({
    cls: worst,
    moved,
  });
};

describe('layout stability', () => {
  test('the customer area does not move while it loads: CLS below 0.1 on each tab, in French at 390 px', async ({
    stack,
    open,
  }) => {
    const { page, context, errors } = await open({ width: 390, height: 844 });
    const account = {
      name: 'Élodie Fontaine',
      email: 'elodie.stable@example.fr',
      password: 'rien-ne-bouge-2026',
    };
    // a request made as a guest first: the reservations tab has a card to draw
    await sendGuestRequest(stack.server.baseUrl, {
      prenom: 'Élodie',
      nom: 'Fontaine',
      email: account.email,
    });
    await registerAndSignIn(page, stack, account);
    await context.addInitScript(observeLayoutShifts);

    for (const [tab, ready] of [
      ['profile', () => page.getByLabel(text('fr', 'profileAccount.nameLabel'), { exact: true })],
      ['reservations', () => page.locator('article').first()],
      ['avis', () => page.getByRole('heading', { name: text('fr', 'profileReviews.title') })],
      ['donnees', () => page.getByRole('heading', { name: text('fr', 'myData.exportTitle') })],
    ] as const) {
      await page.goto(`${ROUTES.profile}?tab=${tab}`);
      await ready().first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      // the page's own greeting, sign-out and the section below the tabs have arrived too
      await page
        .getByText(filled(text('fr', 'profilePage.greeting'), { name: account.name }))
        .waitFor();
      const { cls, moved } = await page.evaluate(() =>
        (window as unknown as { __cls: () => { cls: number; moved: string[] } }).__cls(),
      );
      expect(cls, `?tab=${tab} moved: ${moved.join(', ')}`).toBeLessThan(0.1);
    }
    expect(unexpected(errors)).toEqual([]);
  });
});

describe('back-office sign-in', () => {
  test('the administrator enrols an authenticator app, signs out, and signs back in with a code', async ({
    stack,
    open,
  }) => {
    const { page, errors } = await open();
    const byLabel = (key: string) => page.getByLabel(text('fr', key), { exact: true });
    const button = (key: string) =>
      page.getByRole('button', { name: text('fr', key), exact: true });
    const signInWithPassword = async () => {
      await page.goto(ROUTES.adminLogin);
      await expectHeading(page, 'pages.adminLogin.title');
      await byLabel('auth.adminLogin.emailLabel').fill(E2E_ADMIN.email);
      await byLabel('auth.adminLogin.passwordLabel').fill(E2E_ADMIN.password);
      await button('auth.adminLogin.submit').click();
    };
    await signInWithPassword();
    // the first sign-in: the key is shown as text beside the QR code, as a person would type it
    await page.getByRole('img', { name: text('fr', 'auth.adminLogin.enrol.qrAlt') }).waitFor();
    const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replaceAll(
      ' ',
      '',
    );
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await byLabel('auth.adminLogin.enrol.codeLabel').fill(totpCode(secret));
    await button('auth.adminLogin.enrol.submit').click();
    const codes = page
      .getByRole('list', { name: text('fr', 'auth.adminLogin.recovery.listLabel') })
      .getByRole('listitem');
    await expect.poll(() => codes.count(), { timeout: 10_000 }).toBe(10);
    await button('auth.adminLogin.recovery.continue').click();
    await page.waitForURL(`${stack.server.baseUrl}${ROUTES.adminDashboard}`);
    await expectHeading(page, 'pages.adminDashboard.title');
    // the session is the HttpOnly cookie: a script finds nothing stored but the language chosen
    expect(await storedKeys(page)).toEqual(['i18nextLng']);

    await button('adminNav.logout').first().click();
    await page.waitForURL(`${stack.server.baseUrl}${ROUTES.adminLogin}`);
    await signInWithPassword();
    // the code of the next step: the enrolment's own code cannot be used twice
    await byLabel('auth.adminLogin.code.codeLabel').fill(totpCode(secret, 1));
    await button('auth.adminLogin.code.submit').click();
    await page.waitForURL(`${stack.server.baseUrl}${ROUTES.adminDashboard}`);
    await expectHeading(page, 'pages.adminDashboard.title');
    expect(unexpected(errors)).toEqual([]);
  });

  test("a customer's credentials are refused on /admin/login", async ({ stack, open }) => {
    const { page, errors } = await open();
    const customer = {
      name: 'Léa Dubois',
      email: 'lea.client@example.fr',
      password: 'client-2026',
    };
    await registerAndVerify(page, stack, customer);
    await page.goto(ROUTES.adminLogin);
    await expectHeading(page, 'pages.adminLogin.title');
    await page
      .getByLabel(text('fr', 'auth.adminLogin.emailLabel'), { exact: true })
      .fill(customer.email);
    await page
      .getByLabel(text('fr', 'auth.adminLogin.passwordLabel'), { exact: true })
      .fill(customer.password);
    await page
      .getByRole('button', { name: text('fr', 'auth.adminLogin.submit'), exact: true })
      .click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), { timeout: 10_000 })
      .toBe(text('fr', 'auth.adminLogin.errors.failed'));
    expect(text('fr', 'auth.adminLogin.errors.failed')).toBe(
      'Échec de la connexion. Vérifiez vos identifiants.',
    );
    expect(new URL(page.url()).pathname).toBe(ROUTES.adminLogin);
    expect(await storedKeys(page)).toEqual(['i18nextLng']);
    expect(unexpected(errors, 401)).toEqual([]);
  });
});
