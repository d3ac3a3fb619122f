import type { Page } from 'playwright-core';
import { ROUTES } from '@navette/shared';
import { describe, expect, it } from 'vitest';
import { E2E_ADMIN, totpCode } from './support/admin';
import { openPage } from './support/browser';
import { expectHeading, registerAndVerify, signIn, unexpected } from './support/customer';
import { useStack } from './support/stack';
import { text } from './support/translations';

const stack = useStack();

/** What the page keeps in localStorage, by key. */
const storedKeys = (page: Page) => page.evaluate(() => Object.keys(window.localStorage));

describe('customer accounts', () => {
  it('a visitor registers, verifies the e-mailed code, signs in, stays signed in after a reload and signs out', async () => {
    const { page, context, errors } = await openPage(stack.browser, {
      baseUrl: stack.server.baseUrl,
    });
    const account = {
      name: 'Camille Martin',
      email: 'camille.parcours@example.fr',
      password: 'voyage-2026',
    };
    try {
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
    } finally {
      await context.close();
    }
  });

  it('a customer signed in on two devices signs out of all of them from the profile', async () => {
    const laptop = await openPage(stack.browser, { baseUrl: stack.server.baseUrl });
    const phone = await openPage(stack.browser, {
      baseUrl: stack.server.baseUrl,
      width: 390,
      height: 844,
    });
    const account = {
      name: 'Inès Moreau',
      email: 'ines.appareils@example.fr',
      password: 'partout-2026',
    };
    try {
      await registerAndVerify(laptop.page, stack, account);
      await signIn(laptop.page, account.email, account.password);
      await laptop.page.waitForURL(`${stack.server.baseUrl}${ROUTES.profile}`);
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
    } finally {
      await laptop.context.close();
      await phone.context.close();
    }
  });

  it('a wrong password shows the server message and stays on /login', async () => {
    const { page, context, errors } = await openPage(stack.browser, {
      baseUrl: stack.server.baseUrl,
      width: 390,
      height: 844,
    });
    try {
      await page.goto(ROUTES.login);
      await signIn(page, 'personne@example.fr', 'pas-le-bon');
      await expect
        .poll(() => page.getByRole('alert').first().textContent(), { timeout: 10_000 })
        .toContain(text('fr', 'auth.login.errors.invalidCredentials'));
      expect(new URL(page.url()).pathname).toBe(ROUTES.login);
      expect(unexpected(errors, 401)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('back-office sign-in', () => {
  it('the administrator enrols an authenticator app, signs out, and signs back in with a code', async () => {
    const { page, context, errors } = await openPage(stack.browser, {
      baseUrl: stack.server.baseUrl,
    });
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
    try {
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
    } finally {
      await context.close();
    }
  });

  it("a customer's credentials are refused on /admin/login", async () => {
    const { page, context, errors } = await openPage(stack.browser, {
      baseUrl: stack.server.baseUrl,
    });
    const customer = {
      name: 'Léa Dubois',
      email: 'lea.client@example.fr',
      password: 'client-2026',
    };
    try {
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
    } finally {
      await context.close();
    }
  });
});
