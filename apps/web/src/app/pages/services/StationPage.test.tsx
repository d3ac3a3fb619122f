import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import StationPage from './StationPage';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render';
import { NO_TARIFF, priceHandlers } from '../../../features/marketing/prices/test/tariff-fixtures';

const pricingSection = () => screen.getByRole('region', { name: 'Nos tarifs en gare' });

describe('the station page’s prices', () => {
  it('read the station service’s lowest price', async () => {
    mockFetch(priceHandlers());
    renderWithProviders(<StationPage />);
    expect(pricingSection()).toHaveTextContent('Chargement des prix…');
    await waitFor(() => expect(pricingSection()).toHaveTextContent(/À partir de 45\s€/));
  });

  it('say the price is given by quote without a tariff', async () => {
    mockFetch(priceHandlers(jsonResponse(NO_TARIFF)));
    renderWithProviders(<StationPage />);
    await waitFor(() => expect(pricingSection()).not.toHaveTextContent('Chargement des prix…'));
    expect(pricingSection()).not.toHaveTextContent('À partir de');
    // the line above the cards, then the sedan's and the van's cards
    expect(screen.getAllByText('Prix ferme sur devis')).toHaveLength(3);
  });
});
