import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { seriousViolations } from './support/a11y';
import { signInAsAdminInPage } from './support/admin';
import { expectHeading, label, unexpected } from './support/customer';
import { FR_PHONE, journeyTest } from './support/journey';
import { text } from './support/translations';

/*
 * The e-mail log (docs/product/back-office.md#e-mails): the SMTP server refuses a verification
 * code, the dashboard counts the failure, the administrator finds it on /admin/emails (on a
 * phone) and sends it again once the server accepts mail: the customer receives it once.
 */

const test = journeyTest();

describe('the e-mail log', () => {
  test('(fr, 390 px) the administrator resends an e-mail the SMTP server refused; it arrives once', async ({
    stack,
    open,
  }) => {
    const customer = await open(FR_PHONE);
    const admin = await open(FR_PHONE);
    const domain = `rebond${Date.now()}.example.fr`;
    const email = `refus@${domain}`;
    const masked = `r•••@${domain}`;
    const received = () => stack.smtp.messages.filter((message) => message.to.includes(email));
    try {
      stack.smtp.refuse(550);
      const { page: visitor } = customer;
      await visitor.goto(ROUTES.register);
      await label(visitor, 'fr', 'auth.register.nameLabel').fill('Rémi Refus');
      await label(visitor, 'fr', 'auth.register.emailLabel').fill(email);
      await label(visitor, 'fr', 'auth.register.passwordLabel').fill('un-trajet-parfait');
      await label(visitor, 'fr', 'auth.register.confirmPasswordLabel').fill('un-trajet-parfait');
      await visitor.getByRole('button', { name: text('fr', 'auth.register.submit') }).click();
      await visitor.waitForURL(`${stack.server.baseUrl}${ROUTES.verify}`);

      const { page } = admin;
      await signInAsAdminInPage(page, stack.server.baseUrl, 'fr');
      // the worker refuses it at its next poll: the dashboard counts it
      const card = page.getByRole('link', {
        name: new RegExp(text('fr', 'adminDashboard.mails.failed')),
      });
      await expect
        .poll(
          async () => {
            await page.reload();
            await card.waitFor();
            return card.textContent();
          },
          { timeout: 20_000 },
        )
        .toMatch(/E-mails en échec\s*[1-9]/);
      await card.click();
      await page.waitForURL(`${stack.server.baseUrl}${ROUTES.adminMails}?statut=failed`);
      await expectHeading(page, 'pages.adminMails.title', 'fr');

      await page.getByText(masked).locator('visible=true').first().waitFor();
      await page
        .getByText(/refused by the SMTP server \(550\)/)
        .locator('visible=true')
        .first()
        .waitFor();
      expect(await page.content()).not.toContain(email);
      expect(await seriousViolations(page), '/admin/emails').toEqual([]);

      stack.smtp.refuse(null);
      await page
        .getByRole('button', {
          name: text('fr', 'adminMails.resendOf').replace('{{recipient}}', masked),
        })
        .locator('visible=true')
        .first()
        .click();
      await page.getByRole('dialog').getByText(text('fr', 'adminMails.confirm.title')).waitFor();
      expect(await seriousViolations(page), '/admin/emails, confirmation').toEqual([]);
      await page
        .getByRole('button', { name: text('fr', 'toast.confirm.yes'), exact: true })
        .click();
      await page.getByText(text('fr', 'adminMails.messages.resent')).waitFor();

      await expect.poll(() => received().length, { timeout: 20_000 }).toBe(1);
      // sent: it leaves the failed list and shows under Envoyés
      await page.goto(`${ROUTES.adminMails}?statut=sent`);
      await page.getByText(masked).locator('visible=true').first().waitFor({ timeout: 15_000 });
      expect(received()).toHaveLength(1);
      expect(unexpected(customer.errors)).toEqual([]);
      expect(unexpected(admin.errors)).toEqual([]);
    } finally {
      stack.smtp.refuse(null);
    }
  });
});
