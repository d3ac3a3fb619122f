import {
  parisWallClockToInstant,
  type BookingResult,
  type PriceAnswer,
  type CustomerReservation,
  type SaveTariff,
} from '@navette/shared';
import { BrowserClient } from '@navette/test-support/browser-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { payments, reservations } from '../src/db/schema';
import { signInAsAdmin } from './support/admin';
import { mailsTo } from './support/outbox';
import { countReservations, dayFromToday, uniqueEmail } from './support/reservations';
import { PLACES, plainDayAhead, startPricingTestApp, type PricingTestApp } from './support/pricing';

/*
 * Booking at the tariff's price and paying in one go (docs/product/pricing.md): the server prices
 * the trip itself, records it confirmed with its devis set, opens the checkout at once, and the
 * bon and the invoice follow the payment; a trip the tariff does not cover stays a quote request
 * with the estimate; a later tariff never moves a price; cancelling follows the trip's terms.
 */

let s: PricingTestApp;
beforeAll(async () => {
  s = await startPricingTestApp();
});
afterAll(async () => s?.close());

const airport = () => s.serviceIds['Transfert aéroport']!;
const van = () => s.vehicleIds['Mercedes Classe V']!;

/** Rivoli → Charles-de-Gaulle for two, by the van: the seeded flat fare of 95 €. */
const booking = (fields: Record<string, unknown> = {}) => ({
  service: airport(),
  date: plainDayAhead(10),
  heure: '10:00',
  adresse_depart: PLACES.rivoli,
  adresse_arrivee: PLACES.cdg,
  nombre_personnes: 2,
  vehicule: van(),
  reserver: true,
  prix_attendu: 95,
  nom: 'Martin',
  prenom: 'Léa',
  email: uniqueEmail('instant'),
  telephone: '06 12 34 56 78',
  isGuest: true,
  ...fields,
});

const book = async (body: Record<string, unknown>, browser = new BrowserClient(s.t.app)) => {
  await browser.get('/api/services');
  const response = await browser.post('/api/reservations', body);
  return { browser, response };
};

const rowOf = async (id: string) =>
  (await s.t.database.db.select().from(reservations).where(eq(reservations.id, id)))[0]!;

const payAtTestCheckout = async (browser: BrowserClient, checkoutUrl: string) => {
  const sessionId = new URL(checkoutUrl).searchParams.get('session');
  const paid = await browser.post(`/api/payment/test-checkout/${sessionId}/pay`);
  expect(paid.statusCode, paid.body).toBe(200);
};

describe('a trip the tariff covers, booked at its price', () => {
  it('is recorded confirmed at the flat fare, its checkout opened at once, and the bon and the invoice follow the payment', async () => {
    const body = booking();
    const { browser, response } = await book(body);
    expect(response.statusCode, response.body).toBe(201);
    const booked = response.json<BookingResult>();
    expect(booked).toMatchObject({
      statut: 'confirmé',
      devis: 95,
      prix_estime: 95,
      vehicule: van(),
      paid: false,
      tarification: {
        tariffVersion: 1,
        instant: true,
        cancellation: { freeUntilHours: 24, feePercent: 50 },
        option: { vehicleName: 'Mercedes Classe V', totalCents: 9500, covered: true },
      },
    });
    expect(booked.checkoutUrl).toMatch(/\/paiement\/test\?session=cs_test_navette_/);
    // the booking e-mail, with its reference and price; no bon yet
    const [mail] = await mailsTo(s.t.database.db, String(body.email), 'quoteRequestReceived');
    expect(mail?.subject).toBe(`Votre réservation ${booked.reference} est enregistrée`);
    expect(mail?.text).toContain('95,00');

    // a guest: the answer gave this browser the reservation's link cookie, so it pays it
    await payAtTestCheckout(browser, booked.checkoutUrl!);
    expect(await rowOf(booked._id)).toMatchObject({ paid: true, statut: 'confirmé' });
    const [receipt] = await mailsTo(s.t.database.db, String(body.email), 'paymentReceived');
    expect(receipt?.attachments?.map((file) => file.filename)).toEqual([
      expect.stringMatching(/^facture-F-\d{4}-\d{6}\.pdf$/),
      expect.stringMatching(/^bon-de-reservation-B-\d{4}-\d{6}\.pdf$/),
    ]);
  });

  it('never keeps a price the browser sends: a quote request keeps the tariff’s estimate', async () => {
    const { response } = await book(
      booking({ reserver: false, prix_attendu: null, prix_estime: 9999 }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json<BookingResult>();
    // the company's notice gives the tariff's price, not the browser's
    const notices = await mailsTo(s.t.database.db, s.t.config.company.email, 'companyNotice');
    const notice = notices.find((mail) => mail.subject.includes(request.reference));
    expect(notice?.text).toMatch(/Prix du tarif : 95,00\s€/);
    expect(notice?.text).not.toContain('9 999');
    expect(request).toMatchObject({
      statut: 'en attente',
      devis: null,
      prix_estime: 95,
      checkoutUrl: null,
      tarification: { instant: false, option: { totalCents: 9500 } },
    });
  });

  it('is refused when the price shown is no longer the price, with the new amount, and nothing is recorded', async () => {
    const before = await countReservations(s.t);
    const { response } = await book(booking({ prix_attendu: 80 }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'PRICE_CHANGED',
      details: { prix: 95 },
    });
    expect(response.json().error).toMatch(
      /^Le prix de ce trajet a changé : il est maintenant de 95,00\s€\. Vérifiez-le avant de réserver\.$/,
    );
    expect(await countReservations(s.t)).toBe(before);
  });

  it('is refused when the pick-up is too soon, or the trip leaves the tariff’s zones: a quote request instead', async () => {
    const before = await countReservations(s.t);
    const tooSoon = await book(booking({ date: dayFromToday(0), heure: '23:59' }));
    const outside = await book(booking({ adresse_arrivee: PLACES.lyon, prix_attendu: null }));
    for (const { response } of [tooSoon, outside]) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'INSTANT_BOOKING_UNAVAILABLE',
        error:
          'Ce trajet ne peut plus être réservé au prix affiché : envoyez votre demande, nous vous répondons avec un devis.',
      });
    }
    expect(await countReservations(s.t)).toBe(before);

    const asked = await book(booking({ adresse_arrivee: PLACES.lyon, reserver: false }));
    expect(asked.response.statusCode).toBe(201);
    const estimate = asked.response.json<BookingResult>();
    expect(estimate).toMatchObject({ statut: 'en attente', devis: null, checkoutUrl: null });
    expect(estimate.prix_estime).toBeGreaterThan(95);
    expect(estimate.tarification).toMatchObject({ instant: false, option: { covered: false } });
  });
});

describe('a tariff change', () => {
  it('never moves the price of a reservation priced before it', async () => {
    const { response } = await book(booking());
    const before = response.json<BookingResult>();
    const admin = (await signInAsAdmin(s.t.app, s.t.database.db)).client;
    const current = await admin.get('/api/admin/tarifs');
    const { current: version } = current.json<{
      current: { version: number; tariff: SaveTariff['tariff'] };
    }>();
    const tariff = structuredClone(version.tariff);
    for (const rate of tariff.rates) {
      for (const fare of rate.flatFares ?? []) fare.priceCents += 1000;
    }
    const saved = await admin.request({
      method: 'PUT',
      url: '/api/admin/tarifs',
      payload: { tariff, basedOn: version.version, note: 'Hausse de 10 €' },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    expect(await rowOf(before._id)).toMatchObject({
      devisCents: 9500,
      prixEstimeCents: 9500,
      tariffVersion: version.version,
      tarification: { tariffVersion: version.version, option: { totalCents: 9500 } },
    });
    // a new booking is priced by the new version
    const { response: after } = await book(booking({ prix_attendu: 105 }));
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json<BookingResult>()).toMatchObject({
      devis: 105,
      tarification: { tariffVersion: version.version + 1 },
    });
  });
});

describe('cancelling a trip booked at the tariff’s price', () => {
  const cancel = (browser: BrowserClient, reservation: CustomerReservation) =>
    browser.request({
      method: 'PUT',
      url: `/api/reservations/${reservation._id}/statut`,
      payload: { statut: 'annulé', devis: reservation.devis, version: reservation.version },
    });
  const paidBooking = async (fields: Record<string, unknown>) => {
    // the price as it now is (an earlier test raised the tariff)
    const { browser, response } = await book(booking({ prix_attendu: null, ...fields }));
    expect(response.statusCode, response.body).toBe(201);
    const booked = response.json<BookingResult>();
    await payAtTestCheckout(browser, booked.checkoutUrl!);
    const mine = await browser.get(`/api/reservations/${booked._id}`);
    return { browser, reservation: mine.json<CustomerReservation>() };
  };
  const refundOf = async (reservationId: string) =>
    (await s.t.database.db.select().from(payments).where(eq(payments.reservationId, reservationId)))
      .filter((payment) => payment.status === 'paid')
      .map((payment) => ({ refundCents: payment.refundCents, reason: payment.refundReason }));

  it('refunds it in full before the free limit, paid and confirmed as it is', async () => {
    const { browser, reservation } = await paidBooking({});
    expect(reservation.annulationGratuiteJusquAu).toEqual(expect.any(String));
    const response = await cancel(browser, reservation);
    expect(response.statusCode, response.body).toBe(200);
    expect(await rowOf(reservation._id)).toMatchObject({ statut: 'annulé' });
    expect(await refundOf(reservation._id)).toEqual([
      { refundCents: reservation.devis! * 100, reason: 'cancelled-by-customer' },
    ]);
  });

  it('keeps half of it after the free limit and refunds the rest', async () => {
    const { browser, reservation } = await paidBooking({});
    // the pick-up day, at midnight in Paris: ten hours before the pick-up, past the 24 h limit
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(parisWallClockToInstant(reservation.date, '00:00'));
    try {
      const response = await cancel(browser, reservation);
      expect(response.statusCode, response.body).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(await refundOf(reservation._id)).toEqual([
      { refundCents: (reservation.devis! * 100) / 2, reason: 'cancelled-by-customer' },
    ]);
  });

  it('cannot be cancelled online once its pick-up time has come', async () => {
    const { browser, reservation } = await paidBooking({});
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(parisWallClockToInstant(reservation.date, '10:01'));
    try {
      const response = await cancel(browser, reservation);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        code: 'CANCEL_PICKUP_PASSED',
        error:
          'L’heure de prise en charge de ce trajet est passée : il ne peut plus être annulé en ligne. Contactez-nous.',
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await rowOf(reservation._id)).toMatchObject({ statut: 'confirmé', paid: true });
  });
});

describe('the fleet the prices read', () => {
  it('follows the back-office’s change at once: a sedan given more seats is offered to a party of six', async () => {
    const sixAboard = {
      service: airport(),
      date: plainDayAhead(10),
      heure: '10:00',
      adresse_depart: PLACES.rivoli,
      adresse_arrivee: PLACES.cdg,
      nombre_personnes: 6,
    };
    const visitor = new BrowserClient(s.t.app);
    const classes = async () => {
      const answer = (await visitor.post('/api/prices', sixAboard)).json<PriceAnswer>();
      return answer.outcome === 'priced' ? answer.options.map((o) => o.vehicleName) : [];
    };
    expect(await classes()).toEqual(['Mercedes Classe V']);
    const admin = (await signInAsAdmin(s.t.app, s.t.database.db)).client;
    const changed = await admin.request({
      method: 'PUT',
      url: `/api/vehicules/${s.vehicleIds['Mercedes Classe E']}`,
      payload: {
        nom: 'Mercedes Classe E',
        capacite_passagers: 6,
        capacite_bagages_min: 0,
        capacite_bagages_max: 3,
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await classes()).toEqual(['Mercedes Classe E', 'Mercedes Classe V']);
  });
});
