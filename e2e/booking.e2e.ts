import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { ROUTES } from '@navette/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  decodeQuotedPrintable,
  startSmtpReceiver,
  type SmtpReceiver,
} from '@navette/test-support/smtp-receiver';
import { text } from './support/translations';
import {
  chooseService,
  clickContinue,
  dayFromToday,
  expectFieldErrors,
  pickAddress,
  pickDate,
  pickTime,
  sendQuoteRequest,
  stepHeading,
} from './support/booking-form';

type Language = 'fr' | 'en';

let smtp: SmtpReceiver;
let geocoder: Server;
const geocoderQueries: string[] = [];
let server: RunningServer;
let browser: Browser;

/**
 * A stand-in for the national address API (api-adresse.data.gouv.fr, the server's default
 * provider): the server under test must not reach the internet. It answers one suggestion,
 * the query completed with a Paris postcode, in the provider's GeoJSON shape.
 */
const startGeocoder = async (): Promise<number> => {
  geocoder = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams.get('q') ?? '';
    geocoderQueries.push(query);
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.end(
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [2.3522, 48.8566] },
            properties: {
              id: `75101_${geocoderQueries.length}`,
              label: `${query} 75001 Paris`,
              type: 'housenumber',
              score: 0.9,
              name: query,
              postcode: '75001',
              city: 'Paris',
            },
          },
        ],
      }),
    );
  });
  await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
  return (geocoder.address() as AddressInfo).port;
};

beforeAll(async () => {
  let geocoderPort: number;
  [smtp, geocoderPort] = await Promise.all([startSmtpReceiver(), startGeocoder()]);
  server = await startServer({
    SMTP_URL: smtp.url,
    GEOCODER_URL: `http://127.0.0.1:${geocoderPort}/search/`,
    RESERVATION_RATE_LIMIT_MAX: '100',
    GEOCODE_RATE_LIMIT_MAX: '1000',
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  const code = await server?.stop();
  await smtp?.close();
  await new Promise<void>((resolve) => (geocoder ? geocoder.close(() => resolve()) : resolve()));
  if (code !== undefined && code !== 0) {
    throw new Error(`server did not shut down cleanly (exit ${code}):\n${server.output()}`);
  }
});

const mailsTo = (email: string) =>
  smtp.messages
    .filter((mail) => mail.to.includes(email))
    .map((mail) => decodeQuotedPrintable(mail.raw));

/** Chromium reports every 4xx answer as a console error; expected refusals are not faults. */
const unexpected = (errors: string[], ...statuses: number[]) =>
  errors.filter((error) => !statuses.some((status) => error.includes(`status of ${status}`)));

const transportGroup = (page: Page, lng: Language, key: string) =>
  page.getByRole('group', { name: text(lng, key), exact: true });

describe.each(['fr', 'en'] as const)('booking (%s)', (lng) => {
  const t = (key: string) => text(lng, key);
  const locale = lng === 'fr' ? 'fr-FR' : 'en-GB';

  it('a guest asking for a round trip by plane with a baby seat for someone else sees the success screen and receives one e-mail', async () => {
    const { page, context, errors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      width: 390,
      height: 844,
      locale,
    });
    const email = `invite.${lng}@example.fr`;
    try {
      await page.goto(ROUTES.quoteEntry);
      const dialog = page.getByRole('dialog', { name: t('pages.quoteEntry.title') });
      await dialog.getByText(t('quoteEntry.note')).waitFor();
      await dialog.getByRole('link', { name: t('quoteEntry.guest') }).click();
      await page.waitForURL(`${server.baseUrl}${ROUTES.guestReservation}`);
      await chooseService(page, lng);

      // step 1 refuses to continue empty, with the product messages and the count
      await stepHeading(page, lng, 'trip');
      await clickContinue(page, lng);
      await expectFieldErrors(page, [
        t('booking.validation.guest.dateRequired'),
        t('booking.validation.guest.timeRequired'),
        t('booking.validation.guest.departureRequired'),
        t('booking.validation.guest.arrivalRequired'),
      ]);
      await page
        .getByText(t('booking.toast.missingFields_other').replace('{{count}}', '4'))
        .waitFor();

      const outbound = dayFromToday(3);
      const back = dayFromToday(10);
      await pickDate(page, lng, t('booking.trip.date'), outbound);
      await pickTime(page, lng, t('booking.trip.time'), '07:30');
      await pickAddress(page, t('booking.trip.departure'), '12 rue de Rivoli');
      await pickAddress(page, t('booking.trip.arrival'), 'Aeroport Charles de Gaulle');
      await transportGroup(page, lng, 'booking.trip.transport')
        .getByText(t('booking.transport.avion'), { exact: true })
        .click();
      await clickContinue(page, lng);
      await expectFieldErrors(page, [
        t('booking.validation.guest.flightNumberRequired'),
        t('booking.validation.guest.baggageRequired'),
      ]);
      // the number of passengers is asked once, on step 2, not here
      expect(await page.getByLabel(t('booking.trip.passengers'), { exact: true }).count()).toBe(0);
      await page.getByLabel(t('booking.trip.flightNumber'), { exact: true }).fill('AF 7643');
      await page.getByLabel(t('booking.trip.baggage'), { exact: true }).selectOption('2');

      await page.getByRole('checkbox', { name: t('booking.trip.wantsReturn') }).check();
      await pickDate(page, lng, t('booking.trip.returnDate'), back);
      await pickTime(page, lng, t('booking.trip.returnTime'), '18:45');
      // the return addresses are offered the other way round
      await expect
        .poll(() =>
          page
            .getByRole('combobox', { name: t('booking.trip.returnDeparture'), exact: true })
            .inputValue(),
        )
        .toBe('Aeroport Charles de Gaulle 75001 Paris');
      await transportGroup(page, lng, 'booking.trip.returnTransport')
        .getByText(t('booking.transport.avion'), { exact: true })
        .click();
      await clickContinue(page, lng);

      // step 2: an emptied count is refused
      await stepHeading(page, lng, 'passengers');
      const persons = page.getByLabel(t('booking.passengers.persons'), { exact: true });
      await persons.fill('');
      await clickContinue(page, lng);
      await expectFieldErrors(page, [t('booking.validation.guest.personsRequired')]);
      await persons.fill('3');
      await page.getByRole('checkbox', { name: t('booking.passengers.babySeat') }).check();
      await clickContinue(page, lng);

      // step 3 refuses to continue empty, then another person travels
      await stepHeading(page, lng, 'contact');
      await clickContinue(page, lng);
      await expectFieldErrors(page, [
        t('booking.validation.guest.lastNameRequired'),
        t('booking.validation.guest.firstNameRequired'),
        t('booking.validation.guest.emailRequired'),
        t('booking.validation.guest.phoneRequired'),
      ]);
      await page.getByLabel(t('booking.contact.lastName'), { exact: true }).fill('Martin');
      await page.getByLabel(t('booking.contact.firstName'), { exact: true }).fill('Camille');
      await page.getByLabel(t('booking.contact.email'), { exact: true }).fill(email);
      await page.getByLabel(t('booking.contact.phone'), { exact: true }).fill('06 12 34 56 78');
      await page.getByRole('checkbox', { name: t('booking.contact.isMainPassenger') }).uncheck();
      await clickContinue(page, lng);
      await expectFieldErrors(page, [
        t('booking.validation.guest.mainPassengerNameRequired'),
        t('booking.validation.guest.mainPassengerPhoneRequired'),
      ]);
      await page
        .getByLabel(t('booking.contact.mainPassengerName'), { exact: true })
        .fill('Louise Martin');
      await page
        .getByLabel(t('booking.contact.mainPassengerPhone'), { exact: true })
        .fill('07 98 76 54 32');
      await clickContinue(page, lng);

      await stepHeading(page, lng, 'summary');
      const summary = page.locator('form');
      await expect.poll(() => summary.textContent()).toContain('AF 7643');
      expect(await summary.textContent()).toContain('Louise Martin');
      await sendQuoteRequest(page, lng);
      await page.getByText(t('booking.toast.sent')).waitFor();
      const details = await page.locator('main').textContent();
      expect(details).toContain('AF 7643');
      expect(details).toContain('Louise Martin');

      // the server's mail worker sends the confirmation, in the visitor's language
      await expect.poll(() => mailsTo(email).length, { timeout: 20_000, interval: 200 }).toBe(1);
      expect(mailsTo(email)[0]).toContain(t('mail.quoteRequestReceived.heading'));

      // a new request starts again from the picker
      await page.getByRole('button', { name: t('booking.guest.newRequest') }).click();
      await page.getByRole('radio', { name: /Transfert aéroport|Airport transfer/ }).waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a signed-in customer books and sees the confirmation', async () => {
    const { page, context, errors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      locale,
    });
    const account = {
      name: 'Léa Dubois',
      email: `lea.${lng}@example.fr`,
      password: 'voyage-2026',
    };
    try {
      await registerVerifyAndSignIn(page, lng, account);
      await page.waitForURL(`${server.baseUrl}${ROUTES.profile}`);
      await page.goto(ROUTES.reservation);
      await chooseService(page, lng);

      await stepHeading(page, lng, 'details');
      await clickContinue(page, lng);
      await expectFieldErrors(page, [
        t('booking.validation.signedIn.dateRequired'),
        t('booking.validation.signedIn.timeRequired'),
        t('booking.validation.signedIn.departureRequired'),
        t('booking.validation.signedIn.arrivalRequired'),
      ]);
      await pickDate(page, lng, t('booking.trip.date'), dayFromToday(5));
      await pickTime(page, lng, t('booking.trip.time'), '09:15');
      await pickAddress(page, t('booking.trip.departure'), '5 avenue Foch');
      // the typed address may be used as is
      await page
        .getByRole('combobox', { name: t('booking.trip.arrival'), exact: true })
        .fill('Gare de Lyon, Paris');
      await clickContinue(page, lng);

      await stepHeading(page, lng, 'passengers');
      await clickContinue(page, lng);

      await stepHeading(page, lng, 'contact');
      expect(await page.getByLabel(t('booking.contact.email'), { exact: true }).inputValue()).toBe(
        account.email,
      );
      await clickContinue(page, lng);
      await expectFieldErrors(page, [t('booking.validation.signedIn.phoneRequired')]);
      await page.getByLabel(t('booking.contact.phone'), { exact: true }).fill('0612345678');
      await clickContinue(page, lng);

      await stepHeading(page, lng, 'summary');
      await page.getByRole('button', { name: t('booking.customer.submit'), exact: true }).click();
      await page
        .getByRole('heading', { level: 2, name: t('booking.customer.successTitle') })
        .waitFor({ timeout: 15_000 });
      expect(await page.locator('main').textContent()).toContain('Gare de Lyon, Paris');
      await expect
        .poll(
          () =>
            mailsTo(account.email).filter((mail) =>
              mail.includes(t('mail.quoteRequestReceived.heading')),
            ).length,
          { timeout: 20_000, interval: 200 },
        )
        .toBe(1);
      expect(unexpected(errors)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** /register, the code from the mailbox on /verify, then /login; ends on /reservation. */
const registerVerifyAndSignIn = async (
  page: Page,
  lng: Language,
  account: { name: string; email: string; password: string },
) => {
  const t = (key: string) => text(lng, key);
  await page.goto(ROUTES.register);
  await page.getByLabel(t('auth.register.nameLabel'), { exact: true }).fill(account.name);
  await page.getByLabel(t('auth.register.emailLabel'), { exact: true }).fill(account.email);
  await page.getByLabel(t('auth.register.passwordLabel'), { exact: true }).fill(account.password);
  await page
    .getByLabel(t('auth.register.confirmPasswordLabel'), { exact: true })
    .fill(account.password);
  await page.getByRole('button', { name: t('auth.register.submit') }).click();
  await page.waitForURL(`${server.baseUrl}${ROUTES.verify}`);

  let code: string | undefined;
  await expect
    .poll(
      () => {
        const mail = mailsTo(account.email).at(-1);
        code = mail ? /\b(\d{6})\b/.exec(mail.slice(mail.search(/\r?\n\r?\n/)))?.[1] : undefined;
        return code;
      },
      { timeout: 20_000, interval: 200 },
    )
    .toMatch(/^\d{6}$/);
  await page.getByLabel(t('auth.verify.codeLabel'), { exact: true }).fill(code ?? '');
  await page.getByRole('button', { name: t('auth.verify.submit'), exact: true }).click();
  await page.waitForURL(`${server.baseUrl}${ROUTES.login}`, { timeout: 10_000 });

  await page.getByLabel(t('auth.login.emailLabel'), { exact: true }).fill(account.email);
  await page.getByLabel(t('auth.login.passwordLabel'), { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
};
