import type { Page } from 'playwright-core';
import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { seriousViolations } from './support/a11y';
import { fitsScreen } from './support/browser';
import { downloadPdf, pdfAttachmentsTo } from './support/documents';
import {
  acceptDevis,
  backToPaidReservation,
  payInTestCheckout,
  expectHeading,
  label,
  reservationCard,
  signIn,
  unexpected,
  type Language,
} from './support/customer';
import {
  companySetsDevis,
  guestBecomesCustomer,
  frPhoneEnLaptop,
  journeyTest,
} from './support/journey';
import { lead, text } from './support/translations';

const test = journeyTest();

const SETUPS = frPhoneEnLaptop(
  { prenom: 'Maëlle', nom: 'Guérin', search: 'guerin', devis: '265', amount: /265[.,]00/ },
  { prenom: 'Gaspard', nom: 'Lemaire', search: 'lemaire', devis: '312.5', amount: /312[.,]50/ },
);

/** A document's link: "Devis D-2026-000012 (PDF)", its number captured. */
const documentLink = (lng: Language, kind: 'devis' | 'bon' | 'facture', letter: string) =>
  new RegExp(`^${lead(lng, `documentLinks.kinds.${kind}`)} (${letter}-\\d{4}-\\d{6}) \\(PDF\\)$`);

const numberIn = async (page: Page, link: RegExp) =>
  link.exec((await page.getByRole('link', { name: link }).first().textContent()) ?? '')?.[1];

describe('documents and personal data', () => {
  test.for(SETUPS)(
    '($lng, $width px) the customer downloads the devis, the bon arrives by e-mail, the invoice after paying; then they delete their account',
    async (setup, { stack, open }) => {
      const { lng } = setup;
      const say = (key: string) => text(lng, key);
      const email = `documents.${lng}@example.fr`;
      const { account, service, customer, admin } = await guestBecomesCustomer(
        { stack, open },
        setup,
        {
          email,
          password: 'des-papiers-en-ordre',
        },
      );
      const { page } = customer;

      // the company sets the devis: a devis document is issued
      await companySetsDevis(admin, stack, setup);
      const devisLink = documentLink(lng, 'devis', 'D');
      await admin.page.getByRole('dialog').getByRole('link', { name: devisLink }).waitFor();

      // the customer downloads it from their reservations, then accepts it
      await page.goto(`${ROUTES.profile}?tab=reservations`);
      await expectHeading(page, 'pages.profile.title', lng);
      const card = reservationCard(page, service);
      await card.getByRole('link', { name: devisLink }).waitFor();
      await card.getByText(lead(lng, 'documentLinks.validUntil')).waitFor();
      const devisNumber = await numberIn(page, devisLink);
      const devis = await downloadPdf(page, devisLink);
      expect(devis).toContain(devisNumber);
      expect(devis).toMatch(setup.amount);

      await acceptDevis(page, card, lng);

      // the bon de réservation comes with the confirmation e-mail, as a PDF
      const bonLink = documentLink(lng, 'bon', 'B');
      await page.reload();
      await card.getByRole('link', { name: bonLink }).waitFor();
      const bonNumber = await numberIn(page, bonLink);
      await expect
        .poll(async () => (await pdfAttachmentsTo(stack.smtp, email)).join('\n'), {
          timeout: 20_000,
          interval: 500,
        })
        .toContain(bonNumber);

      // pays in the test checkout, then downloads the invoice
      await payInTestCheckout(page, card, lng);
      // the success page stays until the customer goes on to Mon espace
      await backToPaidReservation(page, card, lng, stack.server.baseUrl);
      const invoiceLink = documentLink(lng, 'facture', 'F');
      await expect
        .poll(
          async () => {
            if ((await card.getByRole('link', { name: invoiceLink }).count()) > 0) return true;
            await page.reload();
            return false;
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(true);
      const invoice = await downloadPdf(page, invoiceLink);
      expect(invoice).toContain(await numberIn(page, invoiceLink));
      expect(invoice).toMatch(setup.amount);

      // Mes données: axe clean, then the account is deleted with the password
      await page.getByRole('tab', { name: say('profilePage.tabs.donnees') }).click();
      const tab = page.getByRole('tabpanel', { name: say('profilePage.tabs.donnees') });
      const download = tab.getByRole('link', { name: say('myData.export'), exact: true });
      expect(await download.getAttribute('href')).toBe('/auth/profile/export');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await fitsScreen(page)).toBe(true);
      await label(page, lng, 'myData.passwordLabel').fill(account.password);
      await tab.getByRole('button', { name: say('myData.delete'), exact: true }).click();
      await page
        .getByRole('dialog', { name: say('myData.confirmTitle') })
        .getByRole('button', { name: say('toast.confirm.yes'), exact: true })
        .click();
      await page.waitForURL(`${stack.server.baseUrl}${ROUTES.home}`);
      await page
        .getByRole('status')
        .filter({ hasText: say('myData.deleted') })
        .waitFor();

      // the account is gone: signing in again is refused
      await page.goto(ROUTES.login);
      await signIn(page, email, account.password, lng);
      await page
        .getByRole('alert')
        .filter({ hasText: say('errors.INVALID_CREDENTIALS') })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe(ROUTES.login);
      expect(unexpected(customer.errors, 401)).toEqual([]);

      // the back-office's personal data page, axe clean at this width
      await admin.page.goto(ROUTES.adminPrivacy);
      await admin.page
        .getByRole('heading', { level: 1, name: say('pages.adminPrivacy.title') })
        .waitFor();
      await admin.page.getByRole('heading', { name: say('adminPrivacy.retentionTitle') }).waitFor();
      expect(await seriousViolations(admin.page)).toEqual([]);
      expect(admin.errors).toEqual([]);
    },
  );
});
