import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { text } from './translations';

/*
 * Filling the booking forms as a visitor does: the date and time pickers, the address input and
 * its suggestions, the steps (docs/product/booking.md).
 */

type Language = 'fr' | 'en';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export const startsWith = (value: string) => new RegExp(`^${escape(value)}`);

/** The messages under the fields, in page order. */
const fieldErrors = (page: Page) =>
  page
    .locator('p[id$="-error"]:not(:empty), fieldset > p.text-error-600:not(:empty)')
    .allTextContents();

export const expectFieldErrors = (page: Page, messages: string[]) =>
  expect.poll(() => fieldErrors(page), { timeout: 10_000 }).toEqual(messages);

export const stepHeading = (page: Page, lng: Language, key: string) =>
  page.getByRole('heading', { level: 2, name: text(lng, `booking.steps.${key}`) }).waitFor();

export const clickContinue = (page: Page, lng: Language) =>
  page.getByRole('button', { name: text(lng, 'booking.form.next'), exact: true }).click();

/** A day `offset` days from today, as the browser's calendar sees it. */
export const dayFromToday = (offset: number) => {
  const day = new Date();
  day.setHours(12, 0, 0, 0);
  day.setDate(day.getDate() + offset);
  return day;
};

/** Opens the date picker labelled `label` (it shows the current month) and picks `day`. */
export const pickDate = async (page: Page, lng: Language, label: string, day: Date) => {
  await page.getByRole('button', { name: startsWith(label) }).click();
  const calendar = page.getByRole('dialog', { name: text(lng, 'widgets.datePicker.dialogLabel') });
  const today = new Date();
  const months =
    (day.getFullYear() - today.getFullYear()) * 12 + (day.getMonth() - today.getMonth());
  for (let i = 0; i < months; i += 1) {
    await calendar.getByRole('button', { name: text(lng, 'widgets.datePicker.nextMonth') }).click();
  }
  await calendar
    .getByRole('grid')
    .getByRole('button', { name: startsWith(`${day.getDate()} `) })
    .click();
};

export const pickTime = async (page: Page, lng: Language, label: string, time: string) => {
  const [hours = '', minutes = ''] = time.split(':');
  await page.getByRole('button', { name: startsWith(label) }).click();
  const picker = page.getByRole('dialog', { name: text(lng, 'widgets.timePicker.dialogLabel') });
  await picker.getByRole('spinbutton', { name: text(lng, 'widgets.timePicker.hours') }).fill(hours);
  await picker
    .getByRole('spinbutton', { name: text(lng, 'widgets.timePicker.minutes') })
    .fill(minutes);
  await picker.getByRole('button', { name: text(lng, 'widgets.timePicker.confirm') }).click();
};

/**
 * Types an address and takes the stand-in geocoder's suggestion: by default booking.e2e.ts's,
 * which completes the query with a Paris postcode; the geo stand-in's gazetteer labels otherwise.
 */
export const pickAddress = async (
  page: Page,
  label: string,
  typed: string,
  suggestion = `${typed} 75001 Paris`,
) => {
  await page.getByRole('combobox', { name: label, exact: true }).fill(typed);
  await page.getByRole('option', { name: suggestion }).click();
};

export const chooseService = async (page: Page, lng: Language) => {
  const service = page.getByRole('radio', { name: /Transfert aéroport|Airport transfer/ }).first();
  await service.waitFor();
  await service.check();
  await page
    .getByRole('button', { name: text(lng, 'booking.picker.continue'), exact: true })
    .click();
};

/** The guest form's summary sent as a quote request: its success screen. */
export const sendQuoteRequest = async (page: Page, lng: Language) => {
  await page.getByRole('button', { name: text(lng, 'common.requestQuote'), exact: true }).click();
  await page
    .getByRole('heading', { level: 2, name: text(lng, 'booking.guest.successTitle') })
    .waitFor({ timeout: 15_000 });
};
