import { ROUTES } from '@navette/shared';
import { describe, expect } from 'vitest';
import { tinyPdf } from '@navette/test-support/files';
import { seriousViolations } from './support/a11y';
import { signInAsAdminInPage } from './support/admin';
import { journeyTest } from './support/journey';
import { text, filled } from './support/translations';

const test = journeyTest();

const RUNS = [
  {
    language: 'fr',
    locale: 'fr-FR',
    width: 390,
    prenom: 'Camille',
    nom: 'Lemoine',
    telephone: '07 44 55 66 77',
  },
  {
    language: 'en',
    locale: 'en-GB',
    width: 1280,
    prenom: 'Noémie',
    nom: 'Garnier',
    telephone: '07 44 55 66 88',
  },
] as const;

describe.each(RUNS)(
  'the back-office finds an application ($language, $width px)',
  ({ language, locale, width, prenom, nom, telephone }) => {
    const say = (key: string) => text(language, key);

    test('a driver applies on /recrutement; the administrator finds it by searching and opens its CV', async ({
      stack,
      open,
    }) => {
      const email = `${nom.toLowerCase()}.${Date.now()}@example.fr`;
      const pdf = tinyPdf(`CV ${prenom} ${nom}`);

      const visitor = await open({ locale, width });
      // the visitor applies in a browser of their own, closed before the administrator looks
      {
        const { page } = visitor;
        await page.goto(`${ROUTES.recruitment}?lng=${language}`);
        const field = (key: string) => page.getByLabel(say(key), { exact: true });
        await field('recruitment.form.nom').fill(nom);
        await field('recruitment.form.prenom').fill(prenom);
        await field('recruitment.form.email').fill(email);
        await field('recruitment.form.telephone').fill(telephone);
        await field('recruitment.form.cv').setInputFiles({
          name: 'cv.pdf',
          mimeType: 'application/pdf',
          buffer: pdf,
        });
        await page.getByRole('button', { name: say('recruitment.form.submit') }).click();
        await page
          .getByRole('status')
          .filter({ hasText: say('recruitment.form_success') })
          .waitFor();
        expect(visitor.errors).toEqual([]);
      }
      await visitor.context.close();

      const { page, context, errors } = await open({ locale, width });
      await signInAsAdminInPage(page, stack.server.baseUrl, language);
      await page.goto(ROUTES.adminRecruitment);
      await page
        .getByRole('heading', { level: 1, name: say('pages.adminRecruitment.title') })
        .waitFor();

      // the last name as typed in capitals, and then the phone without its spaces
      const search = page.getByRole('searchbox', { name: say('adminWidgets.dataTable.search') });
      const fullName = `${prenom} ${nom}`;
      const cvLink = page.getByRole('link', {
        name: filled(say('adminRecruitment.viewCvOf'), { name: fullName }),
      });
      for (const query of [nom.toUpperCase(), telephone.replace(/ /g, '')]) {
        await search.fill(query);
        await search.press('Enter');
        await page
          .getByText(
            say('adminRecruitment.range')
              .replace('{{from}}', '1')
              .replace('{{to}}', '1')
              .replace('{{total}}', '1'),
          )
          .waitFor();
        await cvLink.waitFor();
      }
      await page.getByText(say('adminRecruitment.count_one').replace('{{count}}', '1')).waitFor();

      // nothing scrolls sideways, and axe finds nothing serious
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);

      // 'Voir CV' opens a new tab, which the admin cookie alone authenticates: a PDF comes back
      const href = (await cvLink.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/api\/recruitment\/candidatures\/[0-9a-f-]{36}\/cv$/);
      const downloads: string[] = [];
      const [viewer, response] = await Promise.all([
        context.waitForEvent('page'),
        context.waitForEvent('response', (candidate) => candidate.url().endsWith(href)),
        cvLink.click(),
      ]);
      viewer.on('download', (download) => downloads.push(download.suggestedFilename()));
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      // opened in the browser's viewer, not saved: inline, even with the sandboxing policy
      expect(response.headers()['content-disposition']).toMatch(/^inline;/);
      expect((await response.allHeaders())['content-security-policy']).toContain('sandbox');
      await viewer.waitForLoadState('load');
      expect(new URL(viewer.url()).pathname).toBe(href);
      expect(downloads).toEqual([]);
      await viewer.close();
      const again = await context.request.get(href);
      expect(again.status()).toBe(200);
      expect(Buffer.from(await again.body()).equals(pdf)).toBe(true);

      await search.fill('personne-inconnue');
      await search.press('Enter');
      await page.getByText(say('adminRecruitment.noMatch')).waitFor();
      expect(errors).toEqual([]);
    });
  },
);
