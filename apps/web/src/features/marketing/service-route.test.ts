import { describe, expect, it } from 'vitest';
import { ROUTES } from '@navette/shared';
import { bookingPath, isServiceNamedBy, serviceRoute } from './service-route';

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

  it('sends a visitor to the guest request and a customer to their form, service and tour carried', () => {
    expect(bookingPath(false, 'aeroport')).toBe('/reservation-guest?service=aeroport');
    expect(bookingPath(true, 'aeroport')).toBe('/reservation?service=aeroport');
    expect(bookingPath(false, 'excursion', 'versailles')).toBe(
      '/reservation-guest?service=excursion&circuit=versailles',
    );
  });

  it.each([
    ['aeroport', 'Transfert aéroport', true],
    ['gare', 'Transfert gare', true],
    ['chauffeur', 'Chauffeur privé', true],
    ['excursion', 'Visites et excursions', true],
    ['aeroport', 'Transfert gare', false],
    ['inconnu', 'Navette entreprise', false],
  ])('?service=%s names the service "%s": %s', (param, name, expected) => {
    expect(isServiceNamedBy(param, name)).toBe(expected);
  });
});
