import { describe, expect, it } from 'vitest';
import { ROUTES } from '@navette/shared';
import { formatEuros } from './format-price';
import { serviceRoute } from './service-route';

describe('marketing helpers', () => {
  it.each([
    ['Transfert aéroport', ROUTES.airportTransfer],
    ['Transfert gare', ROUTES.station],
    ['Chauffeur privé', ROUTES.privateChauffeur],
    ['Service VIP', ROUTES.vip],
    ['Mariage', ROUTES.wedding],
    ['Visites et excursions', ROUTES.tours],
    ['Transfert express', ROUTES.expressTransfer],
    ['Navette entreprise', ROUTES.quoteEntry],
  ])('a service named "%s" links to %s', (name, route) => {
    expect(serviceRoute(name)).toBe(route);
  });

  it('formats euros the French and the English way', () => {
    expect(formatEuros(350, 'fr')).toMatch(/^350\s€$/u);
    expect(formatEuros(350, 'en')).toBe('€350');
  });
});
