import type { Locator, Page } from 'playwright-core';
import { ROUTES } from '@navette/shared';
import { expect } from 'vitest';
import type { SmtpReceiver } from '@navette/test-support/smtp-receiver';
import { codeMailedTo } from './stack';
import { lead, text } from './translations';

/*
 * A customer's steps through the sign-in screens, in the language the page is shown in: the
 * journeys that need an account start with them.
 */

export type Language = 'fr' | 'en';

export interface CustomerAccount {
  name: string;
  email: string;
  password: string;
}

export const label = (page: Page, lng: Language, key: string) =>
  page.getByLabel(text(lng, key), { exact: true });

/** /register then /verify with the code from the mailbox; ends on /login. */
export const registerAndVerify = async (
  page: Page,
  stack: { smtp: SmtpReceiver; server: { baseUrl: string } },
  account: CustomerAccount,
  lng: Language = 'fr',
) => {
  await page.goto(ROUTES.register);
  await label(page, lng, 'auth.register.nameLabel').fill(account.name);
  await label(page, lng, 'auth.register.emailLabel').fill(account.email);
  await label(page, lng, 'auth.register.passwordLabel').fill(account.password);
  await label(page, lng, 'auth.register.confirmPasswordLabel').fill(account.password);
  await page.getByRole('button', { name: text(lng, 'auth.register.submit') }).click();

  await page.waitForURL(`${stack.server.baseUrl}${ROUTES.verify}`);
  await page
    .getByText(text(lng, 'auth.verify.sentTo').replace('{{email}}', account.email))
    .waitFor();
  const code = await codeMailedTo(
    stack.smtp,
    account.email,
    text(lng, 'mail.verificationCode.codeLabel'),
  );
  await label(page, lng, 'auth.verify.codeLabel').fill(code);
  await page.getByRole('button', { name: text(lng, 'auth.verify.submit'), exact: true }).click();
  await page.getByText(text(lng, 'auth.verify.success')).waitFor();
  await page.waitForURL(`${stack.server.baseUrl}${ROUTES.login}`, { timeout: 10_000 });
};

/** The login form, filled and sent (the page is on /login). */
export const signIn = async (page: Page, email: string, password: string, lng: Language = 'fr') => {
  await label(page, lng, 'auth.login.emailLabel').fill(email);
  await label(page, lng, 'auth.login.passwordLabel').fill(password);
  await page.getByRole('button', { name: text(lng, 'auth.login.submit'), exact: true }).click();
};

/** The page's main heading reads the catalogue's text for `key`. */
export const expectHeading = (page: Page, key: string, lng: Language = 'fr') =>
  expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), {
      timeout: 15_000,
    })
    .toBe(text(lng, key));

/** Chromium reports every 4xx answer as a console error; expected refusals are not faults. */
export const unexpected = (errors: string[], ...statuses: number[]) =>
  errors.filter((error) => !statuses.some((status) => error.includes(`status of ${status}`)));

/**
 * The name of the first service of the seeded catalogue, as the booking's picker lists it in
 * `language`: its English name where the company wrote one (decision 0049).
 */
export const firstServiceName = async (
  baseUrl: string,
  language: 'fr' | 'en' = 'fr',
): Promise<string> => {
  const [service] = (await (await fetch(`${baseUrl}/api/services`)).json()) as {
    name: string;
    nameEn: string | null;
  }[];
  if (!service) throw new Error('the seed has no service');
  return language === 'en' ? (service.nameEn ?? service.name) : service.name;
};

/** The customer's one reservation card, found by the service's name as its heading. */
export const reservationCard = (page: Page, service: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { name: service }) });

/**
 * The customer — or a guest from their manage-booking link — accepts the devis of `card`: the
 * confirmation is announced, and the card reads confirmed.
 */
export const acceptDevis = async (page: Page, card: Locator, lng: Language) => {
  await card
    .getByRole('button', { name: new RegExp(`^${text(lng, 'customerReservations.confirm')}`) })
    .click();
  await page
    .getByRole('status')
    .filter({ hasText: text(lng, 'customerReservations.confirmed') })
    .waitFor();
  await card
    .getByText(text(lng, 'customerReservations.statuses.confirmed'), { exact: true })
    .waitFor();
};

/**
 * Pays `card`'s reservation in the site's test checkout (the server runs without Stripe keys):
 * the checkout, clearly marked, then the success page, whose summary names `reference` when
 * given. Answers the summary.
 */
export const payInTestCheckout = async (
  page: Page,
  card: Locator,
  lng: Language,
  reference?: string,
): Promise<Locator> => {
  await card
    .getByRole('button', { name: new RegExp(`^${lead(lng, 'customerReservations.pay')}`) })
    .click();
  await page.waitForURL(/\/paiement\/test\?/);
  await page.getByText(text(lng, 'testCheckout.banner')).waitFor();
  await page.getByRole('button', { name: new RegExp(`^${lead(lng, 'testCheckout.pay')}`) }).click();
  await page.waitForURL(/\/paiement\/succes\?/);
  await page.getByRole('heading', { name: text(lng, 'payment.paid') }).waitFor();
  const summary = page.getByRole('region', { name: text(lng, 'payment.summary.title') });
  if (reference) await summary.getByText(reference, { exact: true }).waitFor();
  return summary;
};

/**
 * From the payment's success page, which stays until then, the customer goes on to Mon espace's
 * reservations with its button; `card` reads paid there.
 */
export const backToPaidReservation = async (
  page: Page,
  card: Locator,
  lng: Language,
  baseUrl: string,
): Promise<void> => {
  await page
    .locator('#main')
    .getByRole('link', { name: text(lng, 'payment.toProfile'), exact: true })
    .click();
  await page.waitForURL(`${baseUrl}${ROUTES.profile}?tab=reservations`);
  await card.getByText(text(lng, 'customerReservations.paid'), { exact: true }).waitFor();
};

/** POST /api/avis from the signed-in customer's page, as the Avis tab sends it. */
export const postReview = (
  page: Page,
  review: { note: number; commentaire: string; city: string },
) =>
  page.evaluate(async (body) => {
    const token = /(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '';
    const response = await fetch('/api/avis', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', 'x-xsrf-token': decodeURIComponent(token) },
      body: JSON.stringify(body),
    });
    return response.status;
  }, review);
