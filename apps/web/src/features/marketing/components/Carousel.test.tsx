import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSEL_MS } from '@navette/shared';
import { renderWithProviders } from '../../../test/render';
import { Carousel } from './Carousel';

const slides = ['airport', 'city', 'wedding'].map((id) => ({
  id,
  title: `Diapositive ${id}`,
  text: `Texte ${id}`,
  image: <span />,
  href: '/',
}));

const current = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') === 'false')
    ?.getAttribute('aria-label');

const renderCarousel = () =>
  renderWithProviders(<Carousel slides={slides} label="Nos prestations en images" />);

describe('home carousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a labelled carousel region whose slides say where they are', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Nos prestations en images' });
    expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    expect(current()).toBe('1 sur 3');
  });

  it(`advances by itself every ${CAROUSEL_MS / 1000} s and comes back to the first slide`, () => {
    renderCarousel();
    act(() => vi.advanceTimersByTime(CAROUSEL_MS - 1));
    expect(current()).toBe('1 sur 3');
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe('2 sur 3');
    act(() => vi.advanceTimersByTime(CAROUSEL_MS));
    expect(current()).toBe('3 sur 3');
    act(() => vi.advanceTimersByTime(CAROUSEL_MS));
    expect(current()).toBe('1 sur 3');
  });

  it('previous from the first slide shows the last, next from the last shows the first', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive précédente' }));
    expect(current()).toBe('3 sur 3');
    fireEvent.click(screen.getByRole('button', { name: 'Diapositive suivante' }));
    expect(current()).toBe('1 sur 3');
  });

  it('stops while the pointer is over it, and when the visitor pauses it', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Nos prestations en images' });
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(CAROUSEL_MS * 3));
    expect(current()).toBe('1 sur 3');
    fireEvent.pointerLeave(region);
    fireEvent.click(screen.getByRole('button', { name: 'Mettre le défilement en pause' }));
    fireEvent.blur(screen.getByRole('button', { name: 'Reprendre le défilement' }));
    act(() => vi.advanceTimersByTime(CAROUSEL_MS * 3));
    expect(current()).toBe('1 sur 3');
  });

  it('does not move at all when the visitor prefers reduced motion', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    renderCarousel();
    act(() => vi.advanceTimersByTime(CAROUSEL_MS * 3));
    expect(current()).toBe('1 sur 3');
    expect(screen.queryByRole('button', { name: 'Mettre le défilement en pause' })).toBeNull();
  });
});
