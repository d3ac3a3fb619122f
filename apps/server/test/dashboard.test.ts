import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { reservations, services, type NewReservationRow } from '../src/db/schema';
import { buildTestApp, type TestApp } from './build-test-app';
import { signInAsAdmin } from './support/admin';

/*
 * Every figure of the dashboard against a fixture computed by hand (docs/product/back-office.md#dashboard).
 * The clock is set to Wednesday 20 May 2026, 12:00 in Paris (10:00 UTC): "this month" is May,
 * "this quarter" April–June, "this year" 2026, and the selectable years 2022–2026.
 */
const NOW = new Date('2026-05-20T10:00:00Z');

let t: TestApp;
let token: string;
let serviceA: { id: string; name: string; nameEn: string | null };
let serviceB: { id: string; name: string; nameEn: string | null };

const dashboard = (query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/admin/dashboard${query}`,
    headers: { authorization: `Bearer ${token}` },
  });

const row = (
  date: string,
  heure: string,
  statut: NewReservationRow['statut'],
  devis: number | null,
  service: { id: string } | null,
  extra: Partial<NewReservationRow> = {},
): NewReservationRow => ({
  date,
  heure,
  statut,
  devisCents: devis === null ? null : devis * 100,
  serviceId: service?.id ?? null,
  adresseDepart: `Départ ${date} ${heure}`,
  adresseArrivee: 'Gare de Lyon, 75012 Paris',
  nom: 'Martin',
  prenom: `Client ${date}`,
  email: 'client@example.test',
  telephone: '0612345678',
  ...extra,
});

const zeroMonths = Array.from({ length: 12 }, (_, index) => ({ month: index + 1, revenue: 0 }));
const months = (revenue: Record<number, number>) =>
  zeroMonths.map((entry) => ({ ...entry, revenue: revenue[entry.month] ?? 0 }));

beforeAll(async () => {
  t = await buildTestApp();
  token = (await signInAsAdmin(t.app, t.database.db)).token;
  const [first, second, third] = await t.database.db
    .select({ id: services.id, name: services.name, nameEn: services.nameEn })
    .from(services)
    .orderBy(services.sortOrder);
  if (!first || !second || !third) throw new Error('the seed has fewer than three services');
  // A and B in alphabetical order, so that a tie is won by A
  [serviceA, serviceB] = [first, second].sort((x, y) => x.name.localeCompare(y.name)) as [
    typeof first,
    typeof first,
  ];
  // an inactive service is not counted in the footer
  await t.database.db.update(services).set({ active: false }).where(eq(services.id, third.id));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.setSystemTime(NOW);
});

afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

describe('the dashboard', () => {
  it('refuses a visitor who is not signed in as an administrator', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard' });
    expect(response.statusCode).toBe(401);
  });

  it('shows zeros, no change, N/A and Aucune on a database without reservations', async () => {
    const response = await dashboard();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.period).toEqual({ name: 'month', from: '2026-05-01', to: '2026-05-31' });
    expect(body.cards).toEqual({
      reservations: { value: 0, change: null },
      confirmed: { value: 0, change: null },
      revenue: { value: 0, change: null },
      confirmationRate: 0,
      popularService: null,
      popularServiceEn: null,
    });
    expect(body.statusSplit).toEqual([
      { statut: 'en attente', count: 0 },
      { statut: 'confirmé', count: 0 },
      { statut: 'annulé', count: 0 },
      { statut: 'terminé', count: 0 },
    ]);
    expect(body.funnel).toEqual({ requests: 0, quoted: 0, accepted: 0, paid: 0, paidRevenue: 0 });
    expect(body.monthlyRevenue).toEqual({
      year: 2026,
      years: [2026, 2025, 2024, 2023, 2022],
      months: zeroMonths,
    });
    expect(body.upcoming).toEqual([]);
    expect(body.footer).toEqual({ activeServices: 5, vehicles: 2, nextReservation: null });
    expect(body.vehicles.map((v: { nom: string }) => v.nom)).toEqual([
      'Mercedes Classe E',
      'Mercedes Classe V',
    ]);
  });

  describe('with a known fixture', () => {
    beforeAll(async () => {
      const A = serviceA;
      const B = serviceB;
      await t.database.db.insert(reservations).values([
        // May 2026 (this month)
        row('2026-05-03', '08:00', 'confirmé', 100, A, { paid: true }),
        row('2026-05-20', '09:00', 'confirmé', 200, B), // today, already past at noon
        row('2026-05-25', '14:00', 'en attente', 50, B),
        row('2026-05-28', '10:00', 'annulé', 80, B),
        row('2026-05-21', '07:15', 'en attente', null, null, { nom: 'Sans service' }),
        row('2026-05-20', '12:30', 'en attente', null, A, { nom: 'Prochain' }),
        // deleted: counts nowhere, although it would be the biggest figure of the month
        row('2026-05-22', '06:00', 'confirmé', 1000, A, { paid: true, deletedAt: new Date() }),
        // April 2026 (previous month, same quarter)
        row('2026-04-10', '08:00', 'confirmé', 300, A, { paid: true }),
        row('2026-04-15', '08:00', 'en attente', null, A),
        // February 2026 (previous quarter)
        row('2026-02-14', '08:00', 'confirmé', 400, A),
        // June, July, August 2026 (rest of the year)
        row('2026-06-05', '10:00', 'confirmé', 150, B),
        row('2026-07-01', '08:00', 'en attente', null, B),
        row('2026-08-01', '08:00', 'en attente', null, B),
        // 2025 (previous year)
        row('2025-07-01', '08:00', 'confirmé', 500, A),
        row('2025-12-31', '08:00', 'annulé', 60, B),
        // 2024: a quote, but nothing confirmed
        row('2024-03-03', '08:00', 'en attente', 70, A),
      ]);
    });

    it.for([
      {
        title: 'gives this month’s cards, status split and funnel, with the change against April',
        period: { name: 'month', from: '2026-05-01', to: '2026-05-31' },
        // 6 against 2, 2 against 1, 100+200+50+80 against 300, 2/6, B 3 A 2
        cards: [[6, 200], [2, 100], [430, 43], 33, 'B'],
        statusSplit: [3, 2, 1],
        funnel: { requests: 6, quoted: 4, accepted: 2, paid: 1, paidRevenue: 100 },
      },
      {
        title: 'gives this quarter’s figures, a tie of services going to the first name',
        period: { name: 'quarter', from: '2026-04-01', to: '2026-06-30' },
        // 9 against 1, 4 against 1, 880 against 400, 4/9, 4 each
        cards: [[9, 800], [4, 300], [880, 120], 44, 'A'],
        statusSplit: [4, 4, 1],
        funnel: { requests: 9, quoted: 6, accepted: 4, paid: 2, paidRevenue: 400 },
      },
      {
        title: 'gives this year’s figures against 2025',
        period: { name: 'year', from: '2026-01-01', to: '2026-12-31' },
        // 12 against 2, 5 against 1, 1280 against 560, 5/12, B 6 A 5
        cards: [[12, 500], [5, 400], [1280, 129], 42, 'B'],
        statusSplit: [6, 5, 1],
        funnel: { requests: 12, quoted: 7, accepted: 5, paid: 2, paidRevenue: 400 },
      },
    ] as const)('$title', async ({ period, cards, statusSplit, funnel }) => {
      const body = (await dashboard(`?period=${period.name}`)).json();
      expect(body.period).toEqual(period);
      const figure = ([value, change]: readonly [number, number]) => ({ value, change });
      // the reservations, the confirmed ones and the revenue with their change, the confirmation
      // rate and the most popular service
      const [reservations, confirmed, revenue, rate, top] = cards;
      const popular = { A: serviceA, B: serviceB }[top];
      expect(body.cards).toEqual({
        reservations: figure(reservations),
        confirmed: figure(confirmed),
        revenue: figure(revenue),
        confirmationRate: rate,
        popularService: popular.name,
        popularServiceEn: popular.nameEn,
      });
      const [waiting, confirmedCount, cancelled] = statusSplit;
      expect(body.statusSplit).toEqual([
        { statut: 'en attente', count: waiting },
        { statut: 'confirmé', count: confirmedCount },
        { statut: 'annulé', count: cancelled },
        { statut: 'terminé', count: 0 },
      ]);
      expect(body.funnel).toEqual(funnel);
    });

    it('sums the confirmed quotes of each month of the chosen year', async () => {
      const current = (await dashboard()).json();
      expect(current.monthlyRevenue.months).toEqual(months({ 2: 400, 4: 300, 5: 300, 6: 150 }));
      const last = (await dashboard('?year=2025')).json();
      expect(last.monthlyRevenue.year).toBe(2025);
      expect(last.monthlyRevenue.months).toEqual(months({ 7: 500 }));
      // the period select does not move the chart, nor the year the cards
      expect(last.cards).toEqual(current.cards);
    });

    it('shows a year without confirmed reservations as twelve empty months', async () => {
      const body = (await dashboard('?year=2024')).json();
      expect(body.monthlyRevenue.months).toEqual(zeroMonths);
    });

    it('lists the next 5 trips that are not cancelled, soonest first, and the next one in the footer', async () => {
      const body = (await dashboard()).json();
      expect(
        body.upcoming.map((r: { date: string; heure: string }) => `${r.date} ${r.heure}`),
      ).toEqual([
        '2026-05-20 12:30',
        '2026-05-21 07:15',
        '2026-05-25 14:00',
        '2026-06-05 10:00',
        '2026-07-01 08:00',
      ]);
      expect(body.upcoming[0]).toMatchObject({
        reference: expect.stringMatching(/^NP-\d{4}-\d{4}$/),
        nom: 'Prochain',
        prenom: 'Client 2026-05-20',
        devis: null,
        statut: 'en attente',
        paid: false,
        service: { name: serviceA.name, nameEn: serviceA.nameEn },
        version: 1,
      });
      expect(body.upcoming[1].service).toBeNull();
      expect(body.upcoming[2].devis).toBe(50);
      expect(body.footer).toEqual({
        activeServices: 5,
        vehicles: 2,
        nextReservation: { date: '2026-05-20', heure: '12:30' },
      });
    });

    it('measures the periods in Paris: 23:30 UTC on 31 May is already June', async () => {
      vi.setSystemTime(new Date('2026-05-31T22:30:00Z'));
      const body = (await dashboard('?period=month')).json();
      expect(body.period).toEqual({ name: 'month', from: '2026-06-01', to: '2026-06-30' });
      // June: one confirmed trip of 150 €, against May's 6 reservations
      expect(body.cards.reservations).toEqual({ value: 1, change: -83 });
      expect(body.cards.revenue).toEqual({ value: 150, change: -65 });
    });

    it('refuses a period or a year the select does not offer', async () => {
      for (const query of ['?period=week', '?year=2021', '?year=2027', '?year=abc']) {
        const response = await dashboard(query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().code).toBe('VALIDATION_FAILED');
      }
      const response = await dashboard('?year=2021');
      expect(response.json().fields).toEqual({
        year: "Choisissez l'année en cours ou l'une des 4 précédentes.",
      });
      expect((await dashboard('?year=2022')).statusCode).toBe(200);
    });
  });
});
