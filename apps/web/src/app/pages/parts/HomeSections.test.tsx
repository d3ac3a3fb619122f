import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import HomeSections from './HomeSections';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render';
import { hrefOf } from '../../../test/links';
import { NO_TARIFF, priceHandlers } from '../../../features/marketing/prices/test/tariff-fixtures';

const packages = () =>
  within(screen.getByRole('heading', { name: 'Mise à disposition', level: 3 }).parentElement!)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\s+/g, ' '));

describe('the home page’s hourly packages', () => {
  it('show the van’s prices and book the package', async () => {
    mockFetch(priceHandlers());
    renderWithProviders(<HomeSections />);
    expect(await screen.findByText(/^240\s€ en Mercedes Classe V$/)).toBeInTheDocument();
    expect(packages()).toEqual([
      expect.stringMatching(/^3 heures.*240 € en Mercedes Classe VRéserverRéserver : 3 heures$/),
      expect.stringMatching(/^4 heures.*300 € en Mercedes Classe VRéserverRéserver : 4 heures$/),
      expect.stringMatching(/^Journée.*650 € en Mercedes Classe VRéserverRéserver : Journée$/),
    ]);
    expect(hrefOf('Réserver : 3 heures')).toBe('/demande-devis?service=chauffeur&forfait=3');
    expect(hrefOf('Réserver : Journée')).toBe('/demande-devis?service=chauffeur&forfait=10');
  });

  it('keep the quote without a tariff', async () => {
    mockFetch(priceHandlers(jsonResponse(NO_TARIFF)));
    renderWithProviders(<HomeSections />);
    await waitFor(() => expect(screen.queryAllByText('Chargement des prix…')).toHaveLength(0));
    expect(screen.getAllByText('Prix ferme sur devis')).toHaveLength(3);
    expect(hrefOf('Voir le devis : 3 heures')).toBe('/demande-devis');
    expect(screen.queryByRole('link', { name: /^Réserver :/ })).toBeNull();
  });
});
