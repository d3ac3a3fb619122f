import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { seriousViolations } from './support/a11y';
import { expectHeading, label, registerAndVerify, signIn, unexpected } from './support/customer';
import { EN_PHONE, FR_LAPTOP, journeyTest, reviewerSignsIn } from './support/journey';
import { codeMailedTo, latestMailTo } from './support/stack';
import { filled, text } from './support/translations';

const test = journeyTest();

/** French on a laptop, English on a phone. */
const SETUPS = [FR_LAPTOP, EN_PHONE] as const;

describe('the customer area: reviews and the forgotten password', () => {
  test.for(SETUPS)(
    '($lng, $width px) a customer leaves a review in the Avis tab, sees it awaiting approval, and it is not on the home page',
    async (setup, { stack, open }) => {
      const { lng } = setup;
      const { page, errors } = await open(setup);
      const account = {
        name: lng === 'fr' ? 'Louise Garnier' : 'Oliver Grant',
        email: `avis.${lng}@example.fr`,
        password: 'un-trajet-parfait',
      };
      const comment =
        lng === 'fr'
          ? 'Chauffeur ponctuel, van impeccable, merci !'
          : 'Punctual driver, spotless van, thank you!';
      // only a customer with a completed trip may review
      await reviewerSignsIn(page, stack, account, lng);

      await page.goto(ROUTES.profile);
      await expectHeading(page, 'pages.profile.title', lng);
      await label(page, lng, 'profileAccount.nameLabel').waitFor();
      expect(await seriousViolations(page), 'Profil tab').toEqual([]);
      await page.getByRole('tab', { name: text(lng, 'profilePage.tabs.avis') }).click();
      await page.getByText(text(lng, 'profileReviews.mine.empty')).waitFor();

      const note = (value: number) =>
        page.getByRole('radio', {
          name: filled(text(lng, 'profileReviews.noteOption'), {
            note: String(value),
            max: '5',
          }),
        });
      expect(await note(5).isChecked()).toBe(true);
      // the radio itself is visually hidden: a visitor clicks its star
      await page.locator('label', { has: note(4) }).click();
      expect(await note(4).isChecked()).toBe(true);
      // a required field's label ends with " *"
      const commentField = page.getByLabel(`${text(lng, 'profileReviews.commentLabel')} *`, {
        exact: true,
      });
      await commentField.fill(comment);
      await label(page, lng, 'profileReviews.cityLabel').fill('Versailles');
      await page.getByRole('button', { name: text(lng, 'profileReviews.submit') }).click();

      await page.getByText(text(lng, 'profileReviews.sent')).waitFor();
      const mine = page.getByRole('listitem').filter({ hasText: comment });
      await mine.waitFor();
      await expect
        .poll(() => mine.textContent())
        .toContain(text(lng, 'profileReviews.mine.pending'));
      expect(await mine.textContent()).toContain('Versailles');
      // the form is ready for another review: 5 stars, empty
      expect(await note(5).isChecked()).toBe(true);
      expect(await commentField.inputValue()).toBe('');
      expect(await seriousViolations(page), 'Avis tab').toEqual([]);

      // not public until the company approves it
      await page.goto(ROUTES.home);
      await page.getByText(text(lng, 'home.testimonials.emptyTitle')).waitFor();
      expect(await page.getByText(comment).count()).toBe(0);
      expect(unexpected(errors)).toEqual([]);
    },
  );

  test.for(SETUPS)(
    '($lng, $width px) a customer who forgot the password resets it with the e-mailed code and signs in with the new one, not the old one',
    async (setup, { stack, open }) => {
      const { lng } = setup;
      const { page, errors } = await open(setup);
      const account = {
        name: lng === 'fr' ? 'Hugo Lemaire' : 'Emma Hughes',
        email: `oubli.${lng}@example.fr`,
        password: 'ancien-secret-2026',
      };
      const newPassword = 'nouveau-secret-2026';
      await registerAndVerify(page, stack, account, lng);
      await label(page, lng, 'auth.login.emailLabel').fill(account.email);
      await page.getByRole('link', { name: text(lng, 'auth.login.forgotPassword') }).click();
      await page.waitForURL(`${stack.server.baseUrl}${ROUTES.forgotPassword}`);
      await expectHeading(page, 'pages.forgotPassword.title', lng);
      expect(await label(page, lng, 'passwordReset.emailLabel').inputValue()).toBe(account.email);
      await page.getByRole('button', { name: text(lng, 'passwordReset.sendCode') }).click();
      await page.getByText(text(lng, 'accountApi.reset.sent')).waitFor();

      // the reset e-mail (not the earlier verification one) links back to this page
      const mail = await latestMailTo(stack.smtp, account.email, (decoded) =>
        decoded.includes(ROUTES.forgotPassword),
      );
      expect(mail).toMatch(
        new RegExp(
          `/mot-de-passe-oublie\\?email=(${account.email}|${encodeURIComponent(account.email)})`,
        ),
      );
      const code = await codeMailedTo(
        stack.smtp,
        account.email,
        text(lng, 'mail.passwordReset.codeLabel'),
      );
      expect(await seriousViolations(page), 'the code step').toEqual([]);
      await label(page, lng, 'passwordReset.codeLabel').fill(code);
      await label(page, lng, 'passwordReset.passwordLabel').fill(newPassword);
      await label(page, lng, 'passwordReset.confirmLabel').fill(newPassword);
      await page.getByRole('button', { name: text(lng, 'passwordReset.submit') }).click();

      await page.waitForURL(`${stack.server.baseUrl}${ROUTES.login}`);
      await page.getByText(text(lng, 'accountApi.reset.done')).waitFor();

      await signIn(page, account.email, account.password, lng);
      await expect
        .poll(() => page.getByRole('alert').first().textContent(), { timeout: 10_000 })
        .toContain(text(lng, 'auth.login.errors.invalidCredentials'));
      expect(new URL(page.url()).pathname).toBe(ROUTES.login);

      await signIn(page, account.email, newPassword, lng);
      await page.waitForURL(`${stack.server.baseUrl}${ROUTES.profile}`);
      await expectHeading(page, 'pages.profile.title', lng);
      expect(unexpected(errors, 401)).toEqual([]);
    },
  );
});
