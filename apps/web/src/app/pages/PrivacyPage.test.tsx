import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { RETENTION } from '@navette/shared';
import { catalogues } from '@navette/shared/locales/catalogues';
import { renderWithProviders } from '../../test/render';
import PrivacyPage from './PrivacyPage';

afterEach(async () => {
  await i18next.changeLanguage('fr');
});

type RetentionKey = keyof typeof RETENTION;

/** In each language, the item of the retention section that states each period, and its unit. */
const STATEMENTS: Record<'fr' | 'en', Record<RetentionKey, { topic: string; unit: string }>> = {
  fr: {
    bookingDataYears: { topic: 'données de réservation et de compte', unit: 'ans' },
    invoicesYears: { topic: 'factures', unit: 'ans' },
    applicationsYears: { topic: 'candidatures', unit: 'ans' },
    unverifiedAccountsDays: { topic: 'jamais été vérifiée', unit: 'jours' },
    mailBodiesDays: { topic: 'contenu des e-mails', unit: 'jours' },
    browsingDataMonths: { topic: 'données de navigation', unit: 'mois' },
  },
  en: {
    bookingDataYears: { topic: 'booking and account data', unit: 'years' },
    invoicesYears: { topic: 'invoices', unit: 'years' },
    applicationsYears: { topic: 'job applications', unit: 'years' },
    unverifiedAccountsDays: { topic: 'never verified', unit: 'days' },
    mailBodiesDays: { topic: 'content of the e-mails', unit: 'days' },
    browsingDataMonths: { topic: 'browsing data', unit: 'months' },
  },
};

describe('privacy policy: the retention periods', () => {
  it.each(['fr', 'en'] as const)(
    'states every period the purge applies (RETENTION), in %s',
    async (lng) => {
      await i18next.changeLanguage(lng);
      renderWithProviders(<PrivacyPage />);
      const section = within(document.getElementById('privacy-retention')!);
      const items = section.getAllByRole('listitem').map((item) => item.textContent ?? '');
      for (const [key, { topic, unit }] of Object.entries(STATEMENTS[lng])) {
        const statement = items.filter((item) => item.toLowerCase().includes(topic));
        expect(statement, `${key} in ${lng}`).toHaveLength(1);
        expect(statement[0]).toContain(`${RETENTION[key as RetentionKey]} ${unit}`);
      }
      expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    },
  );

  it.each(['fr', 'en'] as const)(
    'writes no period as a number in the text itself, in %s (they come from RETENTION)',
    (lng) => {
      const items = catalogues[lng].info.privacy.sections.retention.items;
      expect(Object.values(items).filter((text) => /\d/.test(text))).toEqual([]);
    },
  );
});
