import { CAROUSEL_MS, ROUTES } from '@navette/shared';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { seriousViolations } from './support/a11y';
import { visitTest } from './support/journey';
import { text } from './support/translations';

/*
 * The public content pages, in French and English, on a phone (390 px) and a laptop (1280 px):
 * each renders its own heading and meta description, logs no error, never scrolls sideways and
 * has no serious or critical accessibility violation. One browser and one context per language
 * and width, pages in sequence, to stay within a few minutes on two cores.
 */
const test = visitTest();

const PUBLIC_PAGES = [
  'home',
  'airportTransfer',
  'privateChauffeur',
  'vip',
  'wedding',
  'station',
  'expressTransfer',
  'tours',
  'pricing',
  'faq',
  'privacy',
] as const;

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().textContent();

describe.each(['fr', 'en'] as const)('the public site in %s', (language) => {
  test.for([390, 1280])(
    'at %i px every content page renders its content, fits the screen and passes axe',
    { timeout: 180_000 },
    async (width, { open }) => {
      const { page, errors } = await open({
        width,
        locale: language === 'fr' ? 'fr-FR' : 'en-GB',
      });
      for (const name of PUBLIC_PAGES) {
        await page.goto(`${ROUTES[name]}?lng=${language}`);
        await expect
          .poll(() => heading(page), { timeout: 15_000 })
          .toBe(text(language, `pages.${name}.title`));
        // the page's own content, not only the heading band
        await page.locator('footer').waitFor();
        expect(await page.locator('main h2').count()).toBeGreaterThan(0);
        await expect
          .poll(() => page.locator('meta[name="description"]').getAttribute('content'))
          .toBe(text(language, `seo.${name}`));
        expect(await page.title()).toContain(text(language, `pages.${name}.title`));
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${ROUTES[name]} scrolls sideways`).toBeLessThanOrEqual(width);
        expect(await seriousViolations(page), ROUTES[name]).toEqual([]);
        // a returning customer finds where to sign in, in the footer of every page
        expect(
          await page
            .locator('footer')
            .getByRole('link', { name: text(language, 'nav.login') })
            .getAttribute('href'),
        ).toBe(ROUTES.login);
      }
      // the company's service names in the reader's language (decision 0049): the seeded
      // English, never the French, on the English home page
      await page.goto(`/?lng=${language}`);
      const airport = language === 'fr' ? 'Transfert aéroport' : 'Airport transfer';
      await page.getByRole('heading', { level: 3, name: airport }).waitFor({ timeout: 15_000 });
      if (language === 'en') {
        expect(await page.getByRole('heading', { name: 'Transfert aéroport' }).count()).toBe(0);
      }
      // a service page's Réserver opens the request without an account, its service carried
      await page.goto(`${ROUTES.airportTransfer}?lng=${language}`);
      expect(
        await page
          .getByRole('link', { name: text(language, 'services.common.book') })
          .first()
          .getAttribute('href'),
      ).toBe(`${ROUTES.guestReservation}?service=aeroport`);
      // no floating WhatsApp button over a form's primary action (here Créer mon compte)
      await page.goto(`${ROUTES.register}?lng=${language}`);
      const submit = page.getByRole('button', { name: text(language, 'auth.register.submit') });
      await submit.waitFor();
      expect(
        await page.getByRole('button', { name: text(language, 'quickRequest.openButton') }).count(),
      ).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(errors).toEqual([]);
    },
  );
});

describe('interactive parts', () => {
  test('the home carousel advances by itself and its buttons wrap around', async ({ open }) => {
    const { page, errors } = await open({ width: 390 });
    await page.goto('/?lng=fr');
    const carousel = page.getByRole('region', { name: text('fr', 'home.carousel.label') });
    const shown = () =>
      carousel
        .locator('[aria-roledescription="diapositive"][aria-hidden="false"]')
        .getAttribute('aria-label');
    await expect.poll(shown).toBe('1 sur 4');
    // rotation is paused while the pointer or focus is inside: keep both away
    await page.mouse.move(0, 0);
    await expect.poll(shown, { timeout: CAROUSEL_MS + 3_000 }).toBe('2 sur 4');

    await carousel.getByRole('button', { name: text('fr', 'home.carousel.previous') }).click();
    expect(await shown()).toBe('1 sur 4');
    await carousel.getByRole('button', { name: text('fr', 'home.carousel.previous') }).click();
    expect(await shown()).toBe('4 sur 4');
    await carousel.getByRole('button', { name: text('fr', 'home.carousel.next') }).click();
    expect(await shown()).toBe('1 sur 4');
    expect(errors).toEqual([]);
  });

  test('a tap on the menu before the scripts have run opens it once they have (decision 0040)', async ({
    open,
  }) => {
    const { page, context, errors } = await open({ width: 390 });
    // the home page arrives drawn; its boot requests the app's entry once painted: held back
    const html = await (await page.request.get('/?lng=fr')).text();
    const entry = /data-entry="([^"]+)"/.exec(html)?.[1];
    expect(entry).toMatch(/^\/assets\/.+\.js$/);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let requested = () => {};
    const entryRequested = new Promise<void>((resolve) => (requested = resolve));
    await context.route(`**${entry}`, async (route) => {
      requested();
      await released;
      await route.continue();
    });
    await page.goto('/?lng=fr', { waitUntil: 'domcontentloaded' });
    await entryRequested;

    const toggle = page.getByRole('button', { name: text('fr', 'nav.openMenu') });
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    release();
    const close = page.getByRole('button', { name: text('fr', 'nav.closeMenu') });
    await close.waitFor();
    await page.waitForLoadState('networkidle');
    // pressed once, by the app: the menu stays open
    expect(await close.getAttribute('aria-expanded')).toBe('true');
    expect(errors).toEqual([]);
  });

  test('the FAQ keeps one answer open at a time', async ({ open }) => {
    const { page, errors } = await open({ width: 390 });
    await page.goto(`${ROUTES.faq}?lng=en`);
    const first = page.getByRole('button', {
      name: text('en', 'faq.sections.booking.items.a.q'),
    });
    const other = page.getByRole('button', {
      name: text('en', 'faq.sections.cancellation.items.a.q'),
    });
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByText(text('en', 'faq.sections.booking.items.a.a')).isVisible()).toBe(
      true,
    );
    await other.click();
    await expect.poll(() => other.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('button[aria-expanded="true"]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  test('the express page switches between France and Europe', async ({ open }) => {
    const { page, errors } = await open({ width: 1280 });
    await page.goto(`${ROUTES.expressTransfer}?lng=fr`);
    const panel = page.getByRole('tabpanel');
    await expect
      .poll(() => panel.getByRole('heading', { level: 3 }).textContent())
      .toBe(text('fr', 'services.expressTransfer.destinations.france.title'));
    expect(await panel.getByText('+ 7 autres villes').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Europe' }).click();
    await expect
      .poll(() => panel.getByRole('heading', { level: 3 }).textContent())
      .toBe(text('fr', 'services.expressTransfer.destinations.europe.title'));
    expect(await panel.getByText('Bruxelles', { exact: true }).isVisible()).toBe(true);
    expect(await panel.getByText('+ 6 autres villes').isVisible()).toBe(true);
    const link = page.getByRole('link', {
      name: text('fr', 'services.expressTransfer.vehicleLink'),
    });
    expect(await link.getAttribute('href')).toBe(ROUTES.privateChauffeur);
    expect(errors).toEqual([]);
  });
});
