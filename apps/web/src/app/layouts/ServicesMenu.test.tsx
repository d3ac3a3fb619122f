import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SERVICES_DROPDOWN_CLOSE_MS } from '@navette/shared';
import { renderWithProviders } from '../../test/render';
import { ServicesMenu } from './ServicesMenu';

const menuButton = () => screen.getByRole('button', { name: 'Services' });

describe('services dropdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes 300 ms after the pointer leaves it, not before', () => {
    vi.useFakeTimers();
    renderWithProviders(<ServicesMenu />);
    const wrapper = menuButton().parentElement!;

    fireEvent.pointerEnter(wrapper);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Transfert express longue distance' })).toHaveAttribute(
      'href',
      '/services/transfert-express',
    );

    fireEvent.pointerLeave(wrapper);
    act(() => vi.advanceTimersByTime(SERVICES_DROPDOWN_CLOSE_MS - 1));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Transfert aéroport' })).not.toBeInTheDocument();
  });

  it('coming back within 300 ms keeps it open', () => {
    vi.useFakeTimers();
    renderWithProviders(<ServicesMenu />);
    const wrapper = menuButton().parentElement!;
    fireEvent.pointerEnter(wrapper);
    fireEvent.pointerLeave(wrapper);
    act(() => vi.advanceTimersByTime(200));
    fireEvent.pointerEnter(wrapper);
    act(() => vi.advanceTimersByTime(SERVICES_DROPDOWN_CLOSE_MS * 2));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
  });

  it('works with the keyboard: Enter opens, arrows move, Escape closes', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ServicesMenu />);
    await user.tab();
    expect(menuButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Transfert aéroport' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Transfert gare' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('a click right after the hover opened it keeps it open; a second click closes it', () => {
    renderWithProviders(<ServicesMenu />);
    fireEvent.pointerEnter(menuButton().parentElement!);
    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
