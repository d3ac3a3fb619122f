import { describe, expect } from 'vitest';
import { visitTest } from './support/journey';
import { text } from './support/translations';

const test = visitTest();

/** What the server's geocoding proxy answers (the real geocoder is outside this closed network). */
const suggestion = (id: string, display_name: string, lat: number, lon: number) => ({
  id,
  display_name,
  lat,
  lon,
  address: { road: display_name.split(',')[0], postcode: '75012', city: 'Paris' },
  type: 'street',
  importance: 0.7,
});
const GARE_DE_LYON = suggestion(
  'ban-1',
  'Gare de Lyon, Place Louis-Armand, 75012 Paris',
  48.84,
  2.37,
);
const ORLY = suggestion('ban-2', 'Aéroport de Paris-Orly, Orly, 94390 Orly', 48.73, 2.36);

describe.each(['fr', 'en'] as const)('quick request in %s', (language) => {
  test('a visitor books from the floating button and WhatsApp opens with the details', async ({
    open,
  }) => {
    const { page, context, errors } = await open({
      width: 390,
      height: 844,
      locale: language === 'fr' ? 'fr-FR' : 'en-GB',
    });
    const say = (key: string) => text(language, key);
    await context.route('**/api/geocode?**', (route) => {
      const query = new URL(route.request().url()).searchParams.get('q') ?? '';
      const found = [GARE_DE_LYON, ORLY].filter((entry) =>
        entry.display_name.toLowerCase().includes(query.toLowerCase()),
      );
      return route.fulfill({ json: found });
    });
    // the chat itself is never reached: the test only reads the address WhatsApp is given
    await context.route(/^https:\/\/(wa\.me|api\.whatsapp\.com)\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '' }),
    );

    // the home page arrives drawn and its scripts start after the first paint: the floating
    // button works once the app has started (docs/decisions/0040-scripts-after-first-paint.md)
    await page.goto(`/?lng=${language}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: say('quickRequest.openButton') }).click();
    await page
      .getByRole('button', { name: new RegExp(`^${say('quickRequest.choice.reserve')}`) })
      .click();
    const modal = page.getByRole('dialog', { name: say('quickRequest.formTitle') });
    await modal.waitFor();
    // the form opens in the dialog without a toast announcing it
    expect(await page.locator('[data-type]').count()).toBe(0);

    const field = (key: string) =>
      modal.getByRole('textbox', { name: `${say(`quickRequest.fields.${key}`)} *`, exact: true });
    await field('nom').fill('Martin');
    await field('prenom').fill('Camille');
    await field('telephone').fill('06 12 34 56 78');
    await field('email').fill('camille.martin@example.fr');

    // the 15th of next month: never in the past
    await modal
      .getByRole('button', { name: new RegExp(`^${say('quickRequest.fields.dateReservation')}`) })
      .click();
    await modal.getByRole('button', { name: say('widgets.datePicker.nextMonth') }).click();
    await modal.getByRole('button', { name: /^15 / }).click();
    const dateLabel = await modal
      .getByRole('button', { name: new RegExp(`^${say('quickRequest.fields.dateReservation')}`) })
      .textContent();
    await modal
      .getByRole('button', {
        name: new RegExp(`^${say('quickRequest.fields.heureReservation')}`),
      })
      .click();
    await modal.getByRole('button', { name: '14:00' }).click();

    const departure = modal.getByRole('combobox', { name: say('quickRequest.fields.depart') });
    await departure.fill('Gare de Lyon');
    await modal.getByRole('option', { name: GARE_DE_LYON.display_name }).click();
    const arrival = modal.getByRole('combobox', { name: say('quickRequest.fields.arrivee') });
    await arrival.fill('Orly');
    // the suggestions come 300 ms after the last keystroke
    await modal.getByRole('option', { name: ORLY.display_name }).waitFor();
    await arrival.press('ArrowDown');
    await arrival.press('Enter');
    expect(await arrival.inputValue()).toBe(ORLY.display_name);

    // the radios are drawn as buttons: a visitor clicks the drawn button (the radio's label)
    const choose = async (group: string, name: string | RegExp) => {
      const label = modal
        .getByRole('group', { name: say(`quickRequest.fields.${group}`) })
        .locator('label')
        .filter({ has: page.getByRole('radio', { name, exact: true }) });
      await label.click();
      expect(await label.getByRole('radio').isChecked()).toBe(true);
    };
    await choose('nombrePassagers', '3');
    await choose('nombreValises', '2');
    await choose('typeVehicule', new RegExp(`^${say('quickRequest.vehicles.van')}`));
    await choose('modePaiement', say('quickRequest.payments.cb'));
    await modal
      .getByRole('textbox', { name: say('quickRequest.fields.demandeParticuliere') })
      .fill('Vol retardé ? Appelez-moi & attendez #2');

    const chat = context.waitForEvent('request', (request) =>
      /^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(request.url()),
    );
    await modal.getByRole('button', { name: say('quickRequest.submit') }).click();
    const link = new URL((await chat).url());
    expect(link.pathname).toMatch(/^\/\d+$/);
    const message = link.searchParams.get('text') ?? '';
    // the message is written for the company, in French, whatever the visitor's language
    for (const detail of [
      'Nom : Martin',
      'Prénom : Camille',
      'Téléphone : 06 12 34 56 78',
      'E-mail : camille.martin@example.fr',
      'Heure : 14:00',
      'Départ : Gare de Lyon',
      'Arrivée : Aéroport de Paris-Orly',
      'Passagers : 3',
      'Valises : 2',
      '*Véhicule*\nVan',
      '*Paiement*\nCarte bancaire',
      'Vol retardé ? Appelez-moi & attendez #2',
    ]) {
      expect(message).toContain(detail);
    }
    expect(message).toMatch(/Date : 15\/\d{2}\/\d{4}/);
    expect(dateLabel).toMatch(/15/);

    await page.getByText(say('quickRequest.sent')).waitFor();
    await modal.waitFor({ state: 'detached', timeout: 10_000 });
    expect(errors).toEqual([]);
  });
});
