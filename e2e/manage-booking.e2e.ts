import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { seriousViolations } from './support/a11y';
import { editReservationThroughApi } from './support/admin';
import { sendGuestRequest } from './support/booking';
import { fitsScreen } from './support/browser';
import { acceptDevis, expectHeading, payInTestCheckout, unexpected } from './support/customer';
import { frPhoneEnLaptop, journeyTest } from './support/journey';
import { latestMailTo } from './support/stack';
import { lead, text } from './support/translations';

/*
 * "Gérer ma réservation" (docs/decisions/0047-manage-booking-links.md,
 * docs/product/customer-area.md#manage-my-booking): the quote e-mail's button opens the guest's
 * reservation without an account; the token leaves the address bar, a two-hour cookie keeps the
 * reservation open, and the guest accepts the devis and pays there.
 */

const test = journeyTest();

const SETUPS = frPhoneEnLaptop(
  { prenom: 'Mathilde', nom: 'Rousseau', devis: 245, amount: /245,00\s€/ },
  { prenom: 'Edward', nom: 'Blake', devis: 310.5, amount: /€310\.50/ },
);

describe('the guest manages a booking from the quote e-mail, without an account', () => {
  test.for(SETUPS)(
    '($lng, $width px) the quote e-mail’s button opens the trip, its reference and devis; the guest accepts, pays in the test checkout, and the page still opens once reloaded',
    async (setup, { stack, open }) => {
      const { lng } = setup;
      const say = (key: string) => text(lng, key);
      const email = `lien.${lng}@example.fr`;
      const { id, reference } = await sendGuestRequest(
        stack.server.baseUrl,
        { prenom: setup.prenom, nom: setup.nom, email },
        lng,
      );
      expect(reference).toMatch(/^NP-\d{4}-\d{4,}$/);
      await editReservationThroughApi(stack.server.baseUrl, id, { devis: setup.devis });

      // the quote e-mail (not the request's acknowledgement, which carries a link too)
      const mail = await latestMailTo(stack.smtp, email, (decoded) =>
        decoded.includes(say('mail.quoteReady.heading')),
      );
      expect(mail).toContain(say('mail.manageBooking.button'));
      const link = /https?:\/\/[^\s"'<>]+\/ma-reservation#[A-Za-z0-9_-]{20,}/.exec(mail)?.[0];
      expect(link?.startsWith(`${stack.server.baseUrl}${ROUTES.manageBooking}#`)).toBe(true);

      // a browser that has never seen the site: no account, no cookie
      const guest = await open(setup);
      const { page } = guest;
      await page.goto(link!);
      await expectHeading(page, 'pages.manageBooking.title', lng);
      const card = page.locator('article').filter({ hasText: reference });
      await card.getByText(setup.amount).first().waitFor({ timeout: 15_000 });
      await card.getByText(`${lead(lng, 'customerReservations.reference')} ${reference}`).waitFor();
      await card
        .getByText(say('customerReservations.statuses.quoteReceived'), { exact: true })
        .waitFor();
      // the token left the address bar (and the history) before anything else
      expect(page.url()).toBe(`${stack.server.baseUrl}${ROUTES.manageBooking}`);
      await page.getByText(say('manageBooking.keepPrivate')).waitFor();
      expect(await fitsScreen(page)).toBe(true);
      expect(await seriousViolations(page), 'the opened reservation').toEqual([]);

      // reloaded without the token: the two-hour cookie still opens it
      await page.reload();
      await card.getByText(setup.amount).first().waitFor({ timeout: 15_000 });

      // the offer of an account, the address filled in
      const accountCta = page.getByRole('link', { name: say('manageBooking.accountCta') });
      expect(await accountCta.getAttribute('href')).toBe(
        `${ROUTES.register}?email=${encodeURIComponent(email)}`,
      );

      // the guest accepts the devis, and pays: the success page names the reservation
      await acceptDevis(page, card, lng);
      await payInTestCheckout(page, card, lng, reference);
      expect(await fitsScreen(page)).toBe(true);

      // without an account, the page leads back to the reservation, not to a sign-in
      await page.getByRole('link', { name: say('payment.toBooking') }).click();
      await page.waitForURL(`${stack.server.baseUrl}${ROUTES.manageBooking}`);
      // back on the manage page, the reservation reads paid
      await card.getByText(say('customerReservations.paid'), { exact: true }).waitFor();
      expect(await fitsScreen(page)).toBe(true);
      expect(await seriousViolations(page), 'the paid reservation').toEqual([]);

      await accountCta.click();
      await page.waitForURL(
        `${stack.server.baseUrl}${ROUTES.register}?email=${encodeURIComponent(email)}`,
      );
      expect(
        await page.getByLabel(say('auth.register.emailLabel'), { exact: true }).inputValue(),
      ).toBe(email);
      expect(unexpected(guest.errors)).toEqual([]);
    },
  );

  test.for(SETUPS)(
    '($lng, $width px) a link whose token is not one the site made says so, in the visitor’s language, and offers a way forward',
    async (setup, { stack, open }) => {
      const { lng } = setup;
      const say = (key: string) => text(lng, key);
      const visitor = await open(setup);
      const { page } = visitor;
      await page.goto(`${ROUTES.manageBooking}#${'x'.repeat(43)}`);
      await expectHeading(page, 'pages.manageBooking.title', lng);
      await expect
        .poll(() => page.getByRole('alert').first().textContent(), { timeout: 15_000 })
        .toBe(say('errors.MANAGE_LINK_INVALID'));
      await page.getByRole('heading', { name: say('manageBooking.refusedTitle') }).waitFor();
      await page.getByRole('link', { name: say('manageBooking.newRequest') }).waitFor();
      expect(page.url()).toBe(`${stack.server.baseUrl}${ROUTES.manageBooking}`);
      expect(await fitsScreen(page)).toBe(true);
      expect(await seriousViolations(page), 'the refused link').toEqual([]);
      // the refusal is a 401 the page expects
      expect(unexpected(visitor.errors, 401)).toEqual([]);
    },
  );
});
