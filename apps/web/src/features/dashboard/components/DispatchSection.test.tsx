import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DISPATCH_TODAY_KEYS, parisToday, type DashboardDispatch } from '@navette/shared';
import { renderWithProviders } from '../../../test/render';
import { DispatchSection } from './DispatchSection';

/** The calendar day `days` after `day` (YYYY-MM-DD). */
const shiftParisDay = (day: string, days: number) => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
};

const COUNTS: Record<string, number> = { unassigned: 2, assigned: 4, 'en route': 1, terminé: 3 };

describe('the dashboard’s dispatch block', () => {
  it('counts today’s trips by state, the trips to assign and the no-shows, and lists the papers to renew', () => {
    const today = parisToday();
    const dispatch: DashboardDispatch = {
      today: DISPATCH_TODAY_KEYS.map((key) => ({ key, count: COUNTS[key] ?? 0 })),
      unassignedSoon: 2,
      noShows: 1,
      expiringDocuments: [
        {
          document: 'assurance',
          subject: 'Mercedes Classe V · GA-123-BC',
          ownerId: 'v-1',
          lastValidDay: shiftParisDay(today, -3),
          daysLeft: -3,
        },
        {
          document: 'carteVtc',
          subject: 'Karim Benali',
          ownerId: 'c-1',
          lastValidDay: shiftParisDay(today, 12),
          daysLeft: 12,
        },
      ],
    };
    renderWithProviders(<DispatchSection dispatch={dispatch} />);
    const section = within(screen.getByRole('region', { name: 'Courses et chauffeurs' }));
    const figure = (label: string) => section.getByText(label).nextElementSibling?.textContent;
    expect(figure('À affecter')).toBe('2');
    expect(figure('Affectées, à venir')).toBe('4');
    expect(figure('En route')).toBe('1');
    expect(figure('Passager à bord')).toBe('0');
    expect(figure('Terminé')).toBe('3');
    expect(figure('Client absent')).toBe('0');
    expect(
      section.getByRole('link', {
        name: /Courses sans chauffeur ou sans véhicule dans les 48 h\s*2/,
      }),
    ).toHaveAttribute('href', '/admin/planning');
    expect(
      section.getByText('Clients absents sur la période').nextElementSibling,
    ).toHaveTextContent('1');
    const papers = section.getAllByRole('listitem');
    expect(papers[0]).toHaveTextContent('AssuranceMercedes Classe V · GA-123-BC');
    expect(papers[0]).toHaveTextContent('Expiré');
    expect(papers[1]).toHaveTextContent('Carte VTCKarim Benali');
    expect(papers[1]).toHaveTextContent('Expire dans 12 jours');
    expect(within(papers[1]!).getByRole('link', { name: 'Mettre à jour' })).toHaveAttribute(
      'href',
      '/admin/chauffeurs',
    );
  });

  it('says when every paper is valid for more than 30 days', () => {
    renderWithProviders(
      <DispatchSection
        dispatch={{
          today: DISPATCH_TODAY_KEYS.map((key) => ({ key, count: 0 })),
          unassignedSoon: 0,
          noShows: 0,
          expiringDocuments: [],
        }}
      />,
    );
    expect(
      screen.getByText(
        'Aucune carte VTC, assurance ni contrôle technique n’expire dans les 30 jours.',
      ),
    ).toBeInTheDocument();
  });
});
