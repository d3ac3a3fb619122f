import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { PNG, tinyPdf } from '@navette/test-support/files';
import { adminApiToken } from './support/admin';
import { visitTest } from './support/journey';
import { text } from './support/translations';

const test = visitTest();

interface Application {
  _id: string;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  cvUrl: string;
  date: string;
}

/** The first page of the applications (newest first) and how many there are in all. */
const applications = async (
  baseUrl: string,
  token: string,
): Promise<{ items: Application[]; total: number }> => {
  const response = await fetch(`${baseUrl}/api/recruitment/candidatures`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { items: Application[]; total: number };
};

describe.each([
  { language: 'fr', locale: 'fr-FR' },
  { language: 'en', locale: 'en-GB' },
] as const)('a driver applies from /recrutement ($language)', ({ language, locale }) => {
  const t = (key: string) => text(language, key);

  test('sends a real PDF: the green message, the form emptied, the application in the back-office', async ({
    baseUrl,
    open,
  }) => {
    const { page, errors } = await open({ locale, width: 390 });
    const email = `driver-${language}-${Date.now()}@example.fr`;
    const pdf = tinyPdf(`CV ${language}`);
    await page.goto(ROUTES.recruitment);
    await page.getByLabel(t('recruitment.form.nom'), { exact: true }).fill('Dupont');
    await page.getByLabel(t('recruitment.form.prenom'), { exact: true }).fill('Jean');
    await page.getByLabel(t('recruitment.form.email'), { exact: true }).fill(email);
    await page.getByLabel(t('recruitment.form.telephone'), { exact: true }).fill('06 12 34 56 78');
    const cvInput = page.getByLabel(t('recruitment.form.cv'), { exact: true });
    await cvInput.setInputFiles({
      name: 'CV Jean Dupont.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await page.getByRole('button', { name: t('recruitment.form.submit') }).click();

    const success = page.getByRole('status').filter({ hasText: t('recruitment.form_success') });
    await success.waitFor();
    expect(await success.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(6, 118, 71)');
    expect(await page.getByLabel(t('recruitment.form.nom'), { exact: true }).inputValue()).toBe('');
    expect(await cvInput.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);

    const token = await adminApiToken(baseUrl);
    const stored = (await applications(baseUrl, token)).items.find(
      (entry) => entry.email === email,
    );
    expect(stored).toMatchObject({ nom: 'Dupont', prenom: 'Jean', telephone: '06 12 34 56 78' });
    const cv = await fetch(`${baseUrl}${stored?.cvUrl}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(cv.status).toBe(200);
    expect(cv.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await cv.arrayBuffer()).equals(pdf)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('a photo renamed cv.pdf is refused with the message, and nothing is stored', async ({
    baseUrl,
    open,
  }) => {
    const { page, errors } = await open({ locale });
    const token = await adminApiToken(baseUrl);
    const before = (await applications(baseUrl, token)).total;
    await page.goto(ROUTES.recruitment);
    await page.getByLabel(t('recruitment.form.nom'), { exact: true }).fill('Martin');
    await page.getByLabel(t('recruitment.form.prenom'), { exact: true }).fill('Léa');
    await page
      .getByLabel(t('recruitment.form.email'), { exact: true })
      .fill(`photo-${language}@example.fr`);
    await page.getByLabel(t('recruitment.form.telephone'), { exact: true }).fill('0612345678');
    await page
      .getByLabel(t('recruitment.form.cv'), { exact: true })
      .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PNG });
    await page.getByRole('button', { name: t('recruitment.form.submit') }).click();

    await page
      .getByRole('alert')
      .filter({ hasText: t('recruitment.form_error_pdf') })
      .waitFor();
    expect((await applications(baseUrl, token)).total).toBe(before);
    expect(errors).toEqual([]);
  });
});
