import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { seriousViolations } from './support/a11y';
import { signInAsAdminInPage } from './support/admin';
import { journeyTest } from './support/journey';
import { text } from './support/translations';

/*
 * The back-office's fleet (docs/product/back-office.md#vehicles): the administrator adds a
 * vehicle, edits it, answers Non then Oui to the delete question, and the page passes axe.
 */

const test = journeyTest();

describe.each([
  { language: 'fr', locale: 'fr-FR', width: 390, nom: 'Renault Trafic Essai' },
  { language: 'en', locale: 'en-GB', width: 1280, nom: 'Ford Transit Trial' },
] as const)('admin vehicles ($language, $width px)', ({ language, locale, width, nom }) => {
  test('adds, edits and deletes a vehicle through the Oui / Non toast', async ({ stack, open }) => {
    // the catalogue's text with its {{values}} filled in, as i18next shows it
    const say = (key: string, values: Record<string, string | number> = {}) =>
      Object.entries(values).reduce(
        (message, [name, value]) => message.replaceAll(`{{${name}}}`, String(value)),
        text(language, key),
      );
    const { page, errors } = await open({ width, height: 900, locale });
    const button = (key: string, values?: Record<string, string | number>) =>
      page.getByRole('button', { name: say(key, values), exact: true });
    const field = (key: string) => page.getByLabel(say(key), { exact: true });
    // axe reads colours: the toasts' 180 ms entrance (a fade) must not be caught half-way
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await signInAsAdminInPage(page, stack.server.baseUrl, language);
    await page.goto(ROUTES.adminVehicles);
    expect(await seriousViolations(page)).toEqual([]);

    await button('adminVehicles.add').click();
    await field('adminVehicles.fields.nom').fill(nom);
    await field('adminVehicles.fields.passagers').fill('8');
    await field('adminVehicles.fields.bagagesMin').fill('3');
    await field('adminVehicles.fields.bagagesMax').fill('2');
    await button('adminVehicles.create').click();
    // a maximum below the minimum: the server's message under the field, nothing added
    await page.getByText(say('adminVehicles.validation.bagagesRange')).waitFor();
    await page.getByText(say('adminVehicles.createError')).first().waitFor();
    await field('adminVehicles.fields.bagagesMax').fill('5');
    await button('adminVehicles.create').click();
    await page.getByText(say('adminVehicles.created')).waitFor();
    const range = (min: number, max: number) =>
      // the one shown: a table from 768 px up, cards below (the other is hidden by CSS)
      page
        .getByText(say('adminVehicles.bagagesRange', { min, max }), { exact: true })
        .locator('visible=true');
    await button('adminVehicles.editLabel', { nom }).waitFor();
    await range(3, 5).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await button('adminVehicles.editLabel', { nom }).click();
    await field('adminVehicles.fields.bagagesMax').fill('7');
    await button('adminVehicles.save').click();
    await page.getByText(say('adminVehicles.updated')).waitFor();
    await range(3, 7).waitFor();

    await button('adminVehicles.deleteLabel', { nom }).click();
    await page.getByText(say('adminVehicles.confirmDelete')).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await button('toast.confirm.no').click();
    expect(await button('adminVehicles.deleteLabel', { nom }).count()).toBe(1);

    await button('adminVehicles.deleteLabel', { nom }).click();
    await button('toast.confirm.yes').click();
    await page.getByText(say('adminVehicles.deleted')).waitFor();
    await button('adminVehicles.deleteLabel', { nom }).waitFor({ state: 'detached' });
    // a phone's width: nothing scrolls sideways
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    // the refused add is logged by the browser as a failed request, nothing else
    expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
  });
});
