import { ROUTES } from '@navette/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, inject, test } from 'vitest';
import { setDevisInBackOffice, signInAsAdminInPage } from './admin';
import { giveCompletedTrip, sendGuestRequest } from './booking';
import { launchBrowser, openPage, type WatchedPage } from './browser';
import {
  firstServiceName,
  registerAndVerify,
  signIn,
  type CustomerAccount,
  type Language,
} from './customer';
import { useStack, type Stack } from './stack';

/*
 * The fixtures every journey starts from, so that an e2e file states only its journey:
 *
 *   const test = journeyTest();
 *   test.for(FR_PHONE_EN_LAPTOP)('($lng, $width px) …', async (screen, { stack, open }) => { … });
 *
 * `stack` is the file's SMTP receiver, server and Chromium (support/stack.ts); `open` opens a
 * watched page on that server, and every page it opened is closed when the test ends, passed or
 * failed. A file that reads no mail visits the run's one server instead: `visitTest()`, whose
 * fixtures are `baseUrl` and `open`. (Vitest hands fixtures to `test.for`, not to `it.each`.)
 */

/** The screen a journey is shown on: its language, the viewport and the browser's locale. */
export interface Screen {
  lng: Language;
  width: number;
  height: number;
  locale: string;
}

export const FR_PHONE = { lng: 'fr', width: 390, height: 844, locale: 'fr-FR' } as const;
export const EN_PHONE = { lng: 'en', width: 390, height: 844, locale: 'en-GB' } as const;
export const FR_LAPTOP = { lng: 'fr', width: 1280, height: 900, locale: 'fr-FR' } as const;
export const EN_LAPTOP = { lng: 'en', width: 1280, height: 900, locale: 'en-GB' } as const;

/** French on a phone, English on a laptop. */
export const FR_PHONE_EN_LAPTOP = [FR_PHONE, EN_LAPTOP] as const;

/** A journey's two runs: the French case on a phone, the English one on a laptop. */
export const frPhoneEnLaptop = <Fr extends object, En extends object>(fr: Fr, en: En) =>
  [
    { ...FR_PHONE, ...fr },
    { ...EN_LAPTOP, ...en },
  ] as const;

/** Opens a fresh page on the server (its viewport and locale from `screen`). */
export type OpenPage = (screen?: Partial<Screen>) => Promise<WatchedPage>;

/** Hands the test an `open` on `baseUrl` in `browser`; closes every page it opened once done. */
const withPages = async (
  browser: Browser,
  baseUrl: string,
  use: (open: OpenPage) => Promise<void>,
): Promise<void> => {
  const opened: WatchedPage[] = [];
  await use(async (screen = {}) => {
    const page = await openPage(browser, {
      baseUrl,
      width: screen.width,
      height: screen.height,
      locale: screen.locale,
    });
    opened.push(page);
    return page;
  });
  for (const { context } of opened) await context.close();
};

export interface JourneyFixtures {
  stack: Stack;
  /** a fresh page on the stack's server, closed after the test */
  open: OpenPage;
}

/**
 * The file's test function with the journey fixtures; starts the file's stack (the server with
 * `env` on top of the harness's settings) before its tests and stops it after. The harness's
 * server has no Stripe key: the site's own test checkout stands in for Stripe's.
 */
export const journeyTest = (env: Record<string, string> = {}) =>
  test.extend<JourneyFixtures>({
    stack: useStack(env),
    open: ({ stack }, use) => withPages(stack.browser, stack.server.baseUrl, use),
  });

export interface VisitFixtures {
  /** the run's one server (support/global-setup.ts) */
  baseUrl: string;
  /** a fresh page on that server, closed after the test */
  open: OpenPage;
}

/**
 * The test function of a file that reads no mail and needs no settings of its own: its pages visit
 * the run's one server, in a Chromium the file launches before its tests and closes after.
 */
export const visitTest = () => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => browser?.close());
  return test.extend<VisitFixtures>({
    baseUrl: inject('baseUrl'),
    open: ({ baseUrl }, use) => {
      if (!browser) throw new Error('a page is opened before beforeAll has run');
      return withPages(browser, baseUrl, use);
    },
  });
};

/** Registers `account` (the e-mailed code typed in), signs in; ends on Mon espace. */
export const registerAndSignIn = async (
  page: Page,
  stack: Stack,
  account: CustomerAccount,
  lng: Language = 'fr',
): Promise<void> => {
  await registerAndVerify(page, stack, account, lng);
  await signIn(page, account.email, account.password, lng);
  await page.waitForURL(`${stack.server.baseUrl}${ROUTES.profile}`);
};

/**
 * The start of a journey from a guest's quote request to a customer's reservation: the guest
 * sends the request with `email`, then registers with the same address (once verified, the
 * request is theirs) and signs in, on `screen`; the administrator's page is opened alongside,
 * signed in when `admin` is asked for. Answers both pages, the account, and the requested
 * service's name as the customer's cards title it.
 */
export const guestBecomesCustomer = async (
  { stack, open }: JourneyFixtures,
  screen: Screen & { prenom: string; nom: string },
  { email, password }: { email: string; password: string },
) => {
  const account = { name: `${screen.prenom} ${screen.nom}`, email, password };
  await sendGuestRequest(stack.server.baseUrl, { prenom: screen.prenom, nom: screen.nom, email });
  const service = await firstServiceName(stack.server.baseUrl, screen.lng);
  const customer = await open(screen);
  const admin = await open(screen);
  await registerAndSignIn(customer.page, stack, account, screen.lng);
  return { account, service, customer, admin };
};

/**
 * The company sets `guest.devis` on the guest's request in the back-office: the administrator
 * signs in on `admin`'s page, finds the request by `guest.search` and saves the devis.
 */
export const companySetsDevis = async (
  admin: WatchedPage,
  stack: Stack,
  guest: Screen & { prenom: string; nom: string; search: string; devis: string },
): Promise<void> => {
  await signInAsAdminInPage(admin.page, stack.server.baseUrl, guest.lng);
  await setDevisInBackOffice(admin.page, guest.lng, {
    search: guest.search,
    name: `${guest.prenom} ${guest.nom}`,
    devis: guest.devis,
  });
};

/**
 * A customer who may review (docs/product/public-site.md#testimonials) signs in on `page`: a
 * guest request of theirs, past and confirmed, which the account takes once its address is
 * verified, then the registration and the sign-in. Answers the trip's month (YYYY-MM).
 */
export const reviewerSignsIn = async (
  page: Page,
  stack: Stack,
  account: CustomerAccount,
  lng: Language,
): Promise<string> => {
  const [prenom = '', nom = ''] = account.name.split(' ');
  const tripMonth = await giveCompletedTrip(stack.server.baseUrl, {
    prenom,
    nom,
    email: account.email,
  });
  await registerAndSignIn(page, stack, account, lng);
  return tripMonth;
};
