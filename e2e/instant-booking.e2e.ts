import type { Browser, Page } from 'playwright-core';
import { ROUTES, isFrenchPublicHoliday, isSunday, type PriceAnswer } from '@navette/shared';
import { startGeoStandIn, type GeoStandIn } from '@navette/test-support/geo-stand-in';
import {
  decodeQuotedPrintable,
  startSmtpReceiver,
  type SmtpReceiver,
} from '@navette/test-support/smtp-receiver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAsAdminInPage } from './support/admin';
import { pdfAttachmentsTo } from './support/documents';
import {
  chooseService,
  clickContinue,
  dayFromToday,
  pickAddress,
  pickDate,
  pickTime,
  sendQuoteRequest,
  stepHeading,
} from './support/booking-form';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { text } from './support/translations';

/*
 * A visitor on a phone gets a price while typing, books and pays it in one go, and receives the
 * bon and the invoice; a trip out of the tariff's zones becomes a quote request whose estimate
 * the administrator finds prefilled as the devis (docs/product/pricing.md). The address search
 * and the routing service are the geo stand-in's, over real places.
 */

const lng = 'fr' as const;
const t = (key: string) => text(lng, key);
const RIVOLI = '10 Rue de Rivoli 75004 Paris';
const CDG = 'Aéroport Paris-Charles de Gaulle Terminal 2E 95700 Roissy-en-France';
const LYON = 'Place Bellecour 69002 Lyon';

let smtp: SmtpReceiver;
let geo: GeoStandIn;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [smtp, geo] = await Promise.all([startSmtpReceiver(), startGeoStandIn()]);
  server = await startServer({ SMTP_URL: smtp.url, ...geo.env('geoplateforme') });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  await smtp?.close();
  await geo?.close();
  if (code !== undefined && code !== 0) {
    throw new Error(`server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  }
});

/** 85,00 € as the French pages write it (a narrow no-break space before the sign). */
const euros = (amount: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(amount);
const loose = (value: string) =>
  new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s'));

/**
 * The trip's day: ten days ahead or more, neither a Sunday nor a public holiday, so that the
 * flat fares take no day supplement whatever day the run falls on.
 */
const tripDay = (() => {
  for (let offset = 10; ; offset += 1) {
    const day = dayFromToday(offset);
    const iso = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
    if (!isSunday(iso) && !isFrenchPublicHoliday(iso)) return { day, iso };
  }
})();

/** The breakdown's line of the Paris → Charles-de-Gaulle flat fare at `amount` euros. */
const fareLine = (amount: number) =>
  new RegExp(`Forfait Paris → Aéroport Paris-Charles de Gaulle\\s+${loose(euros(amount)).source}`);

/** The guest form, from the airport page's word, to the trip step. */
const openGuestForm = async (page: Page) => {
  await page.goto(`${ROUTES.quoteEntry}?service=aeroport`);
  const dialog = page.getByRole('dialog', { name: t('pages.quoteEntry.title') });
  await dialog.getByRole('link', { name: t('quoteEntry.guest') }).click();
  await page.waitForURL(/\/reservation-guest/);
  await chooseService(page, lng);
  await stepHeading(page, lng, 'trip');
};

/** Steps 1 and 2: the trip on `tripDay` at 10:00, two people. */
const fillTrip = async (page: Page, to: { typed: string; label: string }) => {
  await pickDate(page, lng, t('booking.trip.date'), tripDay.day);
  await pickTime(page, lng, t('booking.trip.time'), '10:00');
  await pickAddress(page, t('booking.trip.departure'), '10 Rue de Rivoli', RIVOLI);
  await pickAddress(page, t('booking.trip.arrival'), to.typed, to.label);
  // the airport page's word presets the plane: its number and the bags
  await page.getByLabel(t('booking.trip.flightNumber'), { exact: true }).fill('AF 1234');
  await page.getByLabel(t('booking.trip.baggage'), { exact: true }).selectOption('2');
  await clickContinue(page, lng);
  await stepHeading(page, lng, 'passengers');
  await page.getByLabel(t('booking.passengers.persons'), { exact: true }).fill('2');
};

const fillContact = async (page: Page, email: string) => {
  await clickContinue(page, lng);
  await stepHeading(page, lng, 'contact');
  await page.getByLabel(t('booking.contact.lastName'), { exact: true }).fill('Martin');
  await page.getByLabel(t('booking.contact.firstName'), { exact: true }).fill('Camille');
  await page.getByLabel(t('booking.contact.email'), { exact: true }).fill(email);
  await page.getByLabel(t('booking.contact.phone'), { exact: true }).fill('06 12 34 56 78');
  await clickContinue(page, lng);
  await stepHeading(page, lng, 'summary');
};

describe('instant prices, on a phone', () => {
  it('a visitor sees the price of Paris → Charles-de-Gaulle, books and pays it in one go, and receives the bon and the invoice', async () => {
    const { page, context, errors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      width: 390,
      height: 844,
      locale: 'fr-FR',
    });
    const email = 'instant.fr@example.fr';
    try {
      await openGuestForm(page);
      await fillTrip(page, { typed: 'Aéroport Paris-Charles', label: CDG });
      // the seeded flat fares: 75 € by the sedan (the cheapest, chosen), 95 € by the van
      await page
        .getByText(loose(`Prix estimé : ${euros(75)} TTC`))
        .first()
        .waitFor();
      await page
        .getByText(loose(`Prix estimé : ${euros(95)} TTC`))
        .first()
        .waitFor();
      await fillContact(page, email);

      await page.getByRole('button', { name: loose(`Réserver et payer ${euros(75)}`) }).click();
      await page.waitForURL(/\/paiement\/test\?/);
      await page.getByText(t('testCheckout.banner')).waitFor();
      await page.getByRole('button', { name: /^Payer/ }).click();
      await page.waitForURL(/\/paiement\/succes\?/);
      await page.getByRole('heading', { name: t('payment.paid') }).waitFor();

      // the payment e-mail carries the invoice and the bon de réservation, which states the
      // cancellation terms the visitor saw before booking
      await expect
        .poll(
          () =>
            smtp.messages
              .filter((mail) => mail.to.includes(email))
              .some((mail) =>
                decodeQuotedPrintable(mail.raw).includes(t('mail.paymentReceived.heading')),
              ),
          { timeout: 30_000 },
        )
        .toBe(true);
      const pdfs = await pdfAttachmentsTo(smtp, email);
      expect(pdfs).toHaveLength(2);
      const bon = pdfs.find((pdf) => /B-\d{4}-\d{6}/.test(pdf)) ?? '';
      expect(pdfs.some((pdf) => /F-\d{4}-\d{6}/.test(pdf))).toBe(true);
      expect(bon.replace(/\s+/g, ' ')).toContain(
        'Annulation gratuite jusqu’à 24 h avant la prise en charge',
      );
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a trip out of the zones is a quote request, its estimate prefilled as the devis for the administrator', async () => {
    const { page, context } = await openPage(browser, {
      baseUrl: server.baseUrl,
      width: 390,
      height: 844,
      locale: 'fr-FR',
    });
    const email = 'lyon.fr@example.fr';
    try {
      await openGuestForm(page);
      await fillTrip(page, { typed: 'Place Bellecour', label: LYON });
      await page
        .getByText(/Prix estimé : /)
        .first()
        .waitFor();
      await fillContact(page, email);
      // not bookable at once: the quote request as before
      expect(await page.getByRole('button', { name: /Réserver et payer/ }).count()).toBe(0);
      await sendQuoteRequest(page, lng);

      // the same trip's estimate, as the server prices it
      const estimate = await priceOf(LYON);
      await signInAsAdminInPage(page, server.baseUrl, lng);
      await page.goto(ROUTES.adminReservations);
      await page.getByRole('searchbox', { name: t('adminWidgets.dataTable.search') }).fill(email);
      const list = page.getByRole('list', { name: t('adminReservations.list') });
      await expect
        .poll(() => list.getByRole('heading').allTextContents(), { timeout: 15_000 })
        .toEqual(['Camille Martin']);
      await list
        .getByRole('button', { name: new RegExp(`^${t('adminReservations.card.edit')}`) })
        .click();
      const devis = page.getByRole('dialog').getByLabel(t('adminReservations.fields.devis'), {
        exact: true,
      });
      await expect.poll(() => devis.inputValue()).toBe(String(estimate));
      await page.getByText(t('adminReservations.form.devisPrefilled')).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('the tariff, in the back-office', () => {
  it('the company changes a flat fare, sees the effect in the simulator, saves a version, and the site prices with it', async () => {
    const { page, context } = await openPage(browser, {
      baseUrl: server.baseUrl,
      width: 1280,
      height: 900,
      locale: 'fr-FR',
    });
    const say = (key: string) => text('fr', key);
    try {
      await signInAsAdminInPage(page, server.baseUrl, 'fr');
      await page.goto(ROUTES.adminTariff);
      await page.getByRole('heading', { level: 1, name: say('pages.adminTariff.title') }).waitFor();

      const simulator = page.getByRole('region', { name: say('adminTariff.simulator.title') });
      await simulator
        .getByLabel(say('adminTariff.simulator.service'), { exact: true })
        .selectOption({ label: 'Transfert aéroport' });
      await pickAddress(page, say('adminTariff.simulator.from'), '10 Rue de Rivoli', RIVOLI);
      await pickAddress(page, say('adminTariff.simulator.to'), 'Aéroport Paris-Charles', CDG);
      const results = simulator.getByRole('region', { name: say('adminTariff.simulator.results') });
      const simulate = () =>
        simulator.getByRole('button', { name: say('adminTariff.simulator.submit') }).click();
      await simulate();
      // the sedan's flat fare, whatever supplement the day takes (tomorrow may be a Sunday)
      await expect.poll(() => results.innerText(), { timeout: 15_000 }).toMatch(fareLine(75));

      // the sedan's airport fares: Paris ↔ Charles-de-Gaulle is the first
      const rates = page.getByRole('region', { name: say('adminTariff.rates.title') });
      await rates
        .getByLabel(say('adminTariff.rates.service'), { exact: true })
        .selectOption({ label: 'Transfert aéroport' });
      await rates
        .getByLabel(say('adminTariff.rates.vehicle'), { exact: true })
        .selectOption({ label: 'Mercedes Classe E' });
      const fare = rates.getByRole('group', { name: 'Forfait 1', exact: true });
      await fare.getByLabel(say('adminTariff.rates.flat.price'), { exact: true }).fill('80');
      await simulate();
      await results.getByText(say('adminTariff.simulator.draftUsed')).waitFor();
      await expect.poll(() => results.innerText(), { timeout: 15_000 }).toMatch(fareLine(80));

      await page.getByRole('button', { name: say('adminTariff.save.submit'), exact: true }).click();
      await page.getByRole('status').filter({ hasText: 'Version 2 enregistrée' }).waitFor();
      // the site's prices follow at once on this server
      expect(await priceOf(CDG)).toBe(80);
    } finally {
      await context.close();
    }
  });
});

/** The cheapest class's price of Rivoli → `to` on `tripDay` at 10:00 for two, in euros. */
const priceOf = async (to: string): Promise<number> => {
  const health = await fetch(`${server.baseUrl}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const services = (await (await fetch(`${server.baseUrl}/api/services`)).json()) as {
    _id: string;
    name: string;
  }[];
  const response = await fetch(`${server.baseUrl}/api/prices`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: `XSRF-TOKEN=${xsrf}`,
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({
      service: services.find((service) => service.name === 'Transfert aéroport')?._id,
      date: tripDay.iso,
      heure: '10:00',
      adresse_depart: RIVOLI,
      adresse_arrivee: to,
      nombre_personnes: 2,
    }),
  });
  const answer = (await response.json()) as PriceAnswer;
  if (answer.outcome !== 'priced') throw new Error(`not priced: ${JSON.stringify(answer)}`);
  return (answer.options[0]?.totalCents ?? 0) / 100;
};
