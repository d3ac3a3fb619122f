import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { seriousViolations } from './support/a11y';
import { signInAsAdminInPage } from './support/admin';
import { expectHeading, postReview, unexpected, type Language } from './support/customer';
import { FR_PHONE_EN_LAPTOP, journeyTest, reviewerSignsIn } from './support/journey';
import { filled, text } from './support/translations';

/*
 * Review moderation (docs/product/back-office.md#reviews): a customer's review waits for the
 * administrator, who approves it on /admin/avis; it then appears in the home page's
 * testimonials, with the city, the verified badge and the month of the author's completed trip.
 */

const test = journeyTest();

/** A YYYY-MM month in words as the home page writes it ("novembre 2026", "November 2026"). */
const monthInWords = (month: string, lng: Language) => {
  const [year = 0, index = 1] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(lng === 'en' ? 'en-GB' : 'fr-FR', {
    timeZone: 'UTC',
    month: 'long',
    year: 'numeric',
  }).format(new Date(Date.UTC(year, index - 1, 1)));
};

describe('review moderation', () => {
  test.for(FR_PHONE_EN_LAPTOP)(
    '($lng, $width px) the administrator approves a customer’s review on /admin/avis and it appears on the home page',
    async (setup, { stack, open }) => {
      const { lng } = setup;
      const customer = await open(setup);
      const admin = await open(setup);
      const account = {
        name: lng === 'fr' ? 'Margaux Perrin' : 'Harry Walsh',
        email: `moderation.${lng}@example.fr`,
        password: 'un-trajet-parfait',
      };
      const comment =
        lng === 'fr'
          ? 'Accueil parfait à la gare, chauffeur aux petits soins.'
          : 'Perfect welcome at the station, a most attentive driver.';
      const city = lng === 'fr' ? 'Annecy' : 'Bath';
      // only a customer with a completed trip may review; the administrator's API sign-in that
      // gives the trip enrols first, so the page's sign-in below types the next code
      const tripMonth = await reviewerSignsIn(customer.page, stack, account, lng);
      expect(await postReview(customer.page, { note: 4, commentaire: comment, city })).toBe(201);

      const { page } = admin;
      await signInAsAdminInPage(page, stack.server.baseUrl, lng);
      if (setup.width >= 1024) {
        // the link in the admin navigation
        await page
          .getByRole('navigation', { name: text(lng, 'adminNav.label') })
          .getByRole('link', { name: text(lng, 'adminNav.reviews') })
          .click();
      } else {
        await page.goto(ROUTES.adminReviews);
      }
      await page.waitForURL(`${stack.server.baseUrl}${ROUTES.adminReviews}`);
      await expectHeading(page, 'pages.adminReviews.title', lng);
      const pendingTab = page.getByRole('button', {
        name: text(lng, 'adminReviews.filters.pending'),
      });
      expect(await pendingTab.getAttribute('aria-pressed')).toBe('true');
      const card = page.getByRole('listitem').filter({ hasText: comment });
      await card.waitFor();
      expect(await card.textContent()).toContain(account.name);
      expect(await card.textContent()).toContain(account.email);
      expect(await card.textContent()).toContain(city);
      expect(await seriousViolations(page), '/admin/avis').toEqual([]);

      await card.getByRole('button', { name: text(lng, 'adminReviews.approve') }).click();
      await page.getByText(text(lng, 'adminReviews.messages.approved')).waitFor();
      await page.getByText(text(lng, 'adminReviews.empty.pending')).waitFor();
      await page.getByRole('button', { name: text(lng, 'adminReviews.filters.approved') }).click();
      await page.getByRole('listitem').filter({ hasText: comment }).waitFor();
      expect(await seriousViolations(page), '/admin/avis, approved').toEqual([]);

      // the public home page, as any visitor
      await customer.page.goto(ROUTES.home);
      const testimonial = customer.page.getByRole('listitem').filter({ hasText: comment });
      await testimonial.waitFor({ timeout: 15_000 });
      const [first = '', last = ''] = account.name.split(' ');
      expect(await testimonial.textContent()).toContain(`${first} ${last.charAt(0)}.`);
      expect(await testimonial.textContent()).not.toContain(last);
      expect(await testimonial.textContent()).toContain(city);
      // the author has a completed trip: the verified badge, and the month of that trip
      expect(await testimonial.textContent()).toContain(text(lng, 'home.testimonials.verified'));
      await testimonial
        .getByText(
          filled(text(lng, 'home.testimonials.tripMonth'), {
            month: monthInWords(tripMonth, lng),
          }),
          {
            exact: true,
          },
        )
        .waitFor();
      expect(unexpected(customer.errors)).toEqual([]);
      expect(unexpected(admin.errors)).toEqual([]);
    },
  );
});
