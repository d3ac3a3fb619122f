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

/**
 * The item of the retention section that states each period, known by its topic in each
 * language; the period's unit follows from its name (…Years, …Days, …Months).
 */
const TOPICS: Record<RetentionKey, readonly [fr: string, en: string]> = {
  bookingDataYears: ['données de réservation et de compte', 'booking and account data'],
  invoicesYears: ['factures', 'invoices'],
  applicationsYears: ['candidatures', 'job applications'],
  unverifiedAccountsDays: ['jamais été vérifiée', 'never verified'],
  mailBodiesDays: ['contenu des e-mails', 'content of the e-mails'],
  browsingDataMonths: ['données de navigation', 'browsing data'],
};
const UNITS = {
  fr: { Years: 'ans', Days: 'jours', Months: 'mois' },
  en: { Years: 'years', Days: 'days', Months: 'months' },
} as const;
const unitOf = (key: RetentionKey, lng: 'fr' | 'en') =>
  UNITS[lng][/(Years|Days|Months)$/.exec(key)![1] as 'Years' | 'Days' | 'Months'];

describe('privacy policy: the retention periods', () => {
  it.each(['fr', 'en'] as const)(
    'states every period the purge applies (RETENTION), in %s',
    async (lng) => {
      await i18next.changeLanguage(lng);
      renderWithProviders(<PrivacyPage />);
      const section = within(document.getElementById('privacy-retention')!);
      const items = section.getAllByRole('listitem').map((item) => item.textContent ?? '');
      for (const [key, [fr, en]] of Object.entries(TOPICS)) {
        const topic = { fr, en }[lng];
        const statement = items.filter((item) => item.toLowerCase().includes(topic));
        expect(statement, `${key} in ${lng}`).toHaveLength(1);
        const period = key as RetentionKey;
        expect(statement[0]).toContain(`${RETENTION[period]} ${unitOf(period, lng)}`);
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
