import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ExpressDestinations } from './ExpressDestinations';

describe('express transfer destinations', () => {
  it('lists the first three cities of France and counts the others', () => {
    renderWithProviders(<ExpressDestinations />);
    const panel = screen.getByRole('tabpanel', { name: 'France' });
    const cities = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(cities.slice(0, 4)).toEqual(['Lyon', 'Lille', 'Bordeaux', '+ 7 autres villes']);
    expect(within(panel).getByRole('img')).toHaveAccessibleName(
      'Une berline noire sur une route de campagne au crépuscule',
    );
  });

  it('shows the other cities when the visitor asks for them', async () => {
    renderWithProviders(<ExpressDestinations />);
    const panel = screen.getByRole('tabpanel', { name: 'France' });
    const more = within(panel).getByRole('button', { name: '+ 7 autres villes' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(more);
    const [cityList] = within(panel).getAllByRole('list');
    const cities = within(cityList!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(cities).toHaveLength(10);
    expect(cities.slice(0, 3)).toEqual(['Lyon', 'Lille', 'Bordeaux']);
    expect(within(panel).queryByRole('button', { name: /autres villes/ })).toBeNull();
  });

  it('choosing Europe changes the picture, the cities and the price', async () => {
    renderWithProviders(<ExpressDestinations />);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Europe' }));
    const panel = screen.getByRole('tabpanel', { name: 'Europe' });
    expect(within(panel).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Vers les grandes villes européennes',
    );
    expect(within(panel).getByText('Bruxelles')).toBeInTheDocument();
    expect(within(panel).getByText('+ 6 autres villes')).toBeInTheDocument();
    expect(within(panel).getByText('Forfait sur devis')).toBeInTheDocument();
    expect(within(panel).getByRole('img')).toHaveAccessibleName(
      'Un van noir devant des monuments européens la nuit',
    );
    expect(screen.queryByText('Lyon')).toBeNull();
  });
});
