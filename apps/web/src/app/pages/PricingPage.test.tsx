import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import PricingPage from './PricingPage';
import { jsonResponse, mockFetch, renderWithProviders } from '../../test/render';
import { hrefOf } from '../../test/links';
import { NO_TARIFF, priceHandlers } from '../../features/marketing/prices/test/tariff-fixtures';

/** A text as the reader sees it: the amounts' no-break spaces as spaces. */
const text = (node: Node | undefined | null) => node?.textContent?.replace(/\s+/g, ' ');
/** The cells of a table's rows, as text. */
const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...(row as HTMLTableRowElement).cells].map(text));

const card = (id: string) => document.querySelector<HTMLElement>(`[data-card="${id}"]`)!;
const cardPrices = () =>
  ['transfer', 'rental', 'events'].map((id) => text(within(card(id)).getAllByRole('paragraph')[1]));

/** The prices have arrived (or failed): no placeholder left. */
const pricesSettled = () =>
  waitFor(() => expect(screen.queryAllByText('Chargement des prix…')).toHaveLength(0));

describe('/tarifs with the company’s tariff', () => {
  it('shows each card’s lowest price, and the wording of a card whose services have none', async () => {
    mockFetch(priceHandlers());
    renderWithProviders(<PricingPage />);
    // drawn before the prices: a placeholder in each card
    expect(screen.getAllByText('Chargement des prix…')).toHaveLength(3);
    await pricesSettled();
    // Transfert: the station's 45 € below the airport's 60 €; Événements: the wedding has no price
    expect(cardPrices()).toEqual(['À partir de 45 €', 'À partir de 180 €', 'Forfait sur mesure']);
  });

  it('lists the airport’s flat fares, the hourly packages and the cancellation policy', async () => {
    mockFetch(priceHandlers());
    renderWithProviders(<PricingPage />);
    const fares = await screen.findByRole('table', { name: 'Forfaits aéroport' });
    expect(cells(fares)).toEqual([
      [
        'Trajet',
        "Mercedes Classe Ejusqu'à 3 passagers",
        "Mercedes Classe Vjusqu'à 8 passagers",
        'Réservation',
      ],
      [
        'Paris → Aéroport CDG',
        '75 €',
        '95 €',
        'Réserver ce trajetRéserver ce trajet : Paris → Aéroport CDG',
      ],
      [
        'Paris → Aéroport d’Orly',
        '60 €',
        '80 €',
        'Réserver ce trajetRéserver ce trajet : Paris → Aéroport d’Orly',
      ],
      [
        'Aéroport de Beauvais → Paris',
        '—Sur devis',
        '155,50 €',
        'Réserver ce trajetRéserver ce trajet : Aéroport de Beauvais → Paris',
      ],
    ]);
    const hourly = screen.getByRole('table', { name: 'Mise à disposition' });
    expect(cells(hourly).map((row) => row.slice(0, 3))).toEqual([
      ['Durée', "Mercedes Classe Ejusqu'à 3 passagers", "Mercedes Classe Vjusqu'à 8 passagers"],
      ['3 heures', '180 €', '240 €'],
      ['4 heures', '220 €', '300 €'],
      ['10 heures', '—Sur devis', '650 €'],
      ['Heure supplémentaire', '60 €', '75 €'],
    ]);
    expect(hrefOf('Réserver : 4 heures')).toBe('/demande-devis?service=chauffeur&forfait=4');
    expect(
      screen.getByText(
        "Annulation gratuite jusqu'à 24 h avant la prise en charge, puis 50 % du prix retenus.",
      ),
    ).toBeInTheDocument();
  });
});

describe('/tarifs without prices', () => {
  it.each([
    ['the company has no tariff yet', () => jsonResponse(NO_TARIFF)],
    [
      'the call fails',
      () => jsonResponse({ error: 'Erreur interne.', code: 'INTERNAL_ERROR' }, 500),
    ],
  ])('keeps the cards’ wording when %s', async (_case, answer) => {
    mockFetch(priceHandlers(answer()));
    renderWithProviders(<PricingPage />);
    await pricesSettled();
    expect(cardPrices()).toEqual([
      'Prix ferme par trajet',
      'Forfait horaire dégressif',
      'Forfait sur mesure',
    ]);
    expect(screen.queryByText(/À partir de/)).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Annulation gratuite/)).toBeNull();
  });
});
