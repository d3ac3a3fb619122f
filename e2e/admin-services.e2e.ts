import sharp from 'sharp';
import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { seriousViolations } from './support/a11y';
import { signInAsAdminInPage } from './support/admin';
import { journeyTest } from './support/journey';
import { text } from './support/translations';

const test = journeyTest();

/** A real photo-like PNG: a gradient sharp encodes, so the server has something to re-encode. */
const photo = async (): Promise<Buffer> => {
  const width = 900;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = 160;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};

/** True once the image has been fetched and decoded by the browser. */
const loaded = (image: HTMLImageElement) => image.complete && image.naturalWidth > 0;

const CASES = [
  { language: 'fr', width: 390, height: 844, name: 'Navette mariage', locale: 'fr-FR' },
  { language: 'en', width: 1280, height: 900, name: 'Wedding shuttle', locale: 'en-GB' },
] as const;

describe.each(CASES)(
  'admin services ($language, $width px)',
  ({ language, width, height, name, locale }) => {
    test('the administrator adds a service with a photo and the public service picker shows it', async ({
      stack,
      open,
    }) => {
      const say = (key: string) => text(language, key);
      const { page, errors } = await open({ width, height, locale });
      await signInAsAdminInPage(page, stack.server.baseUrl, language);
      await page.goto(ROUTES.adminServices);
      const form = page.getByRole('form', { name: say('adminServices.form.createTitle') });
      await form.waitFor();
      await form.getByLabel(`${say('adminServices.form.name')} *`).fill(name);
      await form
        .getByLabel(`${say('adminServices.form.description')} *`)
        .fill(`${name}: ${say('adminServices.form.image')}`);
      await form
        .getByLabel(say('adminServices.form.image'), { exact: true })
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: await photo() });
      // the chosen file is drawn before it is sent
      await form.getByRole('img', { name: say('adminServices.form.preview') }).waitFor();
      await form.getByRole('button', { name: say('adminServices.form.add'), exact: true }).click();
      await page.getByText(say('adminServices.messages.created')).waitFor();

      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name, exact: true }) });
      const image = card.locator('img');
      // lazy images load once near the screen: below the form on a phone
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate(loaded), { timeout: 10_000 }).toBe(true);
      const src = await image.getAttribute('src');
      expect(src).toMatch(/^\/uploads\/services\/[0-9a-f-]{36}\.webp$/);
      expect(await seriousViolations(page)).toEqual([]);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);

      // a visitor's quote request: the new service, with the uploaded photo
      await page.goto(ROUTES.quoteEntry);
      await page.getByRole('link', { name: say('quoteEntry.guest') }).click();
      await page.getByRole('radio', { name: new RegExp(name) }).waitFor();
      const pickerImage = page.locator(`img[src="${src}"]`);
      await pickerImage.scrollIntoViewIfNeeded();
      await expect.poll(() => pickerImage.evaluate(loaded), { timeout: 10_000 }).toBe(true);
      expect(errors).toEqual([]);
    });
  },
);
