import type { Page } from 'playwright-core';
import { ROUTES } from '@navette/shared';
import { describe, expect, it } from 'vitest';
import { currentTotpStep } from '../apps/server/test/support/totp';
import { E2E_ADMIN, totpCode } from './support/admin';
import { openPage } from './support/browser';
import { latestMailTo, useStack } from './support/stack';
import { text } from './support/translations';

type Language = 'fr' | 'en';

const stack = useStack();

/** A guest's quote request sent as the site's form sends it: the XSRF cookie echoed. */
const guestRequest = async (person: { prenom: string; nom: string; email: string }) => {
  const health = await fetch(`${stack.server.baseUrl}/api/health`);
  const cookie = health.headers.getSetCookie().find((line) => line.startsWith('XSRF-TOKEN='));
  const xsrf = cookie?.split(';')[0]?.split('=')[1] ?? '';
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(`${stack.server.baseUrl}/api/reservations`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({
      service: await firstServiceId(),
      date: inTenDays,
      heure: '09:00',
      adresse_depart: '1 avenue des Champs-Élysées, Paris',
      adresse_arrivee: 'Aéroport Charles-de-Gaulle',
      telephone: '0612345678',
      isGuest: true,
      ...person,
    }),
  });
  expect(response.status).toBe(201);
};

const firstServiceId = async (): Promise<string> => {
  const [service] = (await (await fetch(`${stack.server.baseUrl}/api/services`)).json()) as {
    _id: string;
  }[];
  if (!service) throw new Error('the seed has no service');
  return service._id;
};

/** The authenticator this test process enrolled, and the last 30-second step it spent. */
let authenticator: { secret: string; lastStep: number } | undefined;

/**
 * Signs the administrator in through the page: enrols the authenticator the first time, then
 * types a code of a step not spent yet (a code works once).
 */
const signInAsAdmin = async (page: Page, language: Language) => {
  const byLabel = (key: string) => page.getByLabel(text(language, key), { exact: true });
  const button = (key: string) =>
    page.getByRole('button', { name: text(language, key), exact: true });
  await page.goto(`${ROUTES.adminLogin}?lng=${language}`);
  await byLabel('auth.adminLogin.emailLabel').fill(E2E_ADMIN.email);
  await byLabel('auth.adminLogin.passwordLabel').fill(E2E_ADMIN.password);
  await button('auth.adminLogin.submit').click();
  if (!authenticator) {
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    authenticator = { secret, lastStep: currentTotpStep() };
    await byLabel('auth.adminLogin.enrol.codeLabel').fill(totpCode(secret));
    await button('auth.adminLogin.enrol.submit').click();
    await button('auth.adminLogin.recovery.continue').click();
  } else {
    const current = currentTotpStep();
    const step = Math.max(current, authenticator.lastStep + 1);
    authenticator.lastStep = step;
    await byLabel('auth.adminLogin.code.codeLabel').fill(
      totpCode(authenticator.secret, step - current),
    );
    await button('auth.adminLogin.code.submit').click();
  }
  await page.waitForURL(`${stack.server.baseUrl}${ROUTES.adminDashboard}`);
};

/** The quote e-mail sent to `email` (in either language), waiting for it to arrive. */
const quoteMailTo = (email: string): Promise<string> => {
  const headings = [text('fr', 'mail.quoteReady.heading'), text('en', 'mail.quoteReady.heading')];
  return latestMailTo(stack.smtp, email, (decoded) =>
    headings.some((heading) => decoded.includes(heading)),
  );
};

const GUESTS = {
  fr: {
    prenom: 'Élodie',
    nom: 'Lefèvre',
    search: 'elodie',
    devis: '245',
    stored: '245.00',
    amount: /245[.,]00/,
  },
  en: {
    prenom: 'Éloïse',
    nom: 'Bézier',
    search: 'eloise',
    devis: '310.5',
    stored: '310.50',
    amount: /310[.,]50/,
  },
} as const;

describe.each(['fr', 'en'] as const)('admin reservations (%s)', (language) => {
  it('the administrator finds a guest request by a search without accents, sets a devis, and the customer receives it by e-mail', async () => {
    const guest = GUESTS[language];
    const email = `${guest.search}.${language}@example.test`;
    await guestRequest({ prenom: guest.prenom, nom: guest.nom, email });
    // a phone's width: the cards are the list, nothing scrolls sideways
    const { page, errors } = await openPage(stack.browser, {
      baseUrl: stack.server.baseUrl,
      width: 390,
      height: 844,
      locale: language === 'fr' ? 'fr-FR' : 'en-GB',
    });
    const say = (key: string) => text(language, key);
    try {
      await signInAsAdmin(page, language);
      await page.goto(ROUTES.adminReservations);
      await page
        .getByRole('heading', { level: 1, name: say('pages.adminReservations.title') })
        .waitFor();

      await page
        .getByRole('searchbox', { name: say('adminWidgets.dataTable.search') })
        .fill(guest.search);
      const name = `${guest.prenom} ${guest.nom}`;
      const list = page.getByRole('list', { name: say('adminReservations.list') });
      await expect
        .poll(() => list.getByRole('heading').allTextContents(), { timeout: 15_000 })
        .toEqual([name]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      await list
        .getByRole('button', {
          name: `${say('adminReservations.card.edit')} ${say('adminReservations.card.of').replace('{{name}}', name)}`,
        })
        .click();
      const dialog = page.getByRole('dialog', {
        name: say('adminReservations.form.title').replace('{{name}}', name),
      });
      await dialog
        .getByLabel(say('adminReservations.fields.devis'), { exact: true })
        .fill(guest.devis);
      await dialog
        .getByRole('button', { name: say('adminReservations.form.save'), exact: true })
        .click();
      // the toast reads its type to screen readers first ("Succès : …")
      await page
        .getByRole('status')
        .filter({ hasText: say('adminReservations.messages.devisSent') })
        .waitFor();

      // back to the detail view, whose history names the administrator and the change
      const detail = page.getByRole('dialog', {
        name: say('adminReservations.detail.title').replace('{{name}}', name),
      });
      await detail
        .getByText(
          say('adminReservations.detail.historyLine')
            .replace('{{field}}', say('adminReservations.fields.devis'))
            .replace('{{old}}', say('adminReservations.detail.emptyValue'))
            .replace('{{new}}', guest.stored),
        )
        .waitFor();
      await detail.getByText(E2E_ADMIN.email, { exact: false }).first().waitFor();

      // the amount as the e-mail's language writes it: 245,00 € or €310.50
      expect(await quoteMailTo(email)).toMatch(guest.amount);
      expect(errors).toEqual([]);
    } finally {
      await page.context().close();
    }
  });
});
