import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Browser, Page } from 'playwright-core';
import { ROUTES, parisToday } from '@navette/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/a11y';
import { E2E_ADMIN, totpCode } from './support/admin';
import { launchBrowser, openPage } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { text } from './support/translations';

/*
 * The dashboard shows the figures of a known fixture, written into the database while the
 * server is stopped (docs/product/back-office.md#dashboard). Dates are relative to today in Paris:
 * three reservations on the 1st of this month (one confirmed at 300 €, one pending at 50 €, one
 * cancelled at 80 €) and a deleted one that counts nowhere; one pending at 200 € last month; one
 * confirmed at 500 € in July of last year; the next trip on 15 January of next year at 14:30.
 */

const today = parisToday();
const year = Number(today.slice(0, 4));
const month = Number(today.slice(5, 7));
const firstOfMonth = `${today.slice(0, 7)}-01`;
const firstOfLastMonth = new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 10);

let server: RunningServer;
let browser: Browser;
/** the fixture's service, as each language's back-office names it (decision 0049) */
const serviceName = { fr: '', en: '' };
let secret = '';

const writeFixture = async (dataDir: string) => {
  // the extensions the migrations created must be loaded, as the server loads them
  const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { pg_trgm } });
  try {
    const { rows } = await db.query<{ id: string; name: string; name_en: string | null }>(
      'select id, name, name_en from services where active order by sort_order limit 1',
    );
    const service = rows[0];
    if (!service) throw new Error('the seed has no service');
    serviceName.fr = service.name;
    serviceName.en = service.name_en ?? service.name;
    const insert = (
      date: string,
      heure: string,
      statut: string,
      devisCents: number | null,
      deleted = false,
    ) =>
      db.query(
        `insert into reservations (service_id, date, heure, adresse_depart, adresse_arrivee, nom,
           prenom, email, telephone, devis_cents, statut, deleted_at)
         values ($1, $2, $3, '12 rue de Rivoli, Paris', 'Aéroport CDG', 'Prochain', 'Client',
           'client@example.fr', '0612345678', $4, $5, $6)`,
        [service.id, date, heure, devisCents, statut, deleted ? new Date() : null],
      );
    await insert(firstOfMonth, '00:00', 'confirmé', 30_000);
    await insert(firstOfMonth, '00:00', 'en attente', 5_000);
    await insert(firstOfMonth, '00:00', 'annulé', 8_000);
    await insert(firstOfMonth, '00:00', 'confirmé', 100_000, true);
    await insert(firstOfLastMonth, '00:00', 'en attente', 20_000);
    await insert(`${year - 1}-07-01`, '10:00', 'confirmé', 50_000);
    await insert(`${year + 1}-01-15`, '14:30', 'en attente', null);
  } finally {
    await db.close();
  }
};

beforeAll(async () => {
  // the first start migrates and seeds; the fixture goes in while the server is stopped
  const first = await startServer();
  await first.stop({ keepData: true });
  await writeFixture(first.dataDir);
  server = await startServer({}, { dataDir: first.dataDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The whole sign-in through the page: enrolment the first time, a fresh code afterwards. */
const signIn = async (page: Page, language: 'fr' | 'en') => {
  const byLabel = (key: string) => page.getByLabel(text(language, key), { exact: true });
  const button = (key: string) =>
    page.getByRole('button', { name: text(language, key), exact: true });
  await page.goto(ROUTES.adminLogin);
  await byLabel('auth.adminLogin.emailLabel').fill(E2E_ADMIN.email);
  await byLabel('auth.adminLogin.passwordLabel').fill(E2E_ADMIN.password);
  await button('auth.adminLogin.submit').click();
  if (!secret) {
    await page.getByTestId('totp-secret').waitFor();
    secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replaceAll(' ', '');
    await byLabel('auth.adminLogin.enrol.codeLabel').fill(totpCode(secret));
    await button('auth.adminLogin.enrol.submit').click();
    await button('auth.adminLogin.recovery.continue').click();
  } else {
    await byLabel('auth.adminLogin.code.codeLabel').fill(totpCode(secret, 1));
    await button('auth.adminLogin.code.submit').click();
  }
  await page.waitForURL(`${server.baseUrl}${ROUTES.adminDashboard}`);
};

const spaces = (value: string | null) => (value ?? '').replace(/\s+/g, ' ').trim();

describe.each([
  { language: 'fr', locale: 'fr-FR', width: 1280, july: 'juillet 500,00 €', next: '15/01' },
  { language: 'en', locale: 'en-GB', width: 390, july: 'July €500.00', next: '15/01' },
] as const)('the dashboard ($language)', ({ language, locale, width, july, next }) => {
  const t = (key: string) => text(language, key);

  it('shows the figures of the fixture, and the year selector changes the chart', async () => {
    const { page, context, errors } = await openPage(browser, {
      baseUrl: server.baseUrl,
      locale,
      width,
    });
    try {
      await signIn(page, language);
      const card = (key: string) =>
        page.locator('div', { has: page.locator('dt', { hasText: t(key) }) }).last();
      const cardText = async (key: string) => spaces(await card(key).innerText());
      await expect
        .poll(() => cardText('adminDashboard.cards.reservations'), { timeout: 15_000 })
        .toContain(`${t('adminDashboard.cards.reservations')} 3 `);
      expect(await cardText('adminDashboard.cards.reservations')).toContain(
        t('adminDashboard.change.month').replace('{{value}}', '+200'),
      );
      expect(await cardText('adminDashboard.cards.confirmed')).toContain(
        t('adminDashboard.change.none'),
      );
      const revenue = await cardText('adminDashboard.cards.revenue');
      expect(revenue).toContain(language === 'fr' ? '430,00 €' : '€430.00');
      expect(revenue).toContain(t('adminDashboard.change.month').replace('{{value}}', '+115'));
      expect(revenue).toContain(
        t('adminDashboard.cards.confirmationRate').replace('{{rate}}', '33'),
      );
      expect(await cardText('adminDashboard.cards.popularService')).toContain(
        serviceName[language],
      );
      const nextTrip = await cardText('adminDashboard.footer.nextReservation');
      expect(nextTrip).toContain(`${next}/${year + 1}`);
      expect(nextTrip).toContain('14:30');

      // the charts are drawn as they near the screen, and their tables speak for them
      await page.locator('#dashboard-status').scrollIntoViewIfNeeded();
      await page.locator('.recharts-surface').first().waitFor();
      const monthTable = (y: number) =>
        page.getByRole('table', {
          name: t('adminDashboard.revenue.tableCaption').replace('{{year}}', String(y)),
        });
      const rows = async (y: number) =>
        (await monthTable(y).getByRole('row').allInnerTexts()).map(spaces);
      expect(await rows(year)).toHaveLength(13);
      await page
        .getByLabel(t('adminDashboard.revenue.yearLabel'), { exact: true })
        .selectOption(String(year - 1));
      await expect.poll(() => rows(year - 1), { timeout: 10_000 }).toContain(july);
      expect(
        spaces(await page.getByText(new RegExp(`^Total ${year - 1}`)).textContent()),
      ).toContain(language === 'fr' ? '500,00 €' : '€500.00');

      // the page is as wide as the screen (the charts used to lay it out at 496 px on a phone),
      // and axe is clean on the whole year, whose charts and hidden tables reported
      // aria-hidden-focus (docs/product/back-office.md#dashboard)
      await page
        .getByLabel(t('adminDashboard.periodLabel'), { exact: true })
        .selectOption({ label: t('adminDashboard.periods.year') });
      await expect
        .poll(() => cardText('adminDashboard.cards.reservations'), { timeout: 15_000 })
        .toContain(`${t('adminDashboard.cards.reservations')} ${month === 1 ? 3 : 4}`);
      await page.locator('.recharts-surface').last().waitFor();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the charts library', () => {
  it('is downloaded by the dashboard only, never by the entry or a public page', () => {
    const dist = path.resolve(import.meta.dirname, '../apps/web/dist');
    const manifest = JSON.parse(
      readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
    ) as Record<
      string,
      {
        file: string;
        src?: string;
        isEntry?: boolean;
        isDynamicEntry?: boolean;
        imports?: string[];
      }
    >;
    // what a page loads before any lazy import: its chunk and every chunk it imports statically
    const closure = (key: string, seen = new Set<string>()): Set<string> => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const next of manifest[key]?.imports ?? []) closure(next, seen);
      return seen;
    };
    const hasRecharts = (key: string) =>
      readFileSync(path.join(dist, manifest[key]?.file ?? ''), 'utf8').includes('recharts-');
    const publicPages = Object.keys(manifest).filter(
      (key) =>
        manifest[key]?.isEntry ||
        (manifest[key]?.isDynamicEntry && /src\/app\/pages\/(?!admin\/)/.test(key)),
    );
    expect(publicPages.length).toBeGreaterThan(10);
    for (const page of publicPages) {
      expect([...closure(page)].filter(hasRecharts), page).toEqual([]);
    }
    // and the dashboard's charts do carry it
    const charts = Object.keys(manifest).filter((key) =>
      /components\/(Status|Revenue)Chart/.test(key),
    );
    expect(charts.some((key) => [...closure(key)].some(hasRecharts))).toBe(true);
  });
});
