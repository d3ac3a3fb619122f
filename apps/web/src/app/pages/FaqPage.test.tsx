import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import FaqPage from './FaqPage';
import { renderWithProviders } from '../../test/render';

describe('FAQ page', () => {
  it('shows the seven policy sections', () => {
    renderWithProviders(<FaqPage />);
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles.slice(0, 7)).toEqual([
      'Réservation',
      'Qualité de service',
      'Ponctualité',
      'Tarifs et paiement',
      'Annulation et modification',
      'À bord',
      'Données personnelles',
    ]);
  });

  it('keeps one answer open at a time, across sections', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />);
    const booking = screen.getByRole('button', { name: 'Comment réserver un trajet ?' });
    const cancel = screen.getByRole('button', { name: 'Puis-je annuler ma réservation ?' });
    const openAnswers = () => screen.queryAllByRole('button', { expanded: true });
    expect(openAnswers()).toHaveLength(0);

    await user.click(booking);
    expect(booking).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Comment réserver un trajet ?' })).toBeVisible();

    await user.click(cancel);
    expect(cancel).toHaveAttribute('aria-expanded', 'true');
    expect(booking).toHaveAttribute('aria-expanded', 'false');
    expect(openAnswers()).toEqual([cancel]);
    expect(screen.getByRole('region', { name: 'Puis-je annuler ma réservation ?' })).toBeVisible();

    await user.click(cancel);
    expect(openAnswers()).toHaveLength(0);
  });
});
