import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { Tabs } from './Tabs';

const items = ['Affaires', 'Famille', 'Événements', 'Élégance'].map((label) => ({
  id: label,
  label,
  panel: <p>Contenu {label}</p>,
}));

describe('tabs', () => {
  it('shows the panel of the chosen tab and marks it selected', async () => {
    renderWithProviders(<Tabs label="Nos formules VIP" items={items} />);
    expect(screen.getByRole('tablist', { name: 'Nos formules VIP' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Contenu Affaires');
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Famille' }));
    expect(screen.getByRole('tab', { name: 'Famille' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Affaires' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel', { name: 'Famille' })).toHaveTextContent('Contenu Famille');
  });

  it('moves with the arrow keys, wrapping around, and jumps with Home and End', () => {
    renderWithProviders(<Tabs label="Nos formules VIP" items={items} />);
    const first = screen.getByRole('tab', { name: 'Affaires' });
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(screen.getByRole('tab', { name: 'Élégance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Élégance' })).toHaveFocus();
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Élégance' }), { key: 'ArrowRight' });
    expect(first).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(first, { key: 'End' });
    expect(screen.getByRole('tab', { name: 'Élégance' })).toHaveAttribute('tabindex', '0');
    expect(first).toHaveAttribute('tabindex', '-1');
  });
});
