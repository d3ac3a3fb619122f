import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { planningSchema } from '@navette/shared';
import { schemaResponse } from '../../../test/api-fixtures';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { INES, VAN, aLeg, aPlanning } from '../test/dispatch-fixtures';
import { AdminPlanning } from './AdminPlanning';

const assigned = aLeg({
  reference: 'NP-2027-0001',
  heure: '08:00',
  chauffeur: { _id: INES, name: 'Inès Morel', telephone: '0600000002' },
  vehicle: { _id: VAN, nom: 'Mercedes Classe V', plaque: 'GA-123-BC', couleur: null },
  state: 'en route',
});
const waiting = aLeg({ reference: 'NP-2027-0002', heure: '14:00' });

/** The planning API: the view and day asked, each answered with the two legs. */
const planningServer = () => {
  const asked: string[] = [];
  mockFetch({
    'GET /api/admin/planning': (request) => {
      const query = new URL(request.url).searchParams;
      asked.push(`${query.get('view')} ${query.get('date')}`);
      const week = query.get('view') === 'week';
      return schemaResponse(
        planningSchema,
        aPlanning({
          from: week ? '2027-03-01' : '2027-03-04',
          until: week ? '2027-03-07' : '2027-03-04',
          legs: [assigned, waiting],
        }),
      );
    },
  });
  return asked;
};

describe('the planning', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2027-03-04T09:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the legs without a chauffeur or a vehicle apart, above the grid', async () => {
    planningServer();
    renderWithProviders(<AdminPlanning />);
    const apart = await screen.findByRole('region', {
      name: '1 course sans chauffeur ou sans véhicule',
    });
    expect(within(apart).getByRole('button', { name: /NP-2027-0002/ })).toBeInTheDocument();
    expect(within(apart).queryByRole('button', { name: /NP-2027-0001/ })).toBeNull();
    // the grid: the assigned leg in its vehicle's row, the other in the row of those without
    expect(
      screen.getByRole('list', { name: 'Courses de Mercedes Classe V · GA-123-BC' }),
    ).toHaveTextContent('NP-2027-0001');
    expect(screen.getByRole('list', { name: 'Courses de Sans véhicule' })).toHaveTextContent(
      'NP-2027-0002',
    );
    expect(screen.getByRole('heading', { name: 'Courses du 04/03/2027' })).toBeInTheDocument();
  });

  it('switches between the day and the week, and moves by a week', async () => {
    const asked = planningServer();
    renderWithProviders(<AdminPlanning />);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Courses du 04/03/2027' });
    await user.click(screen.getByRole('button', { name: 'Semaine' }));
    expect(
      await screen.findByRole('heading', { name: 'Semaine du 01/03/2027 au 07/03/2027' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Semaine' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('columnheader', { name: /04\/03\/2027/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    await user.click(screen.getByRole('button', { name: 'Par chauffeur' }));
    expect(asked).toEqual(['day 2027-03-04', 'week 2027-03-04', 'week 2027-03-11']);
    expect(await screen.findByRole('rowheader', { name: 'Inès Morel' })).toBeInTheDocument();
  });

  it('opens a leg’s assignment from its block', async () => {
    planningServer();
    renderWithProviders(<AdminPlanning />);
    const user = userEvent.setup();
    const apart = await screen.findByRole('region', { name: /1 course sans chauffeur/ });
    await user.click(within(apart).getByRole('button', { name: /NP-2027-0002/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Affecter NP-2027-0002 · Aller' }),
    ).toBeInTheDocument();
  });
});
