import { decodeQuotedPrintable } from '@navette/test-support/smtp-receiver';
import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { seriousViolations } from './support/a11y';
import { fitsScreen } from './support/browser';
import {
  acceptDevis,
  backToPaidReservation,
  expectHeading,
  payInTestCheckout,
  reservationCard,
} from './support/customer';
import {
  companySetsDevis,
  guestBecomesCustomer,
  frPhoneEnLaptop,
  journeyTest,
} from './support/journey';
import { latestMailTo } from './support/stack';
import { lead, text } from './support/translations';

const test = journeyTest();

const SETUPS = frPhoneEnLaptop(
  {
    prenom: 'Hélène',
    nom: 'Dufresne',
    search: 'dufresne',
    devis: '245',
    amount: /245,00\s€/,
    mailAmount: /245[.,]00/,
  },
  {
    prenom: 'Jérôme',
    nom: 'Castel',
    search: 'castel',
    devis: '310.5',
    amount: /€310\.50/,
    mailAmount: /310[.,]50/,
  },
);

describe('the customer journey: from a guest request to a paid reservation', () => {
  test.for(SETUPS)(
    '($lng, $width px) a guest asks for a quote, registers with the same address, accepts the devis the company set, pays in the test checkout and sees the payment done',
    async (setup, { stack, open }) => {
      const { lng } = setup;
      const say = (key: string) => text(lng, key);
      const email = `voyage.${lng}@example.fr`;
      // registering later with the same address: once verified, the request is theirs
      const { service, customer, admin } = await guestBecomesCustomer({ stack, open }, setup, {
        email,
        password: 'un-trajet-sans-souci',
      });
      const { page } = customer;
      await page.goto(ROUTES.profile);
      await expectHeading(page, 'pages.profile.title', lng);
      // every tab reads whole and every panel fits the screen (the tabs wrap, never cut)
      for (const tab of ['donnees', 'avis', 'profile', 'reservations'] as const) {
        await page.getByRole('tab', { name: say(`profilePage.tabs.${tab}`) }).click();
        await page.waitForURL(new RegExp(`tab=${tab}`));
        expect(
          await page.evaluate(() => ({
            fits: document.documentElement.scrollWidth <= window.innerWidth,
            cut: Array.from(document.querySelectorAll('[role="tab"]')).filter((element) => {
              const box = element.getBoundingClientRect();
              return element.scrollWidth > element.clientWidth || box.right > window.innerWidth;
            }).length,
          })),
        ).toEqual({ fits: true, cut: 0 });
      }
      const card = reservationCard(page, service);
      await card.getByText(say('customerReservations.noDevis')).waitFor();
      const confirm = card.getByRole('button', {
        name: new RegExp(`^${say('customerReservations.confirm')}`),
      });
      // no quote yet: nothing to confirm, and no grey button saying so
      expect(await confirm.count()).toBe(0);

      // the company sets the devis in the back-office
      await companySetsDevis(admin, stack, setup);

      // the customer accepts the amount shown
      await page.reload();
      await card.getByText(setup.amount).first().waitFor();
      await card
        .getByText(say('customerReservations.statuses.quoteReceived'), { exact: true })
        .waitFor();
      await acceptDevis(page, card, lng);

      // the card names the booking by its short reference, which the success page repeats
      const reference = /NP-\d{4}-\d{4,}/.exec((await card.textContent()) ?? '')?.[0];
      expect(reference).toBeDefined();

      // Pay: the site's test checkout, clearly marked, then the success page, which stays
      const summary = await payInTestCheckout(page, card, lng, reference!);
      await summary.getByText(say('payment.summary.amount')).waitFor();
      expect(await summary.textContent()).toMatch(/\d+[,.]\d{2}/);
      expect(await fitsScreen(page)).toBe(true);
      // nothing leaves on its own: the customer goes on with the button
      expect(new URL(page.url()).pathname).toBe('/paiement/succes');
      await backToPaidReservation(page, card, lng, stack.server.baseUrl);
      expect(
        await card
          .getByRole('button', { name: new RegExp(`^${lead(lng, 'customerReservations.pay')}`) })
          .count(),
      ).toBe(0);
      expect(await fitsScreen(page)).toBe(true);
      // the card fills its cell of the grid, and the spent Confirm and Cancel are gone
      expect(
        await card.evaluate((article) => {
          const cell = article.parentElement!.getBoundingClientRect();
          return Math.abs(article.getBoundingClientRect().width - cell.width) < 1;
        }),
      ).toBe(true);
      expect(await confirm.count()).toBe(0);
      // the details open too, so that axe reads the whole card
      await card
        .getByRole('button', { name: new RegExp(`^${say('customerReservations.showDetails')}`) })
        .click();
      expect(await seriousViolations(page)).toEqual([]);

      // and the payment e-mail, once
      // in the language the account's e-mails are written in, whichever that is
      const headings = (['fr', 'en'] as const).map((l) => text(l, 'mail.paymentReceived.heading'));
      const isPaymentMail = (mail: string) => headings.some((heading) => mail.includes(heading));
      expect(await latestMailTo(stack.smtp, email, isPaymentMail)).toMatch(setup.mailAmount);
      const paymentMails = stack.smtp.messages.filter(
        (message) =>
          message.to.includes(email) && isPaymentMail(decodeQuotedPrintable(message.raw)),
      );
      expect(paymentMails).toHaveLength(1);
      expect(customer.errors).toEqual([]);
    },
  );
});
