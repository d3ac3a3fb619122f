import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CatalogueFeatureCards, CatalogueSection } from './CatalogueSection';

describe('CatalogueSection', () => {
  it("titles and introduces itself from the catalogue, its heading's id taken from the key", () => {
    render(
      <CatalogueSection base="home.booking">
        <p>contenu</p>
      </CatalogueSection>,
    );
    const section = screen.getByRole('region', { name: 'Réserver, en toute simplicité' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveAttribute(
      'id',
      'home-booking',
    );
    expect(section).toHaveTextContent(
      'De la demande de devis au jour du trajet, vous savez toujours où en est votre réservation.',
    );
    expect(section).toHaveTextContent('contenu');
  });
});

describe('CatalogueFeatureCards', () => {
  it('shows one card per catalogue item, in catalogue order, with its icon', () => {
    render(
      <CatalogueFeatureCards base="home.booking" icons={{ quote: <svg data-testid="quote" /> }} />,
    );
    const cards = screen.getAllByRole('listitem');
    expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Devis gratuit en 2 minutes');
    expect(within(cards[0]!).getByTestId('quote')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('heading')).toHaveTextContent('Confirmation écrite');
    expect(within(cards[1]!).queryByTestId('quote')).toBeNull();
  });
});
