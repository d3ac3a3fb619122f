/*
 * `npm run screenshots` — the site as people see it, for a person to look at before a change
 * lands: every page a customer, a guest or the administrator reads, in French and English, on a
 * phone (390 px) and a laptop (1280 px), written as PNG files to `screenshots/` (not committed).
 *
 * It runs as a Vitest file of the e2e set-up (e2e/vitest.config.ts takes it instead of the tests
 * when SCREENSHOTS is set): the built server (run `npm run build` first) on a fresh data
 * directory with a real SMTP receiver, then it makes the data the pages need the way people make it: a guest's request, a
 * customer who registers with the address of an earlier request, a devis set by the
 * administrator, a guest's manage-booking link from the quote e-mail. Pass page names to take
 * only some (`SHOTS="home profile-reservations" npm run screenshots`). A page that does not reach its
 * content in time is reported and skipped; the tool never fails on a picture.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { ROUTES } from '@navette/shared';
import { it } from 'vitest';
import { adminApi, signInAsAdminInPage } from './support/admin';
import { giveCompletedTrip, sendGuestRequest } from './support/booking';
import { postReview, registerAndVerify, signIn } from './support/customer';
import { latestMailTo, useStack } from './support/stack';
import { text } from './support/translations';

const OUT = path.resolve(import.meta.dirname, '../screenshots');
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1280, height: 900 },
] as const;
const LANGUAGES = ['fr', 'en'] as const;

type Who = 'visitor' | 'customer' | 'guest' | 'admin';
interface Shot {
  name: string;
  who: Who;
  path: string;
  /** what to do on the page before the picture, in `lng` */
  then?: (page: Page, lng: 'fr' | 'en') => Promise<void>;
}

const stack = useStack();

it('takes the pictures', { timeout: 30 * 60_000 }, async () => {
  const { smtp, server, browser } = stack;
  const { baseUrl } = server;
  // the data: a customer who travelled with us (a past trip, a review approved) and has a
  // quoted request; a guest with a quoted request and their manage-booking link. The admin API
  // signs in (and enrols) before the back-office page does, as e2e/support/admin.ts requires.
  const customer = {
    name: 'Élodie Fontaine',
    email: 'elodie@example.fr',
    password: 'voir-le-site',
  };
  const person = { prenom: 'Élodie', nom: 'Fontaine', email: customer.email };
  const guest = { prenom: 'Thomas', nom: 'Girard', email: 'thomas.girard@example.fr' };
  await giveCompletedTrip(baseUrl, person);
  await sendGuestRequest(baseUrl, person);
  await sendGuestRequest(baseUrl, guest);
  const api = await adminApi(baseUrl);
  const { body: list } = await api<{
    items: { _id: string; version: number; devis: number | null }[];
  }>('GET', '/api/reservations?when=upcoming');
  for (const [index, item] of list.items.entries()) {
    await api('PUT', `/api/reservations/${item._id}/devis`, {
      version: item.version,
      devis: 180 + index * 45.5,
    });
  }
  // one browser context per person, signed in once; language and width change per picture
  const pages = new Map<Who, Page>();
  for (const who of ['visitor', 'guest', 'customer', 'admin'] as const) {
    const context = await browser.newContext({ baseURL: baseUrl, locale: 'fr-FR' });
    const page = await context.newPage();
    if (who === 'customer') {
      await registerAndVerify(page, { smtp, server }, customer);
      await signIn(page, customer.email, customer.password);
      await page.waitForURL(`${baseUrl}${ROUTES.profile}`);
      await postReview(page, {
        note: 5,
        commentaire: 'Chauffeur ponctuel et attentionné, van impeccable : nous recommandons.',
        city: 'Versailles',
      });
    }
    if (who === 'admin') await signInAsAdminInPage(page, baseUrl, 'fr');
    pages.set(who, page);
  }
  const { body: pending } = await api<{ items: { _id: string }[] }>('GET', '/api/admin/avis');
  for (const review of pending.items) {
    await api('PUT', `/api/admin/avis/${review._id}`, { status: 'approved' });
  }
  const quoteMail = await latestMailTo(smtp, guest.email, (text) =>
    text.includes(ROUTES.manageBooking),
  );
  const manageLink = new RegExp(`${ROUTES.manageBooking}#[A-Za-z0-9_-]+`).exec(quoteMail)?.[0];

  const shots: Shot[] = [
    { name: 'home', who: 'visitor', path: ROUTES.home },
    { name: 'service-airport', who: 'visitor', path: ROUTES.airportTransfer },
    { name: 'tours', who: 'visitor', path: ROUTES.tours },
    { name: 'pricing', who: 'visitor', path: ROUTES.pricing },
    { name: 'quote-entry', who: 'visitor', path: ROUTES.quoteEntry },
    { name: 'guest-reservation', who: 'visitor', path: ROUTES.guestReservation },
    { name: 'login', who: 'visitor', path: ROUTES.login },
    { name: 'register', who: 'visitor', path: `${ROUTES.register}?email=${guest.email}` },
    { name: 'not-found', who: 'visitor', path: '/cette-page-n-existe-pas' },
    { name: 'manage-booking-expired', who: 'visitor', path: `${ROUTES.manageBooking}#garbage` },
    ...(manageLink ? [{ name: 'manage-booking', who: 'guest' as const, path: manageLink }] : []),
    { name: 'profile', who: 'customer', path: `${ROUTES.profile}?tab=profile` },
    { name: 'profile-reservations', who: 'customer', path: `${ROUTES.profile}?tab=reservations` },
    { name: 'profile-reviews', who: 'customer', path: `${ROUTES.profile}?tab=avis` },
    { name: 'profile-data', who: 'customer', path: `${ROUTES.profile}?tab=donnees` },
    { name: 'booking', who: 'customer', path: ROUTES.reservation },
    { name: 'admin-dashboard', who: 'admin', path: ROUTES.adminDashboard },
    { name: 'admin-reservations', who: 'admin', path: ROUTES.adminReservations },
    {
      name: 'admin-reservation-detail',
      who: 'admin',
      path: `${ROUTES.adminReservations}?q=fontaine`,
      then: (page, lng) =>
        page
          .getByRole('button', {
            name: new RegExp(`^${text(lng, 'adminReservations.card.details')}`),
          })
          .first()
          .click(),
    },
    { name: 'admin-services', who: 'admin', path: ROUTES.adminServices },
    { name: 'admin-vehicles', who: 'admin', path: ROUTES.adminVehicles },
    { name: 'admin-reviews', who: 'admin', path: ROUTES.adminReviews },
    { name: 'admin-emails', who: 'admin', path: ROUTES.adminMails },
    { name: 'admin-recruitment', who: 'admin', path: ROUTES.adminRecruitment },
  ];
  const wanted = (process.env.SHOTS ?? '').split(/\s+/).filter(Boolean);
  const selected = wanted.length ? shots.filter((shot) => wanted.includes(shot.name)) : shots;

  mkdirSync(OUT, { recursive: true });
  for (const shot of selected) {
    const page = pages.get(shot.who);
    if (!page) continue;
    for (const lng of LANGUAGES) {
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        const [pathname, hash = ''] = shot.path.split('#');
        const join = pathname?.includes('?') ? '&' : '?';
        // a manage-booking link is spent into a cookie on the first visit: later ones reopen it
        const target =
          shot.who === 'guest' && page.url() !== 'about:blank'
            ? `${ROUTES.manageBooking}${join}lng=${lng}`
            : `${pathname}${join}lng=${lng}${hash ? `#${hash}` : ''}`;
        try {
          await page.goto(target);
          await page.waitForLoadState('networkidle', { timeout: 20_000 });
          // lazy images load once scrolled to: down to the foot of the page, then back up
          await page.evaluate('window.scrollTo(0, document.body.scrollHeight)');
          await page.waitForLoadState('networkidle', { timeout: 20_000 });
          await page.evaluate('window.scrollTo(0, 0)');
          if (shot.then) {
            await shot.then(page, lng);
            await page.waitForLoadState('networkidle', { timeout: 20_000 });
          }
          const file = path.join(OUT, `${shot.name}.${lng}.${viewport.name}.png`);
          await page.screenshot({ path: file, fullPage: true });
          const wide = Number(await page.evaluate('document.documentElement.scrollWidth'));
          console.log(`${file}${wide > viewport.width ? `  — scrolls sideways (${wide} px)` : ''}`);
        } catch (error) {
          console.warn(`${shot.name} ${lng} ${viewport.name}: ${(error as Error).message}`);
        }
      }
    }
  }
});
