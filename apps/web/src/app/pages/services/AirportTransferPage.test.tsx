import { screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import AirportTransferPage from './AirportTransferPage';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render';
import { hrefOf } from '../../../test/links';
import { publicTariffKey } from '../../../features/marketing/prices/public-tariff';
import { NO_TARIFF, priceHandlers } from '../../../features/marketing/prices/test/tariff-fixtures';

describe('the airport page’s flat fares', () => {
  it('lists each route with its price per vehicle and a link that fills in the request', async () => {
    mockFetch(priceHandlers());
    renderWithProviders(<AirportTransferPage />);
    const table = await screen.findByRole('table', { name: 'Forfaits aéroport' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Paris → Aéroport CDG', 'Paris → Aéroport d’Orly', 'Aéroport de Beauvais → Paris']);
    const links = within(table)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      [
        'Réserver ce trajetRéserver ce trajet : Paris → Aéroport CDG',
        '/demande-devis?service=aeroport&arrivee=A%C3%A9roport+Paris-Charles+de+Gaulle%2C+95700+Roissy-en-France',
      ],
      [
        'Réserver ce trajetRéserver ce trajet : Paris → Aéroport d’Orly',
        '/demande-devis?service=aeroport&arrivee=A%C3%A9roport+de+Paris-Orly%2C+94390+Orly',
      ],
      [
        'Réserver ce trajetRéserver ce trajet : Aéroport de Beauvais → Paris',
        '/demande-devis?service=aeroport&depart=A%C3%A9roport+de+Beauvais-Till%C3%A9%2C+60000+Till%C3%A9',
      ],
    ]);
    expect(within(table).getByRole('row', { name: /^Paris → Aéroport CDG/ })).toHaveTextContent(
      /^Paris → Aéroport CDG75\s€95\s€/,
    );
  });

  it('names the zones in English for an English reader', async () => {
    await i18next.changeLanguage('en');
    try {
      mockFetch(priceHandlers());
      renderWithProviders(<AirportTransferPage />);
      await screen.findByRole('table', { name: 'Airport fixed fares' });
      expect(hrefOf('Book this ride: Paris → CDG Airport')).toContain('service=aeroport');
      expect(screen.getByRole('row', { name: /^Paris → CDG Airport/ })).toHaveTextContent(
        /€75\s*€95/,
      );
    } finally {
      await i18next.changeLanguage('fr');
    }
  });

  it('are left out when the company has no tariff', async () => {
    mockFetch(priceHandlers(jsonResponse(NO_TARIFF)));
    const { queryClient } = renderWithProviders(<AirportTransferPage />);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryState(publicTariffKey)?.status).toBe('success');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Nos prix' })).toBeNull();
  });
});
